import { site } from '@inlet/shared/site'
import { useId } from 'react'
import { AFTER_DOTS, Breakable } from '../../components/ui/breakable'
import { useFocusWhen } from '../../hooks/use-focus-when'
import { inquiryMailto } from './mail-link'
import type { FormFailure } from './send-failure'

const linkClass = 'font-medium text-tide underline underline-offset-4'

/** The failure's words with the studio's address as a link carrying the message (added if absent). */
function WithMailLink({ text, href }: { text: string; href: string }) {
  const link = (
    <a href={href} className={linkClass}>
      <Breakable text={site.email} at={AFTER_DOTS} />
    </a>
  )
  const at = text.indexOf(site.email)
  if (at === -1)
    return (
      <>
        {text} Or email us at {link}.
      </>
    )
  return (
    <>
      {text.slice(0, at)}
      {link}
      {text.slice(at + site.email.length)}
    </>
  )
}

const clock = (at: number) =>
  new Date(at).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })

/**
 * A failed send, in the form beside its button, its one voice (issue 42): it takes focus, says
 * why and what to do: "Try again" (the same inquiry under the same key; after a 429, not before
 * the time the server gave), or email the studio, by a link that carries the message.
 */
export function SendFailureNotice({
  failure,
  waiting,
  onRetry,
}: {
  failure: FormFailure | undefined
  waiting: boolean
  onRetry: () => void
}) {
  const notice = useFocusWhen<HTMLElement>(failure)
  const id = useId()
  if (!failure) return null
  return (
    <section
      ref={notice}
      tabIndex={-1}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className="scroll-my-6 rounded-xl border-2 border-red-700 bg-white p-4 focus:outline-3 focus:outline-offset-2 focus:outline-navy"
    >
      <p id={`${id}-title`} className="font-semibold text-red-700">
        {failure.title}
      </p>
      <div id={`${id}-text`} className="mt-1 text-ink">
        <p>
          <WithMailLink text={failure.description} href={inquiryMailto(failure.inquiry)} />
        </p>
        <p className="mt-1 text-sm">The email link opens your mail app with your message in it.</p>
      </div>
      <button type="button" onClick={onRetry} disabled={waiting} className="btn-primary mt-3">
        {waiting && failure.retryAt ? `Try again at ${clock(failure.retryAt)}` : 'Try again'}
      </button>
    </section>
  )
}

/** "Did you mean ana@gmail.com?" under the email field: a hint, never a refusal. */
export function EmailHint({
  id,
  suggestion,
  onAccept,
}: {
  id: string
  suggestion: string | undefined
  onAccept: () => void
}) {
  if (!suggestion) return null
  return (
    <p id={id} className="mt-1 text-sm text-ink">
      Did you mean{' '}
      <button
        type="button"
        onClick={onAccept}
        className="font-medium text-tide underline underline-offset-4"
      >
        {suggestion}
      </button>
      ?
    </p>
  )
}
