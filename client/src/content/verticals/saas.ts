import { contactPath, paths } from '@inlet/shared/paths'
import { crumbNames, type RouteDef } from '../route'
import type { Vertical } from '../verticals'

export const vertical: Vertical = {
  hero: {
    eyebrow: 'SaaS Companies',
    title: 'Grow Recurring Revenue on a Platform Built to Scale',
    lead: 'We partner with SaaS founders whose customers pay and renew, and help them protect their software, fund the next stage and keep the product fast as usage climbs.',
    primary: { label: 'Discuss Your SaaS Company', href: contactPath({ context: 'saas' }) },
    secondary: { label: 'Explore IP Development', href: paths.ip },
  },
  pitch: [
    'Recurring revenue gives SaaS founders something many early companies lack: a clear read on what is working. We size our funding against your MRR and ARR, retention and growth rate, so the capital matches the business you actually have and the milestones you are aiming for next.',
    'We also help you protect the parts of your product that are hard to copy, from integration methods to API designs that solve a technical problem in a new way, through a software patent strategy built with registered patent attorneys. And our engineers support the scalability work that comes with growth: multi-tenant architecture, performance, security reviews and the infrastructure costs that can quietly eat a margin.',
  ],
  benefits: [
    {
      icon: 'chart',
      title: 'Funding Tied to Your Metrics',
      description:
        'Investment sized around MRR, ARR, retention and growth, with terms that reflect the recurring revenue you have already earned.',
    },
    {
      icon: 'code',
      title: 'Software and API Patents',
      description:
        'A patent strategy for the technical methods behind your platform and APIs, focused on what competitors would most want to copy.',
    },
    {
      icon: 'bolt',
      title: 'Support for Scale',
      description:
        'Architecture reviews, performance work and security hardening, so the product keeps up as accounts and usage grow.',
    },
  ],
  funding: {
    title: 'Funding for SaaS Companies',
    text: 'We invest $50K to $500K+: from $50K for a company with its first paying customers and a clear retention story, to $500K+ for one scaling its sales, team and infrastructure. The amount and structure follow your recurring revenue and milestones, not a fixed formula.',
  },
  faq: {
    title: 'SaaS Partnership Questions',
    items: [
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
    ],
  },
  cta: {
    title: 'Let’s Talk About Your SaaS Company',
    lead: 'Send us your core metrics and what you want the next twelve months to look like. We will reply with an honest view of how we can help.',
    action: { label: 'Schedule SaaS Consultation', href: contactPath({ context: 'saas' }) },
  },
}

/** The route manifest's entry for paths.saas (listed in content/routes.ts). */
export const route: RouteDef = {
  path: paths.saas,
  title: 'SaaS Company Partnerships | Inlet Ventures',
  description:
    'Funding sized to your MRR and ARR, software and API patent strategy, and scalability support for SaaS founders with paying customers. Jupiter, Florida.',
  crumb: crumbNames[paths.saas],
  lastUpdated: 'August 30, 2025',
  sitemap: true,
}
