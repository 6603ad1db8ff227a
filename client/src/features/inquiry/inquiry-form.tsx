import { INQUIRY_ENDPOINT } from '@inlet/shared/inquiry-api'
import type { ContactQuery } from '@inlet/shared/paths'
import { paths } from '@inlet/shared/paths'
import { site } from '@inlet/shared/site'
import { useHydrated } from '../../hooks/use-hydrated'
import { hintId, InquiryFields } from './inquiry-fields'
import { InquiryQueries } from './queries'
import { SubmissionEmailHint, SubmissionErrors, SubmissionFailure } from './submission-feedback'
import { useInquiryForm } from './use-inquiry-form'

interface InquiryFormProps {
  query: ContactQuery
  submitLabel: string
  prefill: string
}

export function InquiryForm(props: InquiryFormProps) {
  return (
    <InquiryQueries>
      <ContactForm {...props} />
    </InquiryQueries>
  )
}

function ContactForm({ query, submitLabel, prefill }: InquiryFormProps) {
  const form = useInquiryForm(query, prefill)
  const hydrated = useHydrated()
  return (
    // action and method: without JavaScript the browser posts the form itself (docs/decisions/026).
    <form
      ref={form.formRef}
      action={INQUIRY_ENDPOINT}
      method="post"
      onSubmit={form.submit}
      onFocusCapture={form.prepare}
      onPointerDownCapture={form.prepare}
      // Without the app the browser's own checks stop a rule's failure before the post.
      noValidate={hydrated}
      className="grid gap-5"
      aria-label="Inquiry form"
    >
      <SubmissionErrors half={form.half} form={form} />
      <InquiryFields
        values={form.values}
        update={form.update}
        errors={form.errors}
        hint={form.hint}
        emailNote={<SubmissionEmailHint half={form.half} hint={form.hint} id={hintId} />}
      />
      <input type="hidden" name="context" value={query.context ?? ''} />
      <input type="hidden" name="domain" value={query.domain ?? ''} />
      <SubmissionFailure half={form.half} form={form} />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className="btn-primary" disabled={form.sending || form.waiting}>
          {form.sending ? 'Sending...' : submitLabel}
        </button>
        <p className="text-sm text-mist">
          We reply within {site.responseHours} hours. See how we handle your data in our{' '}
          <a href={paths.privacy} className="font-medium text-tide underline underline-offset-4">
            Privacy Policy
          </a>
          .
        </p>
      </div>
    </form>
  )
}
