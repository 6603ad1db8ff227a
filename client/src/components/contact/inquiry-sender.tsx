import type { InquiryInput } from '@inlet/shared/inquiry'
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query'
import { useEffect } from 'react'
import { sendInquiry } from '../../api/send-inquiry'

export interface SendRequest {
  payload: InquiryInput
  idempotencyKey: string
}

export interface SenderApi {
  send: (request: SendRequest) => Promise<{ id: string }>
}

const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } })

function Mutation({ onReady }: { onReady: (api: SenderApi) => void }) {
  const mutation = useMutation({
    mutationKey: ['send-inquiry'],
    mutationFn: ({ payload, idempotencyKey }: SendRequest) => sendInquiry(payload, idempotencyKey),
  })
  const { mutateAsync } = mutation
  useEffect(() => onReady({ send: mutateAsync }), [mutateAsync, onReady])
  return null
}

/**
 * The react-query mutation that posts an inquiry. The form loads this module when the
 * visitor first touches it, so react-query is not part of the page's start-up JavaScript.
 */
export function InquirySender({ onReady }: { onReady: (api: SenderApi) => void }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Mutation onReady={onReady} />
    </QueryClientProvider>
  )
}
