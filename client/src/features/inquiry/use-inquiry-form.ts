import type { InquiryInput } from '@inlet/shared/inquiry'
import { HONEYPOT_FIELD, type PROOF_FIELD } from '@inlet/shared/inquiry-fields'
import { type ContactQuery, contactPath, readContactQuery, thankYouPath } from '@inlet/shared/paths'
import { type ChangeEvent, useEffect, useRef } from 'react'
import { useNavigate } from 'react-router-dom'
import { draftKeyOf, storeDraft, useKeptDraft } from './kept-draft'
import { rememberSentName } from './sent-name'
import { useInquirySubmission } from './use-inquiry-submission'

/** What the visitor types, by the shared schema's field names (the query adds context and domain). */
export type InquiryValues = Record<
  Exclude<keyof InquiryInput, 'context' | 'domain' | typeof PROOF_FIELD>,
  string
>
/** The fields the visitor sees. */
export type InquiryField = Exclude<keyof InquiryValues, typeof HONEYPOT_FIELD>
export type FieldUpdate = (
  field: keyof InquiryValues,
) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void

const empty: InquiryValues = {
  name: '',
  email: '',
  company: '',
  phone: '',
  website: '',
  timeline: '',
  message: '',
  [HONEYPOT_FIELD]: '',
}

/** The payload: trimmed strings, empty optional fields left out, plus context and domain. */
export function toPayload(values: InquiryValues, query: ContactQuery): InquiryInput {
  const payload: Record<string, string> = {}
  for (const [key, value] of Object.entries(values)) {
    if (value.trim() !== '') payload[key] = value.trim()
  }
  if (query.context) payload.context = query.context
  if (query.domain) payload.domain = query.domain
  return payload as unknown as InquiryInput
}

/** The state of the navigation to the thank-you page after a send (the page focuses its heading). */
const SENT = { sent: true } as const

/** Where a /contact draft is kept: one per address (context and domain), for this tab only. */
export const draftKey = (query: ContactQuery) => draftKeyOf(contactPath(query))

/**
 * Whether `key` is the draft of the address the browser shows. While React hydrates, the page
 * is drawn without its query (useHydratedSearchParams); its draft waits for the query.
 */
const isShownAddress = (key: string) =>
  key === draftKey(readContactQuery(new URLSearchParams(window.location.search)))

/**
 * The /contact form's state: the shared inquiry submission, the opening the page's variant
 * suggests, a draft kept in sessionStorage until the 202, then the thank-you page.
 */
export function useInquiryForm(query: ContactQuery, prefill: string) {
  const navigate = useNavigate()
  const key = draftKey(query)
  const form = useInquirySubmission({
    form: 'inquiry',
    initial: { ...empty, message: prefill },
    toPayload: (values) => toPayload(values, query),
    onAccepted: (values) => {
      storeDraft(key, undefined)
      rememberSentName(values.name.trim())
      // Still "sending" while the thank-you page loads: the button stays disabled. The page's
      // heading takes focus: it is the one announcement of the send (issue 42).
      navigate(thankYouPath(values.name.trim(), query), { state: SENT })
    },
  })
  const { values, setValues, restore } = form
  const lastPrefill = useRef(prefill)

  const formRef = useKeptDraft(key, () => isShownAddress(key), values, restore)

  // The variant arrives after hydration: replace the opening unless the visitor typed.
  useEffect(() => {
    const previous = lastPrefill.current
    if (previous === prefill) return
    lastPrefill.current = prefill
    setValues((current) =>
      current.message === previous ? { ...current, message: prefill } : current,
    )
  }, [prefill, setValues])

  return { ...form, formRef }
}
