import { contactPath, paths } from '@inlet/shared/paths'
import { saasMotif } from '../../content/motifs/saas'
import type { Hero, RouteDef, VerticalCta } from '../../content/types'

/** The page's hero. */
export const hero: Hero = {
  eyebrow: 'SaaS Companies',
  title: 'Grow Recurring Revenue on a Platform Built to Scale',
  lead: 'We partner with SaaS founders whose customers pay and renew, and help them protect their software, fund the next stage and keep the product fast as usage climbs.',
  primary: { label: 'Discuss Your SaaS Company', href: contactPath({ context: 'saas' }) },
  secondary: { label: 'Explore IP Development', href: paths.ip },
  motif: saasMotif,
}

/** The closing call to action. */
export const cta: VerticalCta = {
  title: 'Let’s Talk About Your SaaS Company',
  lead: 'Send us your core metrics and what you want the next twelve months to look like. We will reply with an honest view of how we can help.',
  action: { label: 'Schedule SaaS Consultation', href: contactPath({ context: 'saas' }) },
}

/** The FAQ's title; its items are in region-copy.ts (they feed the accordion and the FAQPage data). */
export const faqTitle = 'SaaS Partnership Questions'

/** The route manifest's entry for paths.saas (app/pages.tsx). */
export const route: RouteDef = {
  path: paths.saas,
  title: 'SaaS Company Partnerships | Inlet Ventures',
  description:
    'Funding sized to your MRR and ARR, software and API patent strategy, and scalability support for SaaS founders with paying customers. Jupiter, Florida.',
  crumb: 'SaaS Companies',
  sitemap: true,
}
