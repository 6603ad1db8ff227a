import type { InquiryInput } from '@inlet/shared/inquiry'
import type { ChangeEvent, FormEvent } from 'react'
import type { SendInquiry } from './api'
import { useSendFailure } from './send-failure'
import type { Draft } from './use-draft'
import type { EmailHintState } from './use-email-hint'
import { useFlaggedErrors } from './use-flagged-errors'
import type { LazyHalfState } from './use-lazy-half'
import type { Proof } from './use-proof'

type Field = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>

interface Submission<V extends Record<string, string>> {
  /** Prefix of the fields' ids (`<form>-<field>`). */
  form: string
  toPayload: (values: V) => InquiryInput
  /** The form stays on its page after the 202 (the home form): its button comes back. */
  stays?: boolean
  parts: {
    draft: Draft<V>
    lazy: LazyHalfState
    proof: Proof
    hint: EmailHintState
    send: SendInquiry<V>
  }
}

/**
 * What a change and a submit do with the form's parts (the other hooks): a submit flags the
 * errors or makes the post. Returns state; the form draws it (`submission-feedback.tsx`).
 */
export function useInquirySubmission<V extends Record<string, string>>(options: Submission<V>) {
  const { form, toPayload, stays = false } = options
  const { draft, lazy, proof, hint, send } = options.parts
  const { flagged, errors, flag } = useFlaggedErrors(lazy.half, () => toPayload(draft.values))
  const { failure, waiting } = useSendFailure(send.error, send.variables?.payload)
  // Still "sending" after the 202 while the next page loads, unless the form stays.
  const sending = send.isPending || (send.isSuccess && !stays)

  const update = (field: keyof V & string) => (event: Field) => {
    proof.start()
    if (field === 'email') hint.clear()
    if (stays && send.isSuccess) send.reset() // a new message: "sent" is no longer news
    const { value } = event.target
    draft.setValues((current) => ({ ...current, [field]: value }))
  }

  const submit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault()
    if (sending || waiting) return // a double click sends one inquiry; a 429 said when
    const post = send.begin()
    const rules = await lazy.forSubmit()
    if (!rules) return
    const { values, revision } = draft
    const payload = toPayload(values)
    const verdict = rules.parseInquiry(payload)
    // The error summary says it, and takes focus: no toast repeats it (docs/decisions/025).
    flag(verdict)
    if (verdict.ok) post({ payload, values, revision }, proof.take)
  }

  /** The 202 came back and the founder has not started another message (forms that stay). */
  const sent = send.isSuccess
  const fieldId = (field: string) => `${form}-${field}`
  return { update, submit, errors, flagged, sending, sent, failure, waiting, fieldId }
}

export type InquirySubmission = ReturnType<typeof useInquirySubmission>
