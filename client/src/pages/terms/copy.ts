import { paths } from '@inlet/shared/paths'
import { site } from '@inlet/shared/site'
import { legalMotif } from '../../content/motifs/legal'
import type { RouteDef } from '../../content/types'

/** The terms' heading; their text is Markdown in content/legal/terms.md. */
export const hero = {
  eyebrow: 'Legal',
  title: 'Terms of Use',
  lead: `The terms that govern your use of the ${site.name} website and the materials on it.`,
  motif: legalMotif,
} as const

/** The route manifest's entry for paths.terms (app/pages.tsx). */
export const route: RouteDef = {
  path: paths.terms,
  title: 'Terms of Use | Inlet Ventures',
  description:
    'The terms for using the Inlet Ventures website: use license, disclaimers, limitation of liability, Florida governing law, and investment and advice notices.',
  crumb: 'Terms of Use',
  sitemap: true,
}
