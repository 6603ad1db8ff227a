import { site } from '@inlet/shared/site'
import { ApiError } from './api'

/**
 * The forms' lazy half, imported when the visitor first touches a form: the shared rules (zod),
 * the call, the email typo hint, and what a form shows only after a submit or a hint (the
 * error summary, a failed send), so none of it is in a page's start-up JavaScript.
 */
export { parseInquiry } from '@inlet/shared/inquiry'
export { ErrorSummary } from '../../components/ui/error-summary'
export { sendInquiry } from './api'
export { suggestEmail } from './email-typo'
export { EmailHint, SendFailureNotice } from './form-feedback'

export const fallbackError = `There was a problem sending your message. Please try again or email us directly at ${site.email}`

/** Why a send failed (other than being offline), as the form and its toast say it. */
export function failureNotice(error: unknown): { title: string; description: string } {
  const description = error instanceof ApiError && error.message ? error.message : fallbackError
  return { title: 'Error', description }
}
