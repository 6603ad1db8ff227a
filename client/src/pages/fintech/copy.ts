import { contactPath, paths } from '@inlet/shared/paths'
import type { FaqItem, Hero, RouteDef, VerticalCta } from '../../content/types'

/** The page's hero. */
export const hero: Hero = {
  eyebrow: 'Fintech Ventures',
  title: 'Build Financial Products That Banks, Regulators and Customers Can Trust',
  lead: 'We partner with founders in payments, lending, blockchain and regtech who have early traction and need capital, compliance-minded engineering and IP protection to grow.',
  primary: { label: 'Discuss Your Fintech Venture', href: contactPath({ context: 'fintech' }) },
  secondary: { label: 'Explore IP Development', href: paths.ip },
}

/** The closing call to action. */
export const cta: VerticalCta = {
  title: 'Let’s Talk About Your Fintech Venture',
  lead: 'Share where your product stands and what is slowing you down. We will tell you honestly whether we are the right partner for the next stage.',
  action: { label: 'Schedule Fintech Consultation', href: contactPath({ context: 'fintech' }) },
}

/** The FAQ's title; its items follow (they feed both the accordion and the FAQPage data). */
export const faqTitle = 'Fintech Partnership Questions'

/** The route manifest's entry for paths.fintech (app/pages.tsx). */
export const route: RouteDef = {
  path: paths.fintech,
  title: 'Fintech Venture Partnerships | Inlet Ventures',
  description:
    'Seed capital, patent strategy and introductions to banks, payment gateways and regulatory advisors for fintech founders with traction in Jupiter, Florida.',
  crumb: 'Fintech Ventures',
  lastUpdated: 'September 12, 2025',
  sitemap: true,
}

/** This vertical's questions and answers. */
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
