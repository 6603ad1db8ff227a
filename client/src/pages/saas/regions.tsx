import ideas from 'virtual:vertical-ideas/saas'
import { verticalSections } from '../../components/partnerships/vertical-sections'
import { regions } from './region-copy'

/** The FAQ items travel with the regions after a navigation (../../components/ui/faq.tsx). */
export { faq } from './region-copy'

/** This page's static regions (docs/decisions/021): loaded only after a client-side navigation. */
export const { Body } = verticalSections(regions, ideas)
