/**
 * The inquiry API's contract, imported by the server (the route and its error handler) and by
 * the browser's client: the endpoint, the idempotency header and the response bodies.
 */

export const INQUIRY_ENDPOINT = '/api/send-contact-email'

/** A client-chosen key: the same key with the same inquiry gives the first answer again. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key'
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/

/** 202: the inquiry is stored; its emails follow. */
export interface InquiryAccepted {
  id: string
}

/** Every error answer of the API (README "The inquiry API" lists the codes). */
export interface ApiErrorBody {
  error: { code: string; message: string }
}
