import { paths } from '@inlet/shared/paths'
import { site } from '@inlet/shared/site'
import { legalMotif } from './motifs/legal'
import { crumbNames, type RouteDef } from './route'

/** The legal pages' headings; their text is Markdown in legal/ (studio facts filled at build). */
export const legalPages = {
  eyebrow: 'Legal',
  motif: legalMotif,
  privacy: {
    title: 'Privacy Policy',
    lead: `How ${site.name} collects, uses and protects the personal information you share through this website.`,
  },
  terms: {
    title: 'Terms of Use',
    lead: `The terms that govern your use of the ${site.name} website and the materials on it.`,
  },
} as const

/** The route manifest's entry for paths.privacy (listed in content/routes.ts). */
export const privacyRoute: RouteDef = {
  path: paths.privacy,
  title: 'Privacy Policy | Inlet Ventures',
  description:
    'How Inlet Ventures collects, uses and protects personal information sent through its website and contact form, how long it is kept, and your privacy rights.',
  crumb: crumbNames[paths.privacy],
  lastUpdated: 'November 25, 2026',
  sitemap: true,
}

/** The route manifest's entry for paths.terms (listed in content/routes.ts). */
export const termsRoute: RouteDef = {
  path: paths.terms,
  title: 'Terms of Use | Inlet Ventures',
  description:
    'The terms for using the Inlet Ventures website: use license, disclaimers, limitation of liability, Florida governing law, and investment and advice notices.',
  crumb: crumbNames[paths.terms],
  lastUpdated: 'June 15, 2025',
  sitemap: true,
}
