import { paths } from '@inlet/shared/paths'
import { aboutMotif } from '../../content/motifs/about'
import type { Hero, RouteDef } from '../../content/types'

/**
 * /about copy the page module draws: the hero. The mission, values, approach and closing band
 * are a static region whose copy lives in region-copy.ts (docs/decisions/045).
 */
export const aboutPage = {
  hero: {
    eyebrow: 'About Inlet Ventures',
    title: 'Operators, Engineers and IP Strategists Who Build Beside Founders',
    lead: 'We are a startup studio and venture firm in Jupiter, Florida. Our team brings more than 25 years of experience building companies, shipping software and protecting inventions, and we put all of it to work for the founders we back.',
    primary: { label: 'Work With Us', href: paths.contact },
    secondary: { label: 'See Partnerships', href: paths.partnerships },
    motif: aboutMotif,
  },
} as const satisfies { hero: Hero }

/** The route manifest's entry for paths.about (app/pages.tsx). */
export const aboutRoute: RouteDef = {
  path: paths.about,
  title: 'About Our Founder-Focused Studio | Inlet Ventures',
  description:
    'Inlet Ventures is a founder-focused startup studio in Jupiter, Florida, pairing seed capital with strategy, engineering and IP work for startups with traction.',
  crumb: 'About',
  sitemap: true,
}
