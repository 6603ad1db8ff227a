import { contactPath, paths } from '@inlet/shared/paths'
import { aimlMotif } from '../../content/motifs/aiml'
import { fintechMotif } from '../../content/motifs/fintech'
import { saasMotif } from '../../content/motifs/saas'
import type { Hero, RouteDef } from '../../content/types'

/**
 * What the vertical page draws itself, by path: each vertical's manifest entry and hero. The
 * sections, FAQ and closing band are a static region whose words are in <vertical>.ts
 * (docs/decisions/045).
 */
export const verticals: Record<string, { hero: Hero; route: RouteDef }> = {
  [paths.fintech]: {
    hero: {
      eyebrow: 'Fintech Ventures',
      title: 'Build Financial Products That Banks, Regulators and Customers Can Trust',
      lead: 'We partner with founders in payments, lending, blockchain and regtech who have early traction and need capital, compliance-minded engineering and IP protection to grow.',
      primary: { label: 'Discuss Your Fintech Venture', href: contactPath({ context: 'fintech' }) },
      secondary: { label: 'Explore IP Development', href: paths.ip },
      motif: fintechMotif,
    },
    route: {
      path: paths.fintech,
      title: 'Fintech Venture Partnerships | Inlet Ventures',
      description:
        'Seed capital, patent strategy and introductions to banks, payment gateways and regulatory advisors for fintech founders with traction in Jupiter, Florida.',
      crumb: 'Fintech Ventures',
      sitemap: true,
    },
  },
  [paths.aiml]: {
    hero: {
      eyebrow: 'AI & ML Startups',
      title: 'Turn Your Models Into Protected, Commercial Products',
      lead: 'We back AI and machine learning founders who have working technology and early users, then help them protect their methods, harden their infrastructure and take the product to market.',
      primary: { label: 'Discuss Your AI Startup', href: contactPath({ context: 'aiml' }) },
      secondary: { label: 'Explore IP Development', href: paths.ip },
      motif: aimlMotif,
    },
    route: {
      path: paths.aiml,
      title: 'AI & ML Startup Partnerships | Inlet Ventures',
      description:
        'Patent strategy for algorithms and models, help with technical infrastructure and seed capital from $50K to $500K+ for AI and machine learning startups.',
      crumb: 'AI & ML Startups',
      sitemap: true,
    },
  },
  [paths.saas]: {
    hero: {
      eyebrow: 'SaaS Companies',
      title: 'Grow Recurring Revenue on a Platform Built to Scale',
      lead: 'We partner with SaaS founders whose customers pay and renew, and help them protect their software, fund the next stage and keep the product fast as usage climbs.',
      primary: { label: 'Discuss Your SaaS Company', href: contactPath({ context: 'saas' }) },
      secondary: { label: 'Explore IP Development', href: paths.ip },
      motif: saasMotif,
    },
    route: {
      path: paths.saas,
      title: 'SaaS Company Partnerships | Inlet Ventures',
      description:
        'Funding sized to your MRR and ARR, software and API patent strategy, and scalability support for SaaS founders with paying customers. Jupiter, Florida.',
      crumb: 'SaaS Companies',
      sitemap: true,
    },
  },
}
