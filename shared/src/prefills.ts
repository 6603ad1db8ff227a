/**
 * The openings /contact writes into the message box for a context (a domain's is in
 * domain-prefill.ts). Founders who followed the same link share these words and no more, so the
 * repeat check takes them out before it compares two texts (server/src/inquiry/repeats.ts).
 */
import type { ContactContext } from './paths.ts'

const partnershipOpening =
  'I would like to explore a partnership with Inlet Ventures to grow my business. Here is where we are today: '

/** The opening by context (funding, ip and mentoring each their own, partnership and growth one). */
export const contextPrefills: Record<ContactContext, string> = {
  funding:
    'I am raising capital for my company and would like to discuss funding. Our current traction: ',
  mentoring: 'I am looking for strategic mentoring. The challenge I would most like help with is: ',
  ip: 'I would like to protect our technology with a patent strategy. What we have built: ',
  partnership: partnershipOpening,
  growth: partnershipOpening,
  aiml: 'We are building an AI/ML product and would like to discuss a partnership. Our model and data: ',
  fintech:
    'We are building a fintech product and would like to discuss a partnership. Our product and traction: ',
  saas: 'We run a SaaS business and would like to discuss a partnership. Our MRR and growth: ',
  resources: 'I would like the business planning and pitch templates. A bit about my company: ',
  glossary: 'I have a question about a term from your glossary: ',
}
