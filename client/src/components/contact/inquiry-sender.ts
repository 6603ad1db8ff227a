import type { InquiryInput } from '@inlet/shared/inquiry'
import type { InquiryAccepted } from '@inlet/shared/inquiry-api'
import { site } from '@inlet/shared/site'
import { MutationObserver, QueryClient } from '@tanstack/react-query'
import { ApiError, sendInquiry } from '../../api/send-inquiry'

/**
 * The forms' lazy half, imported when the visitor first touches a form: the shared rules (zod),
 * the sender (react-query), the email typo hint, and what a form shows only after a submit or
 * a hint (the error summary, a failed send), so none of it is in a page's start-up JavaScript.
 */
export { parseInquiry } from '@inlet/shared/inquiry'
export { ErrorSummary } from '../ui/error-summary'
export { suggestEmail } from './email-typo'
export { EmailHint, SendFailureNotice } from './form-feedback'

export const fallbackError = `There was a problem sending your message. Please try again or email us directly at ${site.email}`

/** Why a send failed (other than being offline), as the form and its toast say it. */
export function failureNotice(error: unknown): { title: string; description: string } {
  const description = error instanceof ApiError && error.message ? error.message : fallbackError
  return { title: 'Error', description }
}

export interface SendRequest {
  payload: InquiryInput
  idempotencyKey: string
}

let observer: MutationObserver<InquiryAccepted, Error, SendRequest> | undefined

/**
 * Posts an inquiry as a react-query mutation (no automatic retries: the form's idempotency key
 * makes the visitor's own retry safe); the client is created on the first send.
 */
export function send(request: SendRequest): Promise<InquiryAccepted> {
  observer ??= new MutationObserver(
    new QueryClient({ defaultOptions: { mutations: { retry: false } } }),
    {
      mutationKey: ['send-inquiry'],
      mutationFn: ({ payload, idempotencyKey }: SendRequest) =>
        sendInquiry(payload, idempotencyKey),
    },
  )
  return observer.mutate(request)
}
