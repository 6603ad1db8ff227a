import { paths } from '@inlet/shared/paths'
import type { RouteDef } from '../../content/types'

/**
 * The home page's own copy: the heading beside the quick contact form (an island) and the
 * route entry. The static regions' copy is in region-copy.ts (docs/decisions/045).
 */

export const getStarted = {
  title: 'Ready to Get Started?',
  lead: 'Tell us what you are building. Your note goes straight to our partners, and your first note of the day is confirmed by email.',
} as const

/** The route manifest's entry for paths.home (app/pages.tsx). */
export const homeRoute: RouteDef = {
  path: paths.home,
  title: 'Inlet Ventures | Startup Studio & Venture Partner in Jupiter, FL',
  description:
    'Seed funding, strategic mentoring, software development and patent strategy for founders with traction. A startup studio and venture firm in Jupiter, Florida.',
  crumb: 'Home',
  sitemap: true,
}
