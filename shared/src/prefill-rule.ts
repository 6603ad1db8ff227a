/**
 * A prefill is a start, not a message (issue 42): /contact writes an opening into the message
 * box for its context or portfolio domain, and an inquiry that is still only that opening, or the
 * opening and a few words, tells the studio nothing. The schema (inquiry.ts) refuses it, so the
 * form, the JSON API and the form post without JavaScript all say the same.
 */
import { findBrand } from './brands.ts'
import { domainPrefill } from './domain-prefill.ts'
import type { ContactContext } from './paths.ts'
import { contextPrefills } from './prefills.ts'

/** The inquiry's context and domain, as the schema holds them (not yet checked when others fail). */
interface PrefillQuery {
  context?: unknown
  domain?: unknown
}

/** The fewest characters of the founder's own, beside the site's opening. */
export const OWN_WORDS_MIN = 20

/**
 * The openings /contact may have written for this context and domain: a domain's with its
 * brand's concept and without it (the page writes the short one until the brand list loads).
 */
export function sitePrefills({ context, domain }: PrefillQuery): string[] {
  const openings: string[] = []
  if (typeof domain === 'string' && domain) {
    const concept = findBrand(domain)?.concept
    openings.push(domainPrefill(domain, concept))
    if (concept) openings.push(domainPrefill(domain))
  }
  if (typeof context === 'string' && Object.hasOwn(contextPrefills, context))
    openings.push(contextPrefills[context as ContactContext])
  return openings.map((opening) => opening.trim())
}

/** The message without the site's openings (whatever the letter case), trimmed. */
export function ownWords(message: string, query: PrefillQuery): string {
  let text = message
  for (const opening of sitePrefills(query)) {
    const at = text.toLowerCase().indexOf(opening.toLowerCase())
    if (at !== -1) text = `${text.slice(0, at)} ${text.slice(at + opening.length)}`
  }
  return text.trim()
}

/** Whether a message is a prefill with fewer than OWN_WORDS_MIN characters of the founder's own. */
export function isBarePrefill(message: string, query: PrefillQuery): boolean {
  const own = ownWords(message, query)
  return own !== message.trim() && [...own].length < OWN_WORDS_MIN
}
