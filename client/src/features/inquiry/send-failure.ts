import type { InquiryInput } from '@inlet/shared/inquiry'
import { useMemo } from 'react'
import { useWaitUntil } from '../../hooks/use-wait-until'
import { failureNotice, type SendFailure } from './api'

/** A failed send as the form shows it: why, and the inquiry it could not send (for the mail link). */
export interface FormFailure extends SendFailure {
  inquiry: InquiryInput
}

/**
 * The form's failed post (issue 42): one object per failure, so the notice takes focus at each
 * new one, and `waiting` while the server asked for time (a 429's Retry-After): until then
 * neither "Try again" nor the form's button sends.
 */
export function useSendFailure(error: Error | null, inquiry: InquiryInput | undefined) {
  const failure = useMemo<FormFailure | undefined>(
    () => (error && inquiry ? { ...failureNotice(error), inquiry } : undefined),
    [error, inquiry],
  )
  return { failure, waiting: useWaitUntil(failure?.retryAt) }
}
