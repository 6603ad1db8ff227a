import type { InquiryInput } from '@inlet/shared/inquiry'
import { FORM_OPEN_FIELD } from '@inlet/shared/inquiry-fields'
import {
  type ChangeEvent,
  type FocusEvent,
  type FormEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { toast, toastStore } from '../../components/ui/toast'
import type { SendFailure } from './form-feedback'

/** Said when the browser is offline: the founder's connection, not our server, failed. */
export const offlineNotice = {
  title: 'You’re offline',
  description: 'Your message is kept here. Try again once you’re back online.',
} as const

/** The form's lazy half: the shared rules (zod), the call and the typo hint. */
export const loadSender = () => import('./lazy-half')
type Sender = Awaited<ReturnType<typeof loadSender>>

type Update<V> = (
  field: keyof V & string,
) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void

interface SubmissionOptions<V extends Record<string, string>> {
  /** Prefix of the fields' ids (`<form>-<field>`) and of the form's toast keys. */
  form: string
  initial: V
  toPayload: (values: V) => InquiryInput
  /** After the 202: the inquiry is stored. */
  onAccepted: (values: V) => void
  /**
   * The form stays on its page after the 202 (the home form), so its button comes back for a
   * next message. Otherwise it is still "sending" while the next page loads, so a second click
   * cannot send again.
   */
  stays?: boolean
}

/**
 * One inquiry form's state, shared by /contact and the home form: values, errors marked per
 * field after a submit (each goes away as soon as its field is fixed), one keyed toast per
 * kind, one send at a time under one Idempotency-Key (kept for "Try again") and the email typo
 * hint.
 */
export function useInquirySubmission<V extends Record<string, string>>(
  options: SubmissionOptions<V>,
) {
  const { form } = options
  const [values, setValues] = useState<V>(options.initial)
  const [flagged, setFlagged] = useState<string[]>([])
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<SendFailure>()
  const [emailHint, setEmailHint] = useState<string>()
  const [attempt, setAttempt] = useState(0)
  // How long the founder typed, for the server's time trap (docs/decisions/035).
  const typing = useRef<Typing>({ message: 'empty' })
  const summaryRef = useRef<HTMLDivElement>(null)
  const sender = useRef<Sender>(undefined)
  // One key per distinct submission: a retry of the same data cannot send twice.
  const idempotencyKey = useRef('')
  const latest = useRef(options)
  latest.current = options
  const fieldId = (field: string) => `${form}-${field}`
  const failedKey = `${form}-failed`

  const load = async () => {
    sender.current ??= await loadSender()
    return sender.current
  }

  // The errors shown: those of the fields the last submit flagged, as they stand now.
  const errors = useMemo(() => {
    const rules = sender.current
    if (!rules || flagged.length === 0) return {}
    const result = rules.parseInquiry(latest.current.toPayload(values))
    const now = result.ok ? {} : result.errors
    return Object.fromEntries(flagged.flatMap((field) => (now[field] ? [[field, now[field]]] : [])))
  }, [values, flagged]) as Partial<Record<string, string>>

  // Focus moves to the error summary after each submit with errors.
  useEffect(() => {
    if (attempt === 0) return
    const summary = summaryRef.current
    summary?.focus({ preventScroll: true })
    summary?.scrollIntoView({ block: 'center' })
  }, [attempt])

  // A toast about this form does not outlive it.
  useEffect(() => () => toastStore.dismissKey(failedKey), [failedKey])

  const update: Update<V> = (field) => (event) => {
    idempotencyKey.current = ''
    noteTyping(typing.current, field, event.nativeEvent)
    if (field === 'email') setEmailHint(undefined)
    setValues((current) => ({ ...current, [field]: event.target.value }))
  }

  /** Puts back a kept draft: its message was not typed now, so no typing time is sent. */
  const restore = useCallback((draft: Partial<V>) => {
    if (draft.message) typing.current.message = 'filled'
    setValues((current) => ({ ...current, ...draft }))
  }, [])

  const checkEmail = (event: FocusEvent<HTMLInputElement>) => {
    const typed = event.target.value
    // A hint is optional: if its code cannot load, the submit reports why.
    load().then((rules) => setEmailHint(rules.suggestEmail(typed)), ignore)
  }

  const acceptEmailHint = () => {
    if (!emailHint) return
    idempotencyKey.current = ''
    setValues((current) => ({ ...current, email: emailHint }))
    setEmailHint(undefined)
  }

  const submit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault()
    if (sending) return // a double click sends one inquiry
    setSending(true)
    setFailure(undefined)
    toastStore.dismissKey(failedKey)
    try {
      const rules = await load()
      const typedMs = typingMs(typing.current)
      const payload = {
        ...latest.current.toPayload(values),
        ...(typedMs === undefined ? {} : { [FORM_OPEN_FIELD]: typedMs }),
      }
      const result = rules.parseInquiry(payload)
      if (!result.ok) {
        setSending(false)
        setFlagged(Object.keys(result.errors))
        // The error summary says it, and takes focus: no toast repeats it (docs/decisions/025).
        setAttempt((count) => count + 1)
        return
      }
      setFlagged([])
      if (!idempotencyKey.current) idempotencyKey.current = crypto.randomUUID()
      await rules.sendInquiry(payload, idempotencyKey.current)
      idempotencyKey.current = ''
      typing.current = { message: 'empty' } // a next inquiry is timed on its own
      latest.current.onAccepted(values)
      if (latest.current.stays) setSending(false)
    } catch (error) {
      console.error('Inquiry could not be sent', error)
      setSending(false)
      // Offline is said as such even when the lazy half could not load (then only the toast
      // says it: the notice with "Try again" comes with that half).
      const notice = !navigator.onLine
        ? offlineNotice
        : (sender.current?.failureNotice(error) ?? {
            title: 'Error',
            description: 'The form could not load. Please check your connection and try again.',
          })
      setFailure(notice)
      toast({ key: failedKey, persistent: true, variant: 'destructive', ...notice })
    }
  }

  // What the form shows after a submit or a hint comes with the lazy half, loaded by then.
  const ui = sender.current
  const feedback = {
    summary: ui ? <ui.ErrorSummary errors={errors} fieldId={fieldId} ref={summaryRef} /> : null,
    failure: ui ? <ui.SendFailureNotice failure={failure} onRetry={() => void submit()} /> : null,
    emailHint: ui ? (
      <ui.EmailHint
        id={`${fieldId('email')}-suggestion`}
        suggestion={emailHint}
        onAccept={acceptEmailHint}
      />
    ) : null,
  } satisfies Record<string, ReactNode>

  return {
    values,
    setValues,
    restore,
    update,
    errors,
    submit,
    sending,
    feedback,
    emailHint,
    checkEmail,
    /** Loads the lazy half ahead of the first submit (on the visitor's first touch). */
    prepare: () => void load().catch(ignore),
    fieldId,
  }
}

