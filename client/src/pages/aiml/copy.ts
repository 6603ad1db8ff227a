import { contactPath, paths } from '@inlet/shared/paths'
import type { FaqItem, Hero, RouteDef, VerticalCta } from '../../content/types'

/** The page's hero. */
export const hero: Hero = {
  eyebrow: 'AI & ML Startups',
  title: 'Turn Your Models Into Protected, Commercial Products',
  lead: 'We back AI and machine learning founders who have working technology and early users, then help them protect their methods, harden their infrastructure and take the product to market.',
  primary: { label: 'Discuss Your AI Startup', href: contactPath({ context: 'aiml' }) },
  secondary: { label: 'Explore IP Development', href: paths.ip },
}

/** The closing call to action. */
export const cta: VerticalCta = {
  title: 'Let’s Protect and Scale What You Have Built',
  lead: 'Tell us about your models, your customers and your next milestone. We will come back with practical next steps.',
  action: { label: 'Schedule AI/ML Consultation', href: contactPath({ context: 'aiml' }) },
}

/** The FAQ's title; its items follow (they feed both the accordion and the FAQPage data). */
export const faqTitle = 'AI/ML Partnership Questions'

/** The route manifest's entry for paths.aiml (app/pages.tsx). */
export const route: RouteDef = {
  path: paths.aiml,
  title: 'AI & ML Startup Partnerships | Inlet Ventures',
  description:
    'Patent strategy for algorithms and models, help with technical infrastructure and seed capital from $50K to $500K+ for AI and machine learning startups.',
  crumb: 'AI & ML Startups',
  lastUpdated: 'October 10, 2025',
  sitemap: true,
}

/** This vertical's questions and answers. */
export const faq: readonly FaqItem[] = [
  {
    question: 'Can You Patent an AI Algorithm?',
    answer:
      'In the United States, a mathematical formula or abstract idea on its own is not patentable, but an AI-related invention can be when it is claimed as a specific technical improvement, such as a training method or model architecture that makes a system faster or more accurate. How the invention is described and claimed matters a great deal. Our registered patent attorneys assess each case, and this answer is general information rather than legal advice.',
  },
  {
    question: 'Should We Patent Our Model or Keep It as a Trade Secret?',
    answer:
      'It depends on whether the method could be detected in a competitor’s product and how long it will stay valuable. A patent requires public disclosure in exchange for exclusive rights for a limited term, while a trade secret lasts only as long as you keep it confidential. Many AI companies use both, and we help you decide which parts of your stack belong where.',
  },
  {
    question: 'Do You Help with Infrastructure and Engineering, or Only Funding?',
    answer:
      'Both. Our engineers review architecture, data pipelines and model serving, and can take on build work when a milestone needs extra hands. Capital is one part of the partnership, not the whole of it.',
  },
  {
    question: 'What Stage Should Our AI Startup Be At?',
    answer:
      'We look for working technology and some evidence of demand: pilot customers, active users or paid proofs of concept. A research prototype without a clear buyer is usually too early for us, but we are glad to give feedback on what would change that.',
  },
]
