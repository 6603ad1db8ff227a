import type { BrandIcon } from '@inlet/shared/brands'
import { paths } from '@inlet/shared/paths'
import type { Motif } from './motif'
import { crumbNames, type RouteDef } from './route'

/** One question and its plain-text answer (2–4 sentences). */
export interface Faq {
  question: string
  answer: string
}

/** An icon, a short title and a one- or two-sentence description. */
export interface Card {
  icon: BrandIcon
  title: string
  description: string
}

/** A link rendered as a button; href always comes from @inlet/shared/paths or an in-page anchor. */
export interface Cta {
  label: string
  href: string
}

export interface Hero {
  eyebrow: string
  title: string
  lead: string
  primary: Cta
  secondary?: Cta
  /** The section's drawing beside the text (content/motifs/). */
  motif: Motif
}

export interface PartnershipsPage {
  portfolio: { title: string; lead: string }
  faq: { title: string }
}

/**
 * Copy the /partnerships page module draws itself: the portfolio's heading (the brand grid is
 * an island) and the FAQ's title. The hero's and the static sections' copy lives in
 * partnerships-regions.ts, which only their regions import, the FAQ's items in
 * partnerships-faq.ts: a module cannot be split across chunks (docs/decisions/021).
 */
export const partnershipsPage = {
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

/** The route manifest's entry for paths.partnerships (listed in content/routes.ts). */
export const partnershipsRoute: RouteDef = {
  path: paths.partnerships,
  title: 'Startup Partnerships & Brand Portfolio | Inlet Ventures',
  description:
    'Partner with Inlet Ventures: capital, strategy, engineering and IP for businesses with traction, or build one of 60 premium brand and domain concepts with us.',
  crumb: crumbNames[paths.partnerships],
  lastUpdated: 'September 15, 2025',
  sitemap: true,
}