/**
 * What the time trap needs to know: when the first key was typed on this page view, and how
 * the message came to be. Only a message typed here is timed; a restored draft, a paste, a drop
 * or autofill sends no time at all, so a founder is never "too fast" for having a message ready.
 */
interface Typing {
  startedAt?: number
  message: 'empty' | 'typed' | 'filled'
}

/** Input made by keys (or an input method), as opposed to pasted, dropped or autofilled. */
const KEYED = /^(?:insertText|insertCompositionText|insertLineBreak|insertParagraph|delete\w*)$/

function noteTyping(typing: Typing, field: string, event: Event) {
  const keyed = 'inputType' in event && KEYED.test(String(event.inputType))
  if (keyed) typing.startedAt ??= performance.now()
  if (field !== 'message') return
  if (!keyed) typing.message = 'filled'
  else if (typing.message === 'empty') typing.message = 'typed'
}

/** The typing time to send, in whole ms, or none (docs/decisions/035). */
function typingMs({ startedAt, message }: Typing): number | undefined {
  if (startedAt === undefined || message !== 'typed') return undefined
  // Never below 0, whatever a page's clock does (a test's fake one restarts it).
  return Math.max(0, Math.round(performance.now() - startedAt))
}

/** A load ahead of time may fail quietly: the submit loads again and says what went wrong. */
const ignore = () => {}
