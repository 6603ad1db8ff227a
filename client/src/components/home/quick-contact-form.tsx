import { site } from '@inlet/shared/site'
import { type FormEvent, useState } from 'react'
import { FormField } from '../ui/form-field'
import { toast } from '../ui/toast'

const empty = { name: '', email: '', message: '' }

/** The confirm-and-clear toast, worded for what actually happened: a draft was handed over. */
export const mailClientOpened = {
  title: 'Check your email app',
  description: `Your message should now be open there, ready for you to send. If no email app opened, write to us at ${site.email}.`,
} as const

/** mailto: link to the studio subject "Contact from" and the name; body: name, email, message. */
export function mailtoHref(data: { name: string; email: string; message: string }): string {
  const subject = `Contact from ${data.name}`
  const body = `Name: ${data.name}\nEmail: ${data.email}\n\n${data.message}`
  return `mailto:${site.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}

/**
 * "Ready to Get Started": browser-native required checks, then the shared rules, then the
 * visitor's own mail client opens with the message. Nothing is sent to our server.
 */
export function QuickContactForm() {
  const [values, setValues] = useState(empty)
  const [submitting, setSubmitting] = useState(false)

  const update = (field: keyof typeof empty) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }))

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // The rules (and zod) load on first submit, keeping them out of the page's start-up JS.
    const { contactMessageSchema, firstIssue } = await import('@inlet/shared/contact-message')
    const result = contactMessageSchema.safeParse(values)
    const problem = firstIssue(result)
    if (problem || !result.success) {
      toast({ variant: 'destructive', title: 'Invalid form data', description: problem })
      return
    }
    setSubmitting(true)
    try {
      window.open(mailtoHref(result.data), '_blank', 'noopener')
      setValues(empty)
      // A mailto: link gives no word on whether a mail app opened, so the toast does not claim it.
      toast({ ...mailClientOpened })
    } catch {
      toast({
        variant: 'destructive',
        title: 'Error',
        description: 'There was a problem sending your message. Please try again.',
      })
    } finally {
      setSubmitting(false)
    }
  }

  return (
    <form
      onSubmit={onSubmit}
      // Before the script runs (or without it) the browser itself hands the note to the mail client.
      action={`mailto:${site.email}`}
      method="post"
      encType="text/plain"
      className="grid gap-5"
      aria-label="Ready to Get Started"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField htmlFor="quick-name" label="Name">
          <input
            id="quick-name"
            name="name"
            required
            autoComplete="name"
            placeholder="Your name"
            className="field"
            value={values.name}
            onChange={update('name')}
          />
        </FormField>
        <FormField htmlFor="quick-email" label="Email">
          <input
            id="quick-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            placeholder="you@company.com"
            className="field"
            value={values.email}
            onChange={update('email')}
          />
        </FormField>
      </div>
      <FormField htmlFor="quick-message" label="Message">
        <textarea
          id="quick-message"
          name="message"
          required
          placeholder="Tell us about your project or inquiry"
          className="field min-h-[150px]"
          value={values.message}
          onChange={update('message')}
        />
      </FormField>
      <div>
        <button type="submit" className="btn-primary" disabled={submitting}>
          {submitting ? 'Sending...' : 'Send Message'}
        </button>
      </div>
    </form>
  )
}
