import * as z from 'zod/mini'
import { DOMAIN_PATTERN, HONEYPOT_FIELD, INQUIRY_LIMITS, timelines } from './inquiry-fields.ts'
import {
  inquiryMessages,
  nameRules,
  singleLineLabels,
  singleLineRules,
  type TextRule,
} from './inquiry-rules.ts'
import { contactContexts } from './paths.ts'

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
  name: text(inquiryMessages.nameRequired).check(...checks(nameRules)),
  email: text(inquiryMessages.email).check(
    z.maxLength(INQUIRY_LIMITS.email, inquiryMessages.email),
    z.email(inquiryMessages.email),
  ),
  company: text(inquiryMessages.companyRequired).check(
    z.minLength(1, inquiryMessages.companyRequired),
    z.maxLength(INQUIRY_LIMITS.company, inquiryMessages.companyTooLong),
    ...checks(singleLineRules(singleLineLabels.company)),
  ),
  phone: optional(
    z
      .string()
      .check(
        z.maxLength(INQUIRY_LIMITS.phone, inquiryMessages.phoneTooLong),
        z.regex(/^[0-9+().\-/x ]*$/i, inquiryMessages.phoneCharacters),
      ),
  ),
  website: optional(
    z
      .string()
      .check(
        z.maxLength(INQUIRY_LIMITS.website, inquiryMessages.website),
        z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: inquiryMessages.website }),
      ),
  ),
  message: text(inquiryMessages.messageTooShort).check(
    z.minLength(INQUIRY_LIMITS.messageMin, inquiryMessages.messageTooShort),
    z.maxLength(INQUIRY_LIMITS.messageMax, inquiryMessages.messageTooLong),
    z.regex(MULTI_LINE, inquiryMessages.messageCharacters),
  ),
  timeline: optional(z.enum(timelines, inquiryMessages.timeline)),
  context: optional(z.enum(contactContexts, inquiryMessages.context)),
  domain: optional(
    z.pipe(
      z.string().check(z.toLowerCase()),
      z
        .string()
        .check(
          z.maxLength(INQUIRY_LIMITS.domain, inquiryMessages.domain),
          z.regex(DOMAIN_PATTERN, inquiryMessages.domain),
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
    const message = issue && issue.path.length > 0 ? issue.message : inquiryMessages.form
    return { ok: false, message }
  }
  const { [HONEYPOT_FIELD]: honeypot, ...inquiry } = result.data
  const clean = Object.fromEntries(
    Object.entries(inquiry).filter(([, value]) => value !== undefined),
  ) as Inquiry
  return { ok: true, inquiry: clean, isBot: Boolean(honeypot && honeypot.trim() !== '') }
}
