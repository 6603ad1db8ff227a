import type { InquiryInput } from '@inlet/shared/inquiry'

export const INQUIRY_ENDPOINT = '/api/send-contact-email'

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
): Promise<{ id: string }> {
  const response = await fetch(INQUIRY_ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
    body: JSON.stringify(payload),
  })
  const body = (await response.json().catch(() => null)) as {
    id?: string
    error?: { message?: string }
  } | null
  if (response.ok && body?.id) return { id: body.id }
  // Only our API's own messages are shown; anything else (a proxy page, no body) is not.
  const message = typeof body?.error?.message === 'string' ? body.error.message : ''
  throw new ApiError(message, response.status)
}
