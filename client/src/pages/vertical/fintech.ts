import ideas from 'virtual:vertical-ideas/fintech'
import { contactPath } from '@inlet/shared/paths'
import type { FaqItem, VerticalCta, VerticalRegions } from '../../content/types'

/** This vertical's region words (regions.tsx): only the region's module imports them. */
export const regions: VerticalRegions = {
  pitch: [
    'Financial services reward founders who get the unglamorous parts right: licensing, bank relationships, security reviews and audit trails. We work with companies in payments, lending, blockchain and regulatory technology that have shown real demand and now need foundations that let them grow without surprises.',
    'Partners can build on our patent-pending blockchain compliance method, draw on seed capital from $50K to $500K+, and meet the banking partners, payment gateways and regulatory advisors in our network. We help you decide what to protect, what to license and which partnerships to pursue first, so compliance becomes part of your advantage instead of a drag on it.',
  ],
  benefits: [
    {
      icon: 'shield',
      title: 'Compliance Built in Early',
      description:
        'Engineering and legal support that designs KYC, AML and audit requirements into the product while they are still cheap to get right.',
    },
    {
      icon: 'lock',
      title: 'Blockchain Compliance IP',
      description:
        'Access to our patent-pending blockchain compliance method, plus help protecting the techniques that set your own platform apart.',
    },
    {
      icon: 'building',
      title: 'Banking and Payments Network',
      description:
        'Warm introductions to banking partners, payment gateways and regulatory advisors who understand early-stage fintech.',
    },
  ],
  ideas: {
    title: 'Fintech Idea Opportunities',
    lead: 'Brand and domain concepts from our portfolio with a financial-services angle. Each one can be built with us through a partnership, joint venture, license or acquisition.',
  },
}

/** This vertical's questions and answers: the accordion and its FAQPage data. */
export const faq: readonly FaqItem[] = [
  {
    question: 'Do You Invest in Fintech Companies That Are Not Yet Licensed?',
    answer:
      'Yes. Many early fintech companies operate through a sponsor bank or licensed partner, or are still working out which licenses they need. We help you map the regulatory path for your product and connect you with advisors who handle licensing, and specific licensing decisions are always made with qualified counsel.',
  },
  {
    question: 'How Could Your Patent-Pending Blockchain Compliance Method Help My Company?',
    answer:
      'Depending on your product, you may be able to build on or license our patent-pending blockchain compliance method instead of developing the same controls from scratch. We also review your own technology for methods worth protecting. Our application is still pending, so no patent has been granted yet; whether and how it could apply to your product is assessed case by case with our patent attorneys.',
  },
  {
    question: 'Which Fintech Segments Do You Focus On?',
    answer:
      'Payments, lending, blockchain and regtech are where our experience and network run deepest. We also look at adjacent areas, such as personal finance tools and financial infrastructure for small businesses, when the team has clear traction.',
  },
  {
    question: 'Can You Introduce Us to Banks and Payment Providers?',
    answer:
      'Yes. Where there is a fit, we make warm introductions to banking partners, payment gateways and regulatory advisors in our network. No introduction can guarantee an outcome, but we help you prepare so the first meeting is a productive one.',
  },
]

/** The FAQ's title. */
export const faqTitle = 'Fintech Partnership Questions'

/** The closing call to action. */
export const cta: VerticalCta = {
  title: 'Let’s Talk About Your Fintech Venture',
  lead: 'Share where your product stands and what is slowing you down. We will tell you honestly whether we are the right partner for the next stage.',
  action: { label: 'Schedule Fintech Consultation', href: contactPath({ context: 'fintech' }) },
}

/** The domain ideas the page shows (content/vertical-ideas.ts). */
export { ideas }
