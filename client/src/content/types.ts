import type { BrandIcon } from '@inlet/shared/brands'
import type { Motif } from './motif'

/**
 * The content types every page's copy shares (pages/<page>/copy.ts and region-copy.ts). Only
 * types live here: this module carries no code into any chunk.
 */

/**
 * One route's plain data: its page's entry in the route manifest (app/pages.tsx finds the page
 * folder and serves it at this path, the one its name names in `paths`; docs/decisions/028, 056).
 */
export interface RouteDef {
  path: string
  title: string
  description: string
  /** Name of the page in breadcrumbs. */
  crumb: string
  /** Listed in sitemap.xml (false for noindex pages). */
  sitemap: boolean
  noindex?: boolean
}

/** One question and its plain-text answer (2–4 sentences). */
export interface FaqItem {
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
  /** Its call to action (the legal pages have none). */
  primary?: Cta
  secondary?: Cta
  /** The section's drawing beside the text (content/motifs/; docs/decisions/032). */
  motif: Motif
}

/**
 * A vertical page's static sections (pitch, benefits, focus areas, funding, ideas): pages/vertical/<vertical>.ts.
 */
export interface VerticalRegions {
  pitch: string[]
  benefits: Card[]
  focusAreas?: Card[]
  funding?: { title: string; text: string }
  ideas?: { title: string; lead: string }
}

/** A vertical page's closing call to action. */
export interface VerticalCta {
  title: string
  lead: string
  action: Cta
}
