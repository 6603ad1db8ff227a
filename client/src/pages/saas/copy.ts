import { contactPath, paths } from '@inlet/shared/paths'
import type { FaqItem, Hero, RouteDef, VerticalCta } from '../../content/types'

/** The page's hero. */
export const hero: Hero = {
  eyebrow: 'SaaS Companies',
  title: 'Grow Recurring Revenue on a Platform Built to Scale',
  lead: 'We partner with SaaS founders whose customers pay and renew, and help them protect their software, fund the next stage and keep the product fast as usage climbs.',
  primary: { label: 'Discuss Your SaaS Company', href: contactPath({ context: 'saas' }) },
  secondary: { label: 'Explore IP Development', href: paths.ip },
}

/** The closing call to action. */
export const cta: VerticalCta = {
  title: 'Let’s Talk About Your SaaS Company',
  lead: 'Send us your core metrics and what you want the next twelve months to look like. We will reply with an honest view of how we can help.',
  action: { label: 'Schedule SaaS Consultation', href: contactPath({ context: 'saas' }) },
}

/** The FAQ's title; its items follow (they feed both the accordion and the FAQPage data). */
export const faqTitle = 'SaaS Partnership Questions'

/** The route manifest's entry for paths.saas (app/pages.tsx). */
export const route: RouteDef = {
  path: paths.saas,
  title: 'SaaS Company Partnerships | Inlet Ventures',
  description:
    'Funding sized to your MRR and ARR, software and API patent strategy, and scalability support for SaaS founders with paying customers. Jupiter, Florida.',
  crumb: 'SaaS Companies',
  lastUpdated: 'August 30, 2025',
  sitemap: true,
}

/** This vertical's questions and answers. */
export const faq: readonly FaqItem[] = [
  {
    question: 'What MRR or ARR Do We Need Before Talking to You?',
    answer:
      'We do not set a hard threshold. We care more about the shape of the numbers: steady growth, healthy retention and customers who would be upset to lose the product. Share what you have and we will tell you candidly whether the timing is right.',
  },
  {
    question: 'Can SaaS Software Actually Be Patented?',
    answer:
      'Some software can, when the invention is a specific technical solution rather than a business practice carried out on a computer. API designs, data synchronization methods and performance techniques are common candidates. Our registered patent attorneys assess patentability case by case, and this answer is general information rather than legal advice.',
  },
  {
    question: 'How Do You Help with Scalability?',
    answer:
      'Our engineers review your architecture, database design, deployment pipeline and cloud spend, then help you rank the changes that matter most for the next stage of growth. Where it makes sense, they work directly in your codebase alongside your team.',
  },
  {
    question: 'Do You Take a Board Seat?',
    answer:
      'It depends on the size and structure of the investment. For smaller checks we usually take an advisory or observer role, while a larger investment may include a board seat. Either way, governance is agreed in writing before any money moves.',
  },
]
