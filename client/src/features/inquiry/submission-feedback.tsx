import { useEffect, useRef } from 'react'
import type { EmailHintState } from './use-email-hint'
import type { InquirySubmission } from './use-inquiry-submission'
import type { LazyHalf } from './use-lazy-half'

/*
 * What an inquiry form shows after a submit or a hint, drawn by the lazy half's components once
 * it is loaded (`half`; it always is by then: a submit and a hint both load it first).
 */

interface Feedback<K extends keyof InquirySubmission> {
  half: LazyHalf | undefined
  form: Pick<InquirySubmission, K>
}

/** The error summary; it takes focus after each submit with errors. */
export function SubmissionErrors({ half, form }: Feedback<'errors' | 'flagged' | 'fieldId'>) {
  const summary = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (form.flagged.length === 0) return
    summary.current?.focus({ preventScroll: true })
    summary.current?.scrollIntoView({ block: 'center' })
  }, [form.flagged])
  if (!half) return null
  return <half.ErrorSummary errors={form.errors} fieldId={form.fieldId} ref={summary} />
}

/** A failed send, beside the button, with "Try again" (the same inquiry under the same key). */
export function SubmissionFailure({ half, form }: Feedback<'failure' | 'waiting' | 'submit'>) {
  if (!half) return null
  return (
    <half.SendFailureNotice
      failure={form.failure}
      waiting={form.waiting}
      onRetry={() => void form.submit()}
    />
  )
}

/** "Did you mean …?" under the email field (`id`, which the field names as describing it). */
export function SubmissionEmailHint({
  half,
  hint,
  id,
}: {
  half: LazyHalf | undefined
  hint: EmailHintState
  id: string
}) {
  if (!half) return null
  return <half.EmailHint id={id} suggestion={hint.hint} onAccept={hint.accept} />
}
