/**
 * /contact's opening for a portfolio domain, with the brand's concept when the domain is one.
 * A module of its own: /contact's start-up chunk carries this line, not every context's opening.
 */
export const domainPrefill = (domain: string, concept?: string): string =>
  `I am interested in a partnership around ${domain}.${concept ? `${CONCEPT_LEAD}${concept}` : ''} `

/** What comes before a brand's concept in the opening. */
const CONCEPT_LEAD = ' The concept: '

/**
 * A concept as the opening writes it, at the start of a text: the lead, then one sentence (every
 * concept is one sentence, ending at its only full stop; shared/src/inquiry.test.ts checks it).
 * It lets the prefill rule find a concept without loading the brand list.
 */
export const CONCEPT_SENTENCE = /^\s*The concept: .*?\.(?=\s|$)/su
