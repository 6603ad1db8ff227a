import { site } from '@inlet/shared/site'

/** The legal pages' headings; their text is Markdown in legal/ (studio facts filled at build). */
export const legalPages = {
  eyebrow: 'Legal',
  privacy: {
    title: 'Privacy Policy',
    lead: `How ${site.name} collects, uses and protects the personal information you share through this website.`,
  },
  terms: {
    title: 'Terms of Use',
    lead: `The terms that govern your use of the ${site.name} website and the materials on it.`,
  },
} as const
