/** The inquiry form's field constants, free of zod so the form can import them cheaply. */

/** Longest value each field takes: the form's `maxLength` and the shared schema's limits. */
export const INQUIRY_LIMITS = {
  name: 100,
  email: 255,
  company: 100,
  phone: 40,
  website: 255,
  messageMin: 20,
  /** The home page's quick form (SPEC.md section 5, "earlier contact form"). */
  homeMessageMin: 10,
  messageMax: 2000,
  domain: 253,
} as const

/**
 * The characters a phone number may hold (digits, spaces and + ( ) . / - x): the schema's rule
 * and the form's `pattern`, escaped for the browser's `v`-flag patterns as well as for RegExp.
 */
export const PHONE_PATTERN = String.raw`[0-9+\(\)\.\/xX \-]*`
/** What the phone rule says when it fails (the schema's message and the field's `title`). */
export const PHONE_CHARACTERS = 'Phone number may contain only digits, spaces and + ( ) - .'

/** The domain rule lives with the /contact query, which validates a domain on read. */
export { DOMAIN_PATTERN, isInquiryDomain } from './paths.ts'

export const timelines = ['asap', '1-3months', '3-6months', 'exploring'] as const
export type Timeline = (typeof timelines)[number]

export const timelineLabels: Record<Timeline, string> = {
  asap: 'As soon as possible',
  '1-3months': 'In 1–3 months',
  '3-6months': 'In 3–6 months',
  exploring: 'Just exploring',
}

/** The honeypot: a field people never see; a bot that fills it is answered 202 and quarantined. */
export const HONEYPOT_FIELD = 'fax'

/**
 * The proof of work the form's script solves while the founder types (ALTCHA's own field name,
 * so any ALTCHA client can post): base64 of the JSON `{ challenge, solution }`. The server
 * checks it and times the typing from the challenge's signed issue time (docs/decisions/047).
 */
export const PROOF_FIELD = 'altcha'
/** Longest proof taken: a challenge and its solution are about 700 characters. */
export const PROOF_MAX_LENGTH = 4096

/**
 * The home page's quick form sends its inquiries with this context: it asks for no company and
 * takes a shorter message, and the studio's email says where the inquiry came from.
 */
export const HOME_CONTEXT = 'home'
