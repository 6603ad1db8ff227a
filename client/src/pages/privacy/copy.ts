import { paths } from '@inlet/shared/paths'
import { site } from '@inlet/shared/site'
import { legalMotif } from '../../content/motifs/legal'
import type { RouteDef } from '../../content/types'

/** The privacy policy's heading; its text is Markdown in content/legal/privacy.md. */
export const hero = {
  eyebrow: 'Legal',
  title: 'Privacy Policy',
  lead: `How ${site.name} collects, uses and protects the personal information you share through this website.`,
  motif: legalMotif,
} as const

/** The route manifest's entry for paths.privacy (app/pages.tsx). */
export const route: RouteDef = {
  path: paths.privacy,
  title: 'Privacy Policy | Inlet Ventures',
  description:
    'How Inlet Ventures collects, uses and protects personal information sent through its website and contact form, how long it is kept, and your privacy rights.',
  crumb: 'Privacy Policy',
  sitemap: true,
}
