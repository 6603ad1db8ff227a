import * as z from 'zod/mini'
import {
  HONEYPOT_FIELD,
  INQUIRY_LIMITS,
  nameRules,
  singleLineRules,
  type TextRule,
  timelines,
} from './inquiry-fields.ts'
import { contactContexts, DOMAIN_PATTERN } from './paths.ts'

export { HONEYPOT_FIELD, INQUIRY_LIMITS, timelineLabels, timelines } from './inquiry-fields.ts'

// Free text keeps newlines and tabs but no other control characters.
const MULTI_LINE = /^(?:[\t\n\r]|[^\p{Cc}\u2028\u2029])*$/u

const text = (error: string) => z.string({ error }).check(z.trim())

/** Rules written without zod (inquiry-fields.ts) as zod checks, in the same order. */
const checks = (rules: readonly TextRule[]) =>
  rules.map(({ test, message }) => z.refine<string>(test, { message }))

/** '' and missing both mean "not given", and the field is dropped from the parsed value. */
function optional<T extends z.ZodMiniType<string, string>>(schema: T) {
  return z.optional(
    z.pipe(
      z.string(),
      z.transform((value, ctx) => {
        const trimmed = value.trim()
        if (trimmed === '') return undefined
        const result = schema.safeParse(trimmed)
        if (result.success) return result.data
        for (const issue of result.error.issues) {
          ctx.issues.push({ code: 'custom', message: issue.message, input: value })
        }
        return z.NEVER
      }),
    ),
  )
}

export const inquirySchema = z.object({
  name: text('Name is required').check(...checks(nameRules)),
  email: text('Invalid email address').check(
    z.maxLength(INQUIRY_LIMITS.email, 'Invalid email address'),
    z.email('Invalid email address'),
  ),
  company: text('Company/business name is required').check(
    z.minLength(1, 'Company/business name is required'),
    z.maxLength(INQUIRY_LIMITS.company, 'Company/business name must be 100 characters or fewer'),
    ...checks(singleLineRules('Company/business name')),
  ),
  phone: optional(
    z
      .string()
      .check(
        z.maxLength(INQUIRY_LIMITS.phone, 'Phone number must be 40 characters or fewer'),
        z.regex(/^[0-9+().\-/x ]*$/i, 'Phone number may contain only digits, spaces and + ( ) - .'),
      ),
  ),
  website: optional(
    z
      .string()
      .check(
        z.maxLength(INQUIRY_LIMITS.website, 'Invalid URL'),
        z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'Invalid URL' }),
      ),
  ),
  message: text('Please provide more details (min 20 characters)').check(
    z.minLength(INQUIRY_LIMITS.messageMin, 'Please provide more details (min 20 characters)'),
    z.maxLength(INQUIRY_LIMITS.messageMax, 'Message must be 2000 characters or fewer'),
    z.regex(MULTI_LINE, 'Message contains characters that are not allowed'),
  ),
  timeline: optional(z.enum(timelines, 'Please choose a timeline from the list')),
  context: optional(z.enum(contactContexts, 'Unknown inquiry context')),
  domain: optional(
    z.pipe(
      z.string().check(z.toLowerCase()),
      z
        .string()
        .check(
          z.maxLength(INQUIRY_LIMITS.domain, 'Invalid domain'),
          z.regex(DOMAIN_PATTERN, 'Invalid domain'),
        ),
    ),
  ),
  [HONEYPOT_FIELD]: z.optional(z.string()),
})

/** What the form sends (all strings; empty optional fields may be omitted). */
export type InquiryInput = z.input<typeof inquirySchema>
/** What the server keeps: trimmed, optional fields present only when given. */
export type Inquiry = Omit<z.output<typeof inquirySchema>, typeof HONEYPOT_FIELD>

export type InquiryResult =
  | { ok: true; inquiry: Inquiry; isBot: boolean }
  | { ok: false; message: string }

/** Parses a payload: the first failing rule's message, or the clean inquiry. */
export function parseInquiry(payload: unknown): InquiryResult {
  const result = inquirySchema.safeParse(payload)
  if (!result.success) {
    const issue = result.error.issues[0]
    // A payload that is not an object at all has an issue at the root.
    const message = issue && issue.path.length > 0 ? issue.message : 'Invalid form data'
    return { ok: false, message }
  }
  const { [HONEYPOT_FIELD]: honeypot, ...inquiry } = result.data
  const clean = Object.fromEntries(
    Object.entries(inquiry).filter(([, value]) => value !== undefined),
  ) as Inquiry
  return { ok: true, inquiry: clean, isBot: Boolean(honeypot && honeypot.trim() !== '') }
}
