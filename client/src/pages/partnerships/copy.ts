import { paths } from '@inlet/shared/paths'
import type { RouteDef } from '../../content/types'

/**
 * The words /partnerships draws itself: the portfolio's heading (the brand grid is the page's
 * one interactive part). The hero's, the static sections', the FAQ's and the closing band's
 * words are in region-copy.ts, which only the static parts' module imports: a module cannot be
 * split across chunks (docs/decisions/045).
 */
export const partnershipsPage = {
  portfolio: {
    eyebrow: 'Brand Portfolio',
    title: 'The Brand Portfolio',
    lead: 'Sixty business concepts, each paired with a domain and a clear picture of the customer it serves. Filter by category, then ask us about any name that fits the company you want to run.',
  },
} as const

/** The route manifest's entry for paths.partnerships (app/pages.tsx). */
export const partnershipsRoute: RouteDef = {
  path: paths.partnerships,
  title: 'Startup Partnerships & Brand Portfolio | Inlet Ventures',
  description:
    'Partner with Inlet Ventures: capital, strategy, engineering and IP for businesses with traction, or build one of 60 premium brand and domain concepts with us.',
  crumb: 'Partnerships',
  sitemap: true,
}
