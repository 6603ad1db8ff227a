/**
 * /contact's opening for a portfolio domain, with the brand's concept when the domain is one.
 * A module of its own: /contact's start-up chunk carries this line, not every context's opening.
 */
export const domainPrefill = (domain: string, concept?: string): string =>
  `I am interested in a partnership around ${domain}.${concept ? ` The concept: ${concept}` : ''} `
