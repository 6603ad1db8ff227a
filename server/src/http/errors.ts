import type { ApiErrorBody } from '@inlet/shared/inquiry-api'
import { site } from '@inlet/shared/site'
import type { ErrorRequestHandler } from 'express'

/** An error whose message is fit to show a visitor. */
export class AppError extends Error {
  readonly status: number
  readonly code: string

  constructor(status: number, code: string, message: string) {
    super(message)
    this.status = status
    this.code = code
  }
}

/** body-parser and serve-static raise http-errors with a `type` or a 4xx `status`. */
function fromMiddleware(thrown: unknown): AppError | null {
  const err = (thrown ?? {}) as { type?: string; status?: number; statusCode?: number }
  if (err.type === 'entity.parse.failed') {
    return new AppError(400, 'malformed_json', 'The request body is not valid JSON.')
  }
  if (err.type === 'entity.too.large') {
    return new AppError(
      413,
      'payload_too_large',
      'The inquiry is too large. Please shorten your message.',
    )
  }
  if (err.type === 'encoding.unsupported' || err.type === 'charset.unsupported') {
    return new AppError(415, 'unsupported_encoding', 'Send the inquiry as UTF-8 JSON.')
  }
  const status = Number(err.status ?? err.statusCode)
  if (status === 404) return new AppError(404, 'not_found', 'Not found.')
  if (status >= 400 && status < 500) {
    return new AppError(status, 'bad_request', 'The request could not be understood.')
  }
  return null
}

/** What a thrown error is answered with: its own AppError, a middleware's 4xx, or a generic 500. */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err
  return (
    fromMiddleware(err) ??
    new AppError(
      500,
      'internal',
      `Something went wrong on our side. Please try again, or email us at ${site.email}.`,
    )
  )
}

/** The one place a thrown error becomes a response: `{ error: { code, message } }`, no internals. */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const error = toAppError(err)
  if (error.code === 'internal') {
    req.log.error({ err }, 'unhandled error')
  } else {
    req.log.warn({ status: error.status, code: error.code }, error.message)
  }
  if (res.headersSent) return
  const body: ApiErrorBody = { error: { code: error.code, message: error.message } }
  res.status(error.status).json(body)
}
