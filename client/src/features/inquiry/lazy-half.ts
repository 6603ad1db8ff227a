/**
 * The forms' lazy half, imported when the visitor first touches a form: the shared rules (zod),
 * the email typo hint, the proof of work's solver, and what a form shows only after a submit or
 * a hint (the error summary, a failed send), so none of it is in a page's start-up JavaScript.
 */
export { parseInquiry } from '@inlet/shared/inquiry'
export { ErrorSummary } from '../../components/ui/error-summary'
export { suggestEmail } from './email-typo'
export { EmailHint, SendFailureNotice } from './form-feedback'
export { solveProof } from './proof'
