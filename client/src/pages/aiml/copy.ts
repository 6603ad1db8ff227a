import { contactPath, paths } from '@inlet/shared/paths'
import { aimlMotif } from '../../content/motifs/aiml'
import type { Hero, RouteDef, VerticalCta } from '../../content/types'

/** The page's hero. */
export const hero: Hero = {
  eyebrow: 'AI & ML Startups',
  title: 'Turn Your Models Into Protected, Commercial Products',
  lead: 'We back AI and machine learning founders who have working technology and early users, then help them protect their methods, harden their infrastructure and take the product to market.',
  primary: { label: 'Discuss Your AI Startup', href: contactPath({ context: 'aiml' }) },
  secondary: { label: 'Explore IP Development', href: paths.ip },
  motif: aimlMotif,
}

/** The closing call to action. */
export const cta: VerticalCta = {
  title: 'Let’s Protect and Scale What You Have Built',
  lead: 'Tell us about your models, your customers and your next milestone. We will come back with practical next steps.',
  action: { label: 'Schedule AI/ML Consultation', href: contactPath({ context: 'aiml' }) },
}

/** The FAQ's title; its items are in region-copy.ts (they feed the accordion and the FAQPage data). */
export const faqTitle = 'AI/ML Partnership Questions'

/** The route manifest's entry for paths.aiml (app/pages.tsx). */
export const route: RouteDef = {
  path: paths.aiml,
  title: 'AI & ML Startup Partnerships | Inlet Ventures',
  description:
    'Patent strategy for algorithms and models, help with technical infrastructure and seed capital from $50K to $500K+ for AI and machine learning startups.',
  crumb: 'AI & ML Startups',
  sitemap: true,
}
