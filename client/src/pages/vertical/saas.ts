import ideas from 'virtual:vertical-ideas/saas'
import { contactPath } from '@inlet/shared/paths'
import type { FaqItem, VerticalCta, VerticalRegions } from '../../content/types'

/** This vertical's region words (regions.tsx): only the region's module imports them. */
export const regions: VerticalRegions = {
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
}

/** This vertical's questions and answers: the accordion and its FAQPage data. */
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

/** The FAQ's title. */
export const faqTitle = 'SaaS Partnership Questions'

/** The closing call to action. */
export const cta: VerticalCta = {
  title: 'Let’s Talk About Your SaaS Company',
  lead: 'Send us your core metrics and what you want the next twelve months to look like. We will reply with an honest view of how we can help.',
  action: { label: 'Schedule SaaS Consultation', href: contactPath({ context: 'saas' }) },
}

/** The domain ideas the page shows (content/vertical-ideas.ts). */
export { ideas }
