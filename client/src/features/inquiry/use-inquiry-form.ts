import type { InquiryInput } from '@inlet/shared/inquiry'
import { type ContactQuery, contactPath, readContactQuery, thankYouPath } from '@inlet/shared/paths'
import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router-dom'
import { useSendInquiry } from './api'
import { emptyValues, type InquiryValues } from './inquiry-fields'
import { draftKeyOf, storeDraft, useKeptDraft } from './kept-draft'
import { rememberSentName } from './sent-name'
import { type Draft, useDraft } from './use-draft'
import { useEmailHint } from './use-email-hint'
import { useInquirySubmission } from './use-inquiry-submission'
import { useLazyHalf } from './use-lazy-half'
import { useProof } from './use-proof'

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
 * The /contact form's state: its parts (the draft, the lazy half, the proof, the email hint, the
 * post), the opening the page's variant suggests, a draft kept in sessionStorage until the 202,
 * then the thank-you page.
 */
export function useInquiryForm(query: ContactQuery, prefill: string) {
  const navigate = useNavigate()
  const key = draftKey(query)
  const draft = useDraft<InquiryValues>({ ...emptyValues, message: prefill })
  const lazy = useLazyHalf('inquiry')
  const proof = useProof(lazy.load)
  const hint = useEmailHint(lazy.load, draft.setValues)
  const send = useSendInquiry((values: InquiryValues) => {
    storeDraft(key, undefined)
    rememberSentName(values.name.trim())
    // Still "sending" while the thank-you page loads: the button stays disabled. The page's
    // heading takes focus: it is the one announcement of the send (issue 42).
    navigate(thankYouPath(values.name.trim(), query), { state: SENT })
  })
  const form = useInquirySubmission({
    form: 'inquiry',
    toPayload: (values) => toPayload(values, query),
    parts: { draft, lazy, proof, hint, send },
  })
  const formRef = useKeptDraft(key, () => isShownAddress(key), draft, proof.start)
  useOpening(prefill, draft.setValues)
  const { values, setValues } = draft
  return { ...form, values, setValues, half: lazy.half, hint, prepare: proof.start, formRef }
}

/** The variant arrives after hydration: its opening replaces the message unless the visitor typed. */
function useOpening(prefill: string, setValues: Draft<InquiryValues>['setValues']) {
  const lastPrefill = useRef(prefill)
  useEffect(() => {
    const previous = lastPrefill.current
    if (previous === prefill) return
    lastPrefill.current = prefill
    setValues((current) =>
      current.message === previous ? { ...current, message: prefill } : current,
    )
  }, [prefill, setValues])
}
