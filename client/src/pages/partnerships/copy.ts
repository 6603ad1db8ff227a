import { contactPath, paths } from '@inlet/shared/paths'
import type { Cta, RouteDef } from '../../content/types'

export interface PartnershipsPage {
  finalCta: { title: string; lead: string; options: readonly [Cta, Cta, Cta] }
  portfolio: { title: string; lead: string }
  faq: { title: string }
}

/**
 * Copy the /partnerships page draws itself: the portfolio's heading (the brand grid is an
 * island), the FAQ's title and the closing band. The hero's and the static sections' copy and the
 * FAQ items are in region-copy.ts, loaded only when the document does not hold them: a module
 * cannot be split across chunks (docs/decisions/021, 036).
 */
export const partnershipsPage = {
  finalCta: {
    title: 'Ready to Build Something That Lasts?',
    lead: 'Tell us about your business or the brand that caught your eye. A partner reads every message and replies personally.',
    options: [
      { label: 'Apply for Funding', href: contactPath({ context: 'funding' }) },
      { label: 'Start a Partnership Conversation', href: contactPath({ context: 'partnership' }) },
      { label: 'View Our Brands', href: '#brands' },
    ],
  },
  portfolio: {
    title: 'The Brand Portfolio',
    lead: 'Sixty business concepts, each paired with a domain and a clear picture of the customer it serves. Filter by category, then ask us about any name that fits the company you want to run.',
  },
  faq: {
    title: 'Partnership Questions',
  },
} as const satisfies PartnershipsPage

/** The small labels above the sections of /partnerships the page module draws. */
export const partnershipsEyebrows = {
  portfolio: 'Brand Portfolio',
  faq: 'FAQ',
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
