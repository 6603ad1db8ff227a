import { contactPath, paths } from '@inlet/shared/paths'
import type { Cta, FaqItem, RouteDef } from '../../content/types'

export interface PartnershipsPage {
  finalCta: { title: string; lead: string; options: readonly [Cta, Cta, Cta] }
  portfolio: { title: string; lead: string }
  faq: { title: string }
}

/**
 * Copy the /partnerships page draws itself: the portfolio's heading (the brand grid is an
 * island) and the FAQ. The hero's and the static sections' copy is in region-copy.ts, which
 * only their regions import: a module cannot be split across chunks (docs/decisions/021).
 */
export const partnershipsPage = {
  finalCta: {
    title: 'Ready to Build Something That Lasts?',
    lead: 'Tell us about your business or the brand that caught your eye. A partner reads every message and replies personally.',
    options: [
      { label: 'Apply for Funding', href: contactPath({ context: 'funding' }) },
      { label: 'Start a Partnership Conversation', href: contactPath({ context: 'partnership' }) },
      { label: 'View Our Brands', href: '#brands' },
    ],
  },
  portfolio: {
    title: 'The Brand Portfolio',
    lead: 'Sixty business concepts, each paired with a domain and a clear picture of the customer it serves. Filter by category, then ask us about any name that fits the company you want to run.',
  },
  faq: {
    title: 'Partnership Questions',
  },
} as const satisfies PartnershipsPage

/** The small labels above the sections of /partnerships the page module draws. */
export const partnershipsEyebrows = {
  portfolio: 'Brand Portfolio',
  faq: 'FAQ',
} as const

/** The route manifest's entry for paths.partnerships (app/pages.tsx). */
export const partnershipsRoute: RouteDef = {
  path: paths.partnerships,
  title: 'Startup Partnerships & Brand Portfolio | Inlet Ventures',
  description:
    'Partner with Inlet Ventures: capital, strategy, engineering and IP for businesses with traction, or build one of 60 premium brand and domain concepts with us.',
  crumb: 'Partnerships',
  lastUpdated: 'September 15, 2025',
  sitemap: true,
}

/** /partnerships' questions and answers: the accordion and the FAQPage data. */
export const partnershipsFaq: readonly FaqItem[] = [
  {
    question: 'How Does a Partnership with Inlet Ventures Work?',
    answer:
      'It starts with a conversation about where your business stands and what is holding it back. If there is a fit, we agree on what each side contributes, whether that is capital, engineering time, legal work or a brand from our portfolio, and put it in writing. From there we work with you on a regular cadence against milestones we set together.',
  },
  {
    question: 'What Does a Joint Venture, License or Acquisition of One of Your Brands Involve?',
    answer:
      'In a joint venture we build the business together: we contribute the brand, the domain and studio support, and ownership is shared. A license lets you operate under the brand for an agreed term and fee while we keep ownership. An acquisition transfers the brand and domain to you outright, and in every case the terms are set out in a written agreement reviewed by both sides’ counsel.',
  },
  {
    question: 'How Do You Approach Equity and Terms?',
    answer:
      'There is no single template: depending on your stage and what we contribute, terms may involve equity, a SAFE or convertible note, a revenue share or a fee. We walk through the trade-offs of each in plain language and put everything in writing. We are not a registered investment advisor, so please review any terms with your own lawyer and financial advisor before you sign.',
  },
  {
    question: 'How Much Traction Do I Need?',
    answer:
      'There is no fixed revenue threshold. We look for evidence that people want what you are building: paying customers, active users, signed pilots, letters of intent or a waitlist that converts. If you are earlier than that, one of our portfolio brands may be a better place to start.',
  },
  {
    question: 'How Long Does It Take to Get a Decision?',
    answer:
      'After the first call we tell you whether it is worth going further, and we aim to give a clear yes or no within a few weeks of receiving the information we ask for. Larger investments and brand acquisitions can need more diligence, and we will tell you up front when that is the case.',
  },
  {
    question: 'What Happens After We Sign?',
    answer:
      'We hold a kickoff session to agree on the first 90 days: milestones, who owns what and how often we meet. Capital is released as the agreement sets out, and engineering, legal and brand work is scheduled against those milestones. You keep running your company; we stay close enough to help when it counts.',
  },
]
