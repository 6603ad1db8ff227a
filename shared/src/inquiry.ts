import * as z from 'zod/mini'
import {
  DOMAIN_PATTERN,
  HOME_CONTEXT,
  HONEYPOT_FIELD,
  INQUIRY_LIMITS,
  PHONE_PATTERN,
  PROOF_FIELD,
  PROOF_MAX_LENGTH,
  timelines,
} from './inquiry-fields.ts'
import {
  inquiryMessages,
  nameRules,
  singleLineLabels,
  singleLineRules,
  type TextRule,
} from './inquiry-rules.ts'
import { contactContexts } from './paths.ts'
import { isBarePrefill } from './prefill-rule.ts'

export {
  HOME_CONTEXT,
  HONEYPOT_FIELD,
  INQUIRY_LIMITS,
  PROOF_FIELD,
  timelineLabels,
  timelines,
} from './inquiry-fields.ts'

// Free text keeps newlines and tabs but no other control characters (CR is made LF first).
const MULTI_LINE = /^(?:[\t\n]|[^\p{Cc}\u2028\u2029])*$/u
// A user name before the host (https://paypal.com@evil.example) hides where a link goes.
const USERINFO = /^[^/?#]*\/\/[^/?#]*@/
// A website typed without a scheme ("acme.io", "www.acme.io") is read as https://; a port
// ("acme.io:8080") is not a scheme, and a value that starts with "/" is left to fail as it is.
const withScheme = (value: string) =>
  /^(?:[a-z][a-z\d+.-]*:(?!\d)|\/)/i.test(value) ? value : `https://${value}`

const PROOF_MESSAGE = `${PROOF_FIELD} must be the proof of work's solution (base64 text)`

const text = (error: string) => z.string({ error }).check(z.trim())

/** Rules written without zod (inquiry-rules.ts) as zod checks, in the same order. */
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

const inquiryFields = z.object({
  name: text(inquiryMessages.nameRequired).check(...checks(nameRules)),
  email: text(inquiryMessages.email).check(
    z.maxLength(INQUIRY_LIMITS.email, inquiryMessages.email),
    z.email(inquiryMessages.email),
  ),
  // Required except from the home form (the check below the object).
  company: optional(
    z
      .string()
      .check(
        z.maxLength(INQUIRY_LIMITS.company, inquiryMessages.companyTooLong),
        ...checks(singleLineRules(singleLineLabels.company)),
      ),
  ),
  phone: optional(
    z
      .string()
      .check(
        z.maxLength(INQUIRY_LIMITS.phone, inquiryMessages.phoneTooLong),
        z.regex(new RegExp(`^${PHONE_PATTERN}$`), inquiryMessages.phoneCharacters),
      ),
  ),
  website: optional(
    z.string().check(
      z.overwrite(withScheme),
      z.maxLength(INQUIRY_LIMITS.website, inquiryMessages.website),
      ...checks(singleLineRules(singleLineLabels.website)),
      z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: inquiryMessages.website }),
      z.refine<string>((value) => !USERINFO.test(value), {
        message: inquiryMessages.websiteUserinfo,
      }),
    ),
  ),
  // Its least length depends on the form (the check below the object).
  message: text(inquiryMessages.messageTooShort).check(
    z.overwrite((value) => value.replace(/\r\n?/g, '\n')),
    z.maxLength(INQUIRY_LIMITS.messageMax, inquiryMessages.messageTooLong),
    z.regex(MULTI_LINE, inquiryMessages.messageCharacters),
  ),
  timeline: optional(z.enum(timelines, inquiryMessages.timeline)),
  context: optional(z.enum([...contactContexts, HOME_CONTEXT], inquiryMessages.context)),
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
  // Sent by the form's script, never typed: not one of the notices /contact shows.
  [PROOF_FIELD]: z.optional(
    z.string(PROOF_MESSAGE).check(z.maxLength(PROOF_MAX_LENGTH, PROOF_MESSAGE)),
  ),
})

export const inquirySchema = inquiryFields.check(
  // The home form asks for no company and takes a shorter message (SPEC.md section 5, "earlier
  // contact form"); every other inquiry needs both, and more than /contact's own opening. Runs even when other fields failed, so a
  // form can mark every wrong field at once.
  z.superRefine(
    (inquiry, ctx) => {
      const home = inquiry.context === HOME_CONTEXT
      if (!home && inquiry.company === undefined) {
        ctx.issues.push(issue('company', inquiryMessages.companyRequired, inquiry.company))
      }
      const [least, message] = home
        ? [INQUIRY_LIMITS.homeMessageMin, inquiryMessages.homeMessageTooShort]
        : [INQUIRY_LIMITS.messageMin, inquiryMessages.messageTooShort]
      if (typeof inquiry.message !== 'string') return
      if (inquiry.message.length < least) {
        ctx.issues.push(issue('message', message, inquiry.message))
      } else if (!home && isBarePrefill(inquiry.message, inquiry)) {
        // /contact's opening alone says nothing of the founder's business (issue 42).
        ctx.issues.push(issue('message', inquiryMessages.messagePrefillOnly, inquiry.message))
      }
    },
    { when: ({ value }) => typeof value === 'object' && value !== null && !Array.isArray(value) },
  ),
)

function issue(field: string, message: string, input: unknown) {
  return { code: 'custom' as const, path: [field], message, input }
}

/** The fields in the schema's order: "the first failing rule" is the first in this order. */
const fieldOrder: string[] = Object.keys(inquiryFields.shape)

/** What the form sends (all strings; empty optional fields may be omitted). */
export type InquiryInput = z.input<typeof inquirySchema>
/** What the server keeps: trimmed, optional fields present only when given (no spam signals). */
export type Inquiry = Omit<
  z.output<typeof inquirySchema>,
  typeof HONEYPOT_FIELD | typeof PROOF_FIELD
>

/** A field's first failing rule's message, by field, in the schema's order. */
export type InquiryErrors = Partial<Record<string, string>>

export type InquiryResult =
  | {
      ok: true
      inquiry: Inquiry
      isBot: boolean
      /** The proof of work as sent, unchecked (the server verifies it). */
      proof?: string
    }
  | { ok: false; message: string; errors: InquiryErrors }

/** Parses a payload: the first failing rule's message (and each field's), or the clean inquiry. */
export function parseInquiry(payload: unknown): InquiryResult {
  const result = inquirySchema.safeParse(payload)
  if (!result.success) {
    const errors: InquiryErrors = {}
    const rank = (field: unknown) => fieldOrder.indexOf(String(field))
    const issues = [...result.error.issues].sort((a, b) => rank(a.path[0]) - rank(b.path[0]))
    for (const { path, message } of issues) {
      const field = path[0]
      if (field !== undefined) errors[String(field)] ??= message
    }
    // A payload that is not an object at all has an issue at the root.
    const message = Object.values(errors)[0] ?? inquiryMessages.form
    return { ok: false, message, errors }
  }
  const { [HONEYPOT_FIELD]: honeypot, [PROOF_FIELD]: proof, ...inquiry } = result.data
  const clean = Object.fromEntries(
    Object.entries(inquiry).filter(([, value]) => value !== undefined),
  ) as Inquiry
  return {
    ok: true,
    inquiry: clean,
    isBot: Boolean(honeypot && honeypot.trim() !== ''),
    ...(proof === undefined ? {} : { proof }),
  }
}
