/**
 * The inquiry's text rules and their messages, free of zod: the schema (inquiry.ts) is written
 * with them, and the pages apply them without loading zod (docs/decisions/026): the thank-you
 * page checks a name, the prerendered /contact page lists every message.
 */
import { INQUIRY_LIMITS, PHONE_CHARACTERS } from './inquiry-fields.ts'

/**
 * The messages of the inquiry's rules (inquiry.ts writes its rules with them): what a visitor
 * reads when the first rule fails, in a toast or, after a post without JavaScript, on /contact.
 */
export const inquiryMessages = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be 100 characters or fewer',
  nameAddress: 'Name cannot contain a web or email address',
  email: 'Invalid email address',
  companyRequired: 'Company/business name is required',
  companyTooLong: 'Company/business name must be 100 characters or fewer',
  phoneTooLong: 'Phone number must be 40 characters or fewer',
  phoneCharacters: PHONE_CHARACTERS,
  website: 'Invalid URL',
  websiteUserinfo: 'Website cannot contain a user name or “@” before its domain',
  messageTooShort: 'Please provide more details (min 20 characters)',
  /** The message is still /contact's opening, or it and under 20 characters (prefill-rule.ts). */
  messagePrefillOnly: 'Tell us about your product and traction',
  /** The home form's shorter message (SPEC.md section 5, "earlier contact form"). */
  homeMessageTooShort: 'Message must be at least 10 characters',
  messageTooLong: 'Message must be 2000 characters or fewer',
  messageCharacters: 'Message contains characters that are not allowed',
  timeline: 'Please choose a timeline from the list',
  context: 'Unknown inquiry context',
  domain: 'Invalid domain',
  /** The payload is not an object at all. */
  form: 'Invalid form data',
} as const

/** The labels single-line fields' messages start with. */
export const singleLineLabels = {
  name: 'Name',
  company: 'Company/business name',
  website: 'Website',
} as const

/** A rule on one trimmed text value: the first that fails gives the message a visitor sees. */
export interface TextRule {
  test: (value: string) => boolean
  message: string
}

// Single-line fields end up in a subject or a display name: no CR, LF or other controls.
const SINGLE_LINE = /^[^\p{Cc}\u2028\u2029]*$/u
// Invisible format characters (bidi overrides and isolates, zero-width spaces and joiners, BOM)
// can make a name read differently from what it is.
const INVISIBLE = /\p{Cf}/u
// An RFC 2047 encoded word (=?UTF-8?B?…?=) in a header decodes to anything, CR/LF included.
const ENCODED_WORD = /=\?/
// The name is repeated in the founder's confirmation, which goes to any address typed: no web
// or email address may ride along (a scheme, "www.", "@", or a domain such as evil.example).
const ADDRESS_LIKE = /:\/\/|www\.|@|[\p{L}\p{N}-]\.\p{L}{2,}/iu

/** The rules of a field that may reach an email header: one line of visible, plain text. */
export function singleLineRules(label: string): TextRule[] {
  return [
    { test: (value) => SINGLE_LINE.test(value), message: `${label} must be a single line of text` },
    {
      test: (value) => !INVISIBLE.test(value),
      message: `${label} contains invisible characters that are not allowed`,
    },
    { test: (value) => !ENCODED_WORD.test(value), message: `${label} cannot contain “=?”` },
  ]
}

/**
 * The inquiry's name rule, in order. The schema (inquiry.ts) checks exactly these; they are
 * free of zod so the thank-you page can apply them without loading it (docs/decisions/026).
 */
export const nameRules: readonly TextRule[] = [
  { test: (value) => value.length >= 1, message: inquiryMessages.nameRequired },
  { test: (value) => value.length <= INQUIRY_LIMITS.name, message: inquiryMessages.nameTooLong },
  .../* @__PURE__ */ singleLineRules(singleLineLabels.name),
  { test: (value) => !ADDRESS_LIKE.test(value), message: inquiryMessages.nameAddress },
]

/** Whether a value passes the inquiry's name rule (trimmed first, as the schema does). */
export function isInquiryName(value: string): boolean {
  const trimmed = value.trim()
  return nameRules.every((rule) => rule.test(trimmed))
}

/** Every message the inquiry's rules can give, each once. */
export function inquiryRuleMessages(): string[] {
  const singleLine = Object.values(singleLineLabels).flatMap((label) =>
    singleLineRules(label).map((rule) => rule.message),
  )
  return [...new Set([...Object.values(inquiryMessages), ...singleLine])]
}

/**
 * The id of a message's notice on /contact ("Name is required" → inquiry-error-name-is-required):
 * a post without JavaScript that fails a rule is sent back to /contact#<id>, and the page shows
 * that notice (CSS :target, no script needed). A message not in the list gets the form's.
 */
export function inquiryErrorId(message: string): string {
  const known = inquiryRuleMessages().includes(message) ? message : inquiryMessages.form
  const slug = known
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return `inquiry-error-${slug}`
}
