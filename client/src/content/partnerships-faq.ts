import type { Faq } from './partnerships'

/**
 * /partnerships' questions and answers. The FAQ island reads them from the document when the
 * visitor opens the page; this module loads only after a client-side navigation
 * (docs/decisions/021).
 */
export const partnershipsFaq: readonly Faq[] = [
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
