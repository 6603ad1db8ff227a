import { contactPath, paths } from '@inlet/shared/paths'
import { readingMotif } from '../../content/motifs/reading'
import type { RouteDef } from '../../content/types'

/** /resources copy the page module draws: the hero and its consultation button. */
export const resourcesPage = {
  hero: {
    eyebrow: 'Founder resources',
    title: 'Practical Reading for Founders Who Are Already Building',
    lead: 'The guides below are written by the partners and engineers who work with our portfolio companies every week. They cover raising money, choosing investors, fixing a business model that resists scale, shipping AI that holds up, and building from Palm Beach County. Every one is free to read, with no sign-up.',
    motif: readingMotif,
  },
  consultation: {
    label: 'Request a consultation',
    href: contactPath({ context: 'resources' }),
  },
} as const

/** The route manifest's entry for paths.resources (app/pages.tsx). */
export const resourcesRoute: RouteDef = {
  path: paths.resources,
  title: 'Founder Resources & Guides | Inlet Ventures',
  description:
    'Free guides for founders with traction: fundraising, investor fit, scalable business models, shipping AI and building a company from Jupiter, Florida.',
  crumb: 'Resources',
  sitemap: true,
}
