import type { InquiryInput } from '@inlet/shared/inquiry'
import {
  type ApiErrorBody,
  IDEMPOTENCY_KEY_HEADER,
  INQUIRY_ENDPOINT,
  type InquiryAccepted,
} from '@inlet/shared/inquiry-api'

/** An error whose message came from our API and is fit to show the visitor. */
export class ApiError extends Error {
  readonly status: number

  constructor(message: string, status: number) {
    super(message)
    this.status = status
  }
}

/** Posts an inquiry to our own origin. Resolves with the id once the server has stored it. */
export async function sendInquiry(
  payload: InquiryInput,
  idempotencyKey: string,
): Promise<InquiryAccepted> {
  const response = await fetch(INQUIRY_ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    body: JSON.stringify(payload),
  })
  const body = (await response.json().catch(() => null)) as Partial<
    InquiryAccepted & ApiErrorBody
  > | null
  if (response.ok && body?.id) return { id: body.id }
  // Only our API's own messages are shown; anything else (a proxy page, no body) is not.
  const message = typeof body?.error?.message === 'string' ? body.error.message : ''
  throw new ApiError(message, response.status)
}
