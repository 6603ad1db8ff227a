import { paths } from '@inlet/shared/paths'
import { readingMotif } from '../../content/motifs/reading'
import type { RouteDef } from '../../content/types'

/** The id of a letter's heading on /resources/glossary (the letter buttons jump to it). */
export const letterId = (letter: string) => `letter-${letter.toLowerCase()}`

/** Page copy for /resources/glossary (title and description live in the manifest; the last-updated day comes from the repository). */
export const glossaryPage = {
  hero: {
    eyebrow: 'Founder resources',
    title: 'Startup Glossary',
    lead: 'Plain-English definitions of 30 terms founders meet when raising money, protecting intellectual property and building a company.',
    motif: readingMotif,
  },
  lettersLabel: 'Glossary letters',
  jumpTo: 'Jump to',
  articleLabel: 'Explained in:',
  question: {
    text: 'Can’t find a term, or want to know how one applies to your company?',
    label: 'Ask us about a term',
  },
} as const

/** The route manifest's entry for paths.glossary (app/pages.tsx). */
export const glossaryRoute: RouteDef = {
  path: paths.glossary,
  title: 'Startup Glossary: Funding & IP Terms | Inlet Ventures',
  description:
    'Plain-English definitions of 30 startup terms founders meet when raising money and protecting IP, from SAFEs and valuation caps to burn multiples and prior art.',
  crumb: 'Glossary',
  sitemap: true,
}
