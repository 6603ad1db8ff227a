import type { InquiryInput } from '@inlet/shared/inquiry'
import type { InquiryAccepted } from '@inlet/shared/inquiry-api'
import { MutationObserver, QueryClient } from '@tanstack/react-query'
import { sendInquiry } from '../../api/send-inquiry'

export interface SendRequest {
  payload: InquiryInput
  idempotencyKey: string
}

let observer: MutationObserver<InquiryAccepted, Error, SendRequest> | undefined

/**
 * Posts an inquiry as a react-query mutation (no automatic retries: the form's idempotency key
 * makes the visitor's own retry safe). The form imports this module when the visitor first
 * touches it, so react-query is not part of the page's start-up JavaScript; the client is
 * created on the first send.
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
