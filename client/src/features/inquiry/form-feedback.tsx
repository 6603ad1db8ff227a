import type { SendFailure } from './api'

/** A failed send, in the form beside its button: why, and "Try again" (same inquiry, same key). */
export function SendFailureNotice({
  failure,
  onRetry,
}: {
  failure: SendFailure | undefined
  onRetry: () => void
}) {
  if (!failure) return null
  return (
    <div role="alert" className="rounded-xl border-2 border-red-700 bg-white p-4">
      <p className="font-semibold text-red-700">{failure.title}</p>
      <p className="mt-1 text-ink">{failure.description}</p>
      <button type="button" onClick={onRetry} className="btn-primary mt-3">
        Try again
      </button>
    </div>
  )
}

/** "Did you mean ana@gmail.com?" under the email field: a hint, never a refusal. */
export function EmailHint({
  id,
  suggestion,
  onAccept,
}: {
  id: string
  suggestion: string | undefined
  onAccept: () => void
}) {
  if (!suggestion) return null
  return (
    <p id={id} className="mt-1 text-sm text-ink">
      Did you mean{' '}
      <button
        type="button"
        onClick={onAccept}
        className="font-medium text-tide underline underline-offset-4"
      >
        {suggestion}
      </button>
      ?
    </p>
  )
}
