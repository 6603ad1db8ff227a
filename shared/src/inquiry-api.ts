/**
 * The inquiry API's contract, imported by the server (the route and its error handler) and by
 * the browser's client: the endpoint, the idempotency header and the response bodies.
 */

export const INQUIRY_ENDPOINT = '/api/send-contact-email'

/**
 * A signed proof-of-work challenge (ALTCHA), solved by the form and sent in `altcha`: GET for the
 * first, POST `{ previous }` to renew one and keep its issue time (docs/decisions/061).
 */
export const CHALLENGE_ENDPOINT = '/api/challenge'
/** On a challenge: ms until it expires, by the server's clock (the form renews it before). */
export const CHALLENGE_EXPIRES_IN_HEADER = 'Challenge-Expires-In'
/**
 * Set by the site's form on a post without a proof because every challenge it asked for failed
 * or came too late: the soft signal `proof-unavailable` instead of the hard `no-proof`.
 */
export const PROOF_UNAVAILABLE_HEADER = 'Proof-Unavailable'

/**
 * The site's own /contact form also posts here without JavaScript: urlencoded, answered with a
 * 303 to the thank-you page, or back to /contact#<notice id> where the page shows why
 * (docs/decisions/026). A rule's notice id comes from inquiryErrorId (inquiry-fields.ts); these
 * are the two that are not a rule's.
 */
export const FORM_POST_NOTICES = {
  rateLimited: 'inquiry-error-rate-limited',
  notSent: 'inquiry-error-not-sent',
} as const

/** A client-chosen key: the same key with the same inquiry gives the first answer again. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key'
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/

/** 202: the inquiry is stored; its emails follow. */
export interface InquiryAccepted {
  id: string
}

/** Every error answer of the API (docs/api.md lists the codes). */
export interface ApiErrorBody {
  error: { code: string; message: string }
}
