import { INQUIRY_ENDPOINT } from '@inlet/shared/inquiry-api'
import { HOME_CONTEXT, INQUIRY_LIMITS } from '@inlet/shared/inquiry-fields'
import { paths } from '@inlet/shared/paths'
import { site } from '@inlet/shared/site'
import { FormField, fieldState } from '../../components/ui/form-field'
import { useFocusWhen } from '../../hooks/use-focus-when'
import { useHydrated } from '../../hooks/use-hydrated'
import { useSendInquiry } from './api'
import { draftKeyOf, useKeptDraft } from './kept-draft'
import { lengthId, MessageLength, showsLength } from './message-length'
import { InquiryQueries } from './queries'
import { SubmissionEmailHint, SubmissionErrors, SubmissionFailure } from './submission-feedback'
import { useDraft } from './use-draft'
import { useEmailHint } from './use-email-hint'
import { useInquirySubmission } from './use-inquiry-submission'
import { useLazyHalf } from './use-lazy-half'
import { useProof } from './use-proof'

const empty = { name: '', email: '', message: '' }

/** The home form's inquiry: no company, the home context. */
const toPayload = (values: typeof empty) => ({
  name: values.name.trim(),
  email: values.email.trim(),
  message: values.message.trim(),
  context: HOME_CONTEXT,
})

/** The home form is on one address: its draft is always the shown one. */
const always = () => true

/** The site's one promise, as the thank-you page makes it. */
const promise = `A partner reads it within ${site.readHours} hours and replies personally within ${site.responseHours} hours.`

/**
 * SPEC.md's success words, true now: the inquiry is stored and its emails follow. Said once,
 * beside the button, where focus goes (issue 42): no toast repeats it.
 */
const messageSent = `Message sent! ${promise}`

/**
 * "Ready to Get Started": name, email and message, sent through the inquiry API with the home
 * context (no company, a message of 10 characters or more). After the 202 it stays on the home
 * page (docs/decisions/025): the fields clear (and its draft goes), the button comes back for a
 * next message, and the form says what happened until the founder starts another.
 */
export function QuickContactForm() {
  return (
    <InquiryQueries>
      <QuickContact />
    </InquiryQueries>
  )
}

function QuickContact() {
  const draft = useDraft(empty)
  const lazy = useLazyHalf('quick')
  const proof = useProof(lazy.load)
  const hint = useEmailHint(lazy.load, draft.setValues)
  const send = useSendInquiry<typeof empty>(() => draft.setValues(empty))
  const parts = { draft, lazy, proof, hint, send }
  const form = useInquirySubmission({ form: 'quick', stays: true, toPayload, parts })
  // Kept in this tab as /contact's is; what was typed before the script ran wins.
  const formRef = useKeptDraft(draftKeyOf(paths.home), always, draft, proof.start)
  const { values } = draft
  const { errors, fieldId, update } = form
  const hintId = `${fieldId('email')}-suggestion`
  // Before the script runs the browser's own checks (required, type, minlength, maxlength) guard
  // the native post; then ours.
  const hydrated = useHydrated()
  const sentLine = useFocusWhen<HTMLParagraphElement>(form.sent)

  return (
    <form
      ref={formRef}
      onSubmit={form.submit}
      onFocusCapture={proof.start}
      onPointerDownCapture={proof.start}
      action={INQUIRY_ENDPOINT}
      method="post"
      noValidate={hydrated}
      className="grid gap-5"
      aria-label="Ready to Get Started"
    >
      <input type="hidden" name="context" value={HOME_CONTEXT} />
      <SubmissionErrors half={lazy.half} form={form} />
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField htmlFor={fieldId('name')} label="Name" error={errors.name}>
          <input
            id={fieldId('name')}
            name="name"
            required
            autoComplete="name"
            placeholder="Your name"
            className="field aria-invalid:border-red-700"
            value={values.name}
            onChange={update('name')}
            {...fieldState(fieldId('name'), errors.name)}
          />
        </FormField>
        <FormField
          htmlFor={fieldId('email')}
          label="Email"
          error={errors.email}
          note={<SubmissionEmailHint half={lazy.half} hint={hint} id={hintId} />}
        >
          <input
            id={fieldId('email')}
            name="email"
            type="email"
            required
            autoComplete="email"
            placeholder="you@company.com"
            className="field aria-invalid:border-red-700"
            value={values.email}
            onChange={update('email')}
            onBlur={hint.check}
            {...fieldState(fieldId('email'), errors.email, hint.hint ? hintId : '')}
          />
        </FormField>
      </div>
      <FormField
        htmlFor={fieldId('message')}
        label="Message"
        error={errors.message}
        note={<MessageLength fieldId={fieldId('message')} message={values.message} />}
      >
        <textarea
          id={fieldId('message')}
          name="message"
          required
          placeholder="Tell us about your project or inquiry"
          className="field min-h-[150px] aria-invalid:border-red-700"
          value={values.message}
          onChange={update('message')}
          minLength={INQUIRY_LIMITS.homeMessageMin}
          maxLength={hydrated ? undefined : INQUIRY_LIMITS.messageMax}
          {...fieldState(
            fieldId('message'),
            errors.message,
            showsLength(values.message) ? lengthId(fieldId('message')) : '',
          )}
        />
      </FormField>
      <SubmissionFailure half={lazy.half} form={form} />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className="btn-primary" disabled={form.sending || form.waiting}>
          {form.sending ? 'Sending...' : 'Send Message'}
        </button>
        {form.sent ? (
          <p
            ref={sentLine}
            tabIndex={-1}
            className="scroll-my-6 rounded text-sm text-ink focus:outline-3 focus:outline-offset-2 focus:outline-navy"
          >
            {messageSent}
          </p>
        ) : null}
      </div>
    </form>
  )
}
