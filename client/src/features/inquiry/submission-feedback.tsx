import { useEffect, useRef } from 'react'
import type { InquirySubmission } from './use-inquiry-submission'

type Submission<K extends keyof InquirySubmission> = { form: Pick<InquirySubmission, K> }

/*
 * What an inquiry form shows after a submit or a hint, drawn by the lazy half's components once
 * it is loaded (it always is by then: a submit and a hint both load it first).
 */

/** The error summary; it takes focus after each submit with errors. */
export function SubmissionErrors({
  form,
}: Submission<'lazyHalf' | 'errors' | 'flagged' | 'fieldId'>) {
  const summary = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (form.flagged.length === 0) return
    summary.current?.focus({ preventScroll: true })
    summary.current?.scrollIntoView({ block: 'center' })
  }, [form.flagged])
  const half = form.lazyHalf
  if (!half) return null
  return <half.ErrorSummary errors={form.errors} fieldId={form.fieldId} ref={summary} />
}

/** A failed send, beside the button, with "Try again" (the same inquiry under the same key). */
export function SubmissionFailure({
  form,
}: Submission<'lazyHalf' | 'failure' | 'waiting' | 'submit'>) {
  const half = form.lazyHalf
  if (!half) return null
  return (
    <half.SendFailureNotice
      failure={form.failure}
      waiting={form.waiting}
      onRetry={() => void form.submit()}
    />
  )
}

/** "Did you mean …?" under the email field. */
export function SubmissionEmailHint({
  form,
}: Submission<'lazyHalf' | 'emailHint' | 'acceptEmailHint' | 'fieldId'>) {
  const half = form.lazyHalf
  if (!half) return null
  return (
    <half.EmailHint
      id={`${form.fieldId('email')}-suggestion`}
      suggestion={form.emailHint}
      onAccept={form.acceptEmailHint}
    />
  )
}
