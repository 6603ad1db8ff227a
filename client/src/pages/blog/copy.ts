import { paths } from '@inlet/shared/paths'
import { readingMotif } from '../../content/motifs/reading'
import type { RouteDef } from '../../content/types'
/** /blog copy (the articles themselves are Markdown in posts/). */
export const blogPage = {
  hero: {
    eyebrow: 'Blog',
    title: 'Field Notes for Founders',
    lead: 'What we learn building companies with founders: raising capital, putting AI to work, shaping business models and growing an ecosystem on Florida’s coast.',
    motif: readingMotif,
  },
  listLabel: 'Articles',
} as const

/** The route manifest's entry for paths.blog (app/pages.tsx). */
export const blogRoute: RouteDef = {
  path: paths.blog,
  title: 'Blog: Funding, AI and Growth for Founders | Inlet Ventures',
  description:
    'Field notes from Inlet Ventures on raising capital, putting AI to work, business models that scale and building a startup ecosystem in Jupiter, Florida.',
  crumb: 'Blog',
  sitemap: true,
}
