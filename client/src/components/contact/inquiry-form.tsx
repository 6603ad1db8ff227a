import type { InquiryInput } from '@inlet/shared/inquiry'
import { HONEYPOT_FIELD, timelineLabels, timelines } from '@inlet/shared/inquiry-fields'
import { paths } from '@inlet/shared/paths'
import { site } from '@inlet/shared/site'
import {
  type ChangeEvent,
  type ComponentType,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { ApiError } from '../../api/send-inquiry'
import type { ContactQuery } from '../../content/contact'
import { toast } from '../ui/toast'
import type { SenderApi } from './inquiry-sender'

const fields = ['name', 'email', 'company', 'phone', 'website', 'timeline', 'message'] as const
type Field = (typeof fields)[number]
type Values = Record<Field, string> & { [HONEYPOT_FIELD]: string }

const empty: Values = {
  name: '',
  email: '',
  company: '',
  phone: '',
  website: '',
  timeline: '',
  message: '',
  fax: '',
}

export const fallbackError = `There was a problem sending your message. Please try again or email us directly at ${site.email}`

/** The payload: trimmed strings, empty optional fields left out, plus context and domain. */
export function toPayload(values: Values, query: ContactQuery): InquiryInput {
  const payload: Record<string, string> = {}
  for (const [key, value] of Object.entries(values)) {
    if (value.trim() !== '') payload[key] = value.trim()
  }
  if (query.context) payload.context = query.context
  if (query.domain) payload.domain = query.domain
  return payload as InquiryInput
}

export function thankYouPath(name: string, query: ContactQuery): string {
  const params = new URLSearchParams({ name })
  if (query.context) params.set('context', query.context)
  if (query.domain) params.set('domain', query.domain)
  return `${paths.thankYou}?${params}`
}

/** The single-line fields, in form order, with their input types and autofill hints. */
const textInputs = [
  { id: 'name', label: 'Name', required: true, autoComplete: 'name', maxLength: 100 },
  {
    id: 'email',
    label: 'Email',
    required: true,
    type: 'email',
    autoComplete: 'email',
    maxLength: 255,
  },
  {
    id: 'company',
    label: 'Company / business name',
    required: true,
    autoComplete: 'organization',
    maxLength: 100,
  },
  {
    id: 'phone',
    label: 'Phone',
    required: false,
    type: 'tel',
    autoComplete: 'tel',
    placeholder: '(555) 123-4567',
    maxLength: 40,
  },
  {
    id: 'website',
    label: 'Website',
    required: false,
    type: 'url',
    autoComplete: 'url',
    placeholder: 'https://',
    maxLength: 255,
  },
] as const satisfies ReadonlyArray<
  { id: Field; label: string; required: boolean } & InputHTMLAttributes<HTMLInputElement>
>

interface FieldProps {
  id: Field
  label: string
  required?: boolean
  hint?: string
  children: ReactNode
}

function FormField({ id, label, required, hint, children }: FieldProps) {
  return (
    <div>
      <label htmlFor={`inquiry-${id}`} className="mb-1.5 block font-medium">
        {label}
        {required ? (
          <span className="ml-0.5 text-red-700" aria-hidden="true">
            *
          </span>
        ) : (
          <>
            {' '}
            <span className="text-sm font-normal text-mist">(optional)</span>
          </>
        )}
      </label>
      {children}
      {hint ? (
        <p id={`inquiry-${id}-hint`} className="mt-1 text-sm text-mist">
          {hint}
        </p>
      ) : null}
    </div>
  )
}

interface InquiryFormProps {
  query: ContactQuery
  submitLabel: string
  prefill: string
}

type SenderComponent = ComponentType<{ onReady: (api: SenderApi) => void }>

/** Loads the sending machinery (react-query) once, on the visitor's first touch of the form. */
function useLazySender() {
  const [Sender, setSender] = useState<SenderComponent | null>(null)
  const ready = useRef<{ promise: Promise<SenderApi>; resolve: (api: SenderApi) => void } | null>(
    null,
  )
  const load = useCallback((): Promise<SenderApi> => {
    if (!ready.current) {
      let resolve: (api: SenderApi) => void = () => {}
      const promise = new Promise<SenderApi>((done) => {
        resolve = done
      })
      ready.current = { promise, resolve }
      void import('./inquiry-sender').then((module) => setSender(() => module.InquirySender))
    }
    return ready.current.promise
  }, [])
  const onReady = useCallback((api: SenderApi) => ready.current?.resolve(api), [])
  const element = Sender ? <Sender onReady={onReady} /> : null
  return { load, element }
}

export function InquiryForm({ query, submitLabel, prefill }: InquiryFormProps) {
  const navigate = useNavigate()
  const sender = useLazySender()
  const [values, setValues] = useState<Values>(() => ({ ...empty, message: prefill }))
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle')
  // One key per distinct submission: a retry of the same data cannot send twice.
  const idempotencyKey = useRef<string>('')
  const busy = useRef(false)
  const lastPrefill = useRef(prefill)

  // The variant arrives after hydration: replace the opening unless the visitor typed.
  useEffect(() => {
    const previous = lastPrefill.current
    lastPrefill.current = prefill
    setValues((current) =>
      current.message === previous ? { ...current, message: prefill } : current,
    )
  }, [prefill])

  const update =
    (field: keyof Values) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      idempotencyKey.current = ''
      setValues((current) => ({ ...current, [field]: event.target.value }))
    }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy.current) return // a double click sends one inquiry
    busy.current = true
    setStatus('sending')
    try {
      // The shared rules (zod) load on the first submit, like the sender.
      const [{ parseInquiry }, api] = await Promise.all([
        import('@inlet/shared/inquiry'),
        sender.load(),
      ])
      const payload = toPayload(values, query)
      const result = parseInquiry(payload)
      if (!result.ok) {
        setStatus('idle')
        toast({ variant: 'destructive', title: 'Invalid form data', description: result.message })
        return
      }
      if (!idempotencyKey.current) idempotencyKey.current = crypto.randomUUID()
      await api.send({ payload, idempotencyKey: idempotencyKey.current })
      setStatus('sent')
      navigate(thankYouPath(values.name.trim(), query))
    } catch (error) {
      console.error('Inquiry could not be sent', error)
      setStatus('idle')
      toast({
        variant: 'destructive',
        title: 'Error',
        description: error instanceof ApiError && error.message ? error.message : fallbackError,
      })
    } finally {
      busy.current = false
    }
  }

  const sending = status !== 'idle'
  const input = 'field'

  return (
    <form
      onSubmit={onSubmit}
      onFocusCapture={() => void sender.load()}
      onPointerDownCapture={() => void sender.load()}
      noValidate
      className="grid gap-5"
      aria-label="Inquiry form"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {textInputs.map(({ id, label, required, ...attributes }) => (
          <FormField key={id} id={id} label={label} required={required}>
            <input
              id={`inquiry-${id}`}
              name={id}
              required={required}
              aria-required={required}
              className={input}
              value={values[id]}
              onChange={update(id)}
              {...attributes}
            />
          </FormField>
        ))}
        <FormField id="timeline" label="Timeline">
          <select
            id="inquiry-timeline"
            name="timeline"
            className={input}
            value={values.timeline}
            onChange={update('timeline')}
          >
            <option value="">Select a timeline</option>
            {timelines.map((timeline) => (
              <option key={timeline} value={timeline}>
                {timelineLabels[timeline]}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <FormField
        id="message"
        label="Message"
        required
        hint="At least 20 characters: your traction, what you need and when."
      >
        <textarea
          id="inquiry-message"
          name="message"
          required
          aria-required="true"
          aria-describedby="inquiry-message-hint"
          className={`${input} min-h-[160px] sm:min-h-[200px]`}
          value={values.message}
          onChange={update('message')}
          maxLength={2000}
        />
      </FormField>
      {/* Honeypot: invisible to people and assistive technology; bots fill it. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="inquiry-fax">Fax (leave this empty)</label>
        <input
          id="inquiry-fax"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={values.fax}
          onChange={update(HONEYPOT_FIELD)}
        />
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className="btn-primary" disabled={sending}>
          {sending ? 'Sending...' : submitLabel}
        </button>
        <p className="text-sm text-mist">
          We reply within 72 hours. See how we handle your data in our{' '}
          <Link to={paths.privacy} className="font-medium text-tide underline underline-offset-4">
            Privacy Policy
          </Link>
          .
        </p>
      </div>
      {sender.element}
    </form>
  )
}
