import type { InquiryInput } from '@inlet/shared/inquiry'
import {
  type ApiErrorBody,
  IDEMPOTENCY_KEY_HEADER,
  INQUIRY_ENDPOINT,
  type InquiryAccepted,
} from '@inlet/shared/inquiry-api'
import { site } from '@inlet/shared/site'
import { retryAt } from './retry-after'

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

/** Posts an inquiry to our own origin. Resolves with the id once the server has stored it. */
export async function sendInquiry(
  payload: InquiryInput,
  idempotencyKey: string,
): Promise<InquiryAccepted> {
  const response = await fetch(INQUIRY_ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    body: JSON.stringify(payload),
  }).catch((error: unknown) => {
    // Read when it fails: "Try again" later, back online, must not change what was said.
    throw navigator.onLine ? error : new OfflineError('Offline', { cause: error })
  })
  const body = (await response.json().catch(() => null)) as Partial<
    InquiryAccepted & ApiErrorBody
  > | null
  if (response.ok && body?.id) return { id: body.id }
  // Only our API's own messages are shown; anything else (a proxy page, no body) is not.
  const message = typeof body?.error?.message === 'string' ? body.error.message : ''
  const waits = response.status === 429 || response.status === 503
  throw new ApiError(message, response.status, waits ? retryAt(response.headers) : undefined)
}

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
