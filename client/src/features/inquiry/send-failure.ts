import type { InquiryInput } from '@inlet/shared/inquiry'
import { site } from '@inlet/shared/site'
import { useMemo } from 'react'
import { useWaitUntil } from '../../hooks/use-wait-until'

/** An error whose message came from our API and is fit to show the visitor. */
export class ApiError extends Error {
  readonly status: number
  /** When a retry can work (epoch ms), if the answer said (a 429's Retry-After). */
  readonly retryAt: number | undefined

  constructor(message: string, status: number, retryAt?: number) {
    super(message)
    this.status = status
    this.retryAt = retryAt
  }
}

/** The request never left: the browser was offline (the founder's connection, not our server). */
export class OfflineError extends Error {}

/** Why a send failed, as the form says it beside "Try again" (or a toast, before it can). */
export interface SendFailure {
  title: string
  description: string
  /** Not before then (epoch ms): "Try again" waits. */
  retryAt?: number
}

/** Said when the browser is offline: the founder's connection, not our server, failed. */
export const offlineNotice: SendFailure = {
  title: 'You’re offline',
  description: 'Your message is kept here. Try again once you’re back online.',
}

export const fallbackError = `There was a problem sending your message. Please try again or email us directly at ${site.email}`

/** What a failed send says: offline as such, our API's own message, or the studio's address. */
export function failureNotice(error: unknown): SendFailure {
  if (error instanceof OfflineError) return offlineNotice
  if (!(error instanceof ApiError)) return { title: 'Error', description: fallbackError }
  const description = error.message || fallbackError
  return error.retryAt
    ? { title: 'Error', description, retryAt: error.retryAt }
    : { title: 'Error', description }
}

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
