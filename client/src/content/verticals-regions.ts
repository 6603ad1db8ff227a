import type { Card, Cta, Hero } from './partnerships'
import type { VerticalId } from './verticals'

/**
 * A vertical page's static sections (hero, pitch, benefits, focus areas, funding, ideas, call
 * to action). Only their regions import this copy, so a visitor who opens the page reads it in
 * the document and never downloads it (docs/decisions/021).
 */
export interface VerticalRegions {
  hero: Hero
  pitch: string[]
  benefits: Card[]
  focusAreas?: Card[]
  funding?: { title: string; text: string }
  ideas?: { title: string; lead: string }
  cta: { title: string; lead: string; action: Cta }
}

/** The labels every vertical page's sections share. */
export const verticalLabels = {
  pitch: 'Our approach',
  benefits: 'What You Get',
  focusAreas: 'Focus Areas',
  ideas: 'Idea opportunities',
  discuss: 'Discuss Partnership',
  discussOn: (domain: string) => `Discuss Partnership on ${domain}`,
} as const

/** Each vertical's section copy is its own module, so a page loads only its own. */
export const verticalRegionContent: Record<
  VerticalId,
  () => Promise<{ regions: VerticalRegions }>
> = {
  fintech: () => import('./verticals/fintech-regions'),
  aiml: () => import('./verticals/aiml-regions'),
  saas: () => import('./verticals/saas-regions'),
}
