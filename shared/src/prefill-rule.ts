/**
 * A prefill is a start, not a message (issue 42): /contact writes an opening into the message
 * box for its context or portfolio domain, and an inquiry that is still only that opening, or the
 * opening and a few words, tells the studio nothing. The schema (inquiry.ts) refuses it, so the
 * form, the JSON API and the form post without JavaScript all say the same.
 */
import { CONCEPT_SENTENCE, domainPrefill } from './domain-prefill.ts'
import type { ContactContext } from './paths.ts'
import { contextPrefills } from './prefills.ts'

/** The inquiry's context and domain, as the schema holds them (not yet checked when others fail). */
interface PrefillQuery {
  context?: unknown
  domain?: unknown
}

/** The fewest characters of the founder's own, beside the site's opening. */
export const OWN_WORDS_MIN = 20

/** `text` without `opening` (whatever the letter case), and what followed it; null if absent. */
function without(text: string, opening: string): [string, string] | null {
  const at = text.toLowerCase().indexOf(opening.toLowerCase())
  return at === -1 ? null : [text.slice(0, at), text.slice(at + opening.length)]
}

/**
 * The message without the openings /contact may have written for this context and domain,
 * trimmed. A domain's opening may carry its brand's concept (once the page has the brand list):
 * that sentence goes too, found by its shape, so the rule needs no brand list of its own.
 */
export function ownWords(message: string, { context, domain }: PrefillQuery): string {
  let text = message
  if (typeof domain === 'string' && domain) {
    const parts = without(text, domainPrefill(domain).trim())
    if (parts) text = `${parts[0]} ${parts[1].replace(CONCEPT_SENTENCE, '')}`
  }
  if (typeof context === 'string' && Object.hasOwn(contextPrefills, context)) {
    const parts = without(text, contextPrefills[context as ContactContext].trim())
    if (parts) text = parts.join(' ')
  }
  return text.trim()
}

/** Whether a message is a prefill with fewer than OWN_WORDS_MIN characters of the founder's own. */
export function isBarePrefill(message: string, query: PrefillQuery): boolean {
  const own = ownWords(message, query)
  return own !== message.trim() && [...own].length < OWN_WORDS_MIN
}
