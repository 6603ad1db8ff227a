import type { InquiryInput } from '@inlet/shared/inquiry'
import { HONEYPOT_FIELD } from '@inlet/shared/inquiry-fields'
import { type ContactQuery, thankYouPath } from '@inlet/shared/paths'
import { site } from '@inlet/shared/site'
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { ApiError } from '../../api/send-inquiry'
import { toast } from '../ui/toast'

export type InquiryField =
  | 'name'
  | 'email'
  | 'company'
  | 'phone'
  | 'website'
  | 'timeline'
  | 'message'
export type InquiryValues = Record<InquiryField | typeof HONEYPOT_FIELD, string>
export type FieldUpdate = (
  field: keyof InquiryValues,
) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void

const empty: InquiryValues = {
  name: '',
  email: '',
  company: '',
  phone: '',
  website: '',
  timeline: '',
  message: '',
  [HONEYPOT_FIELD]: '',
}

export const fallbackError = `There was a problem sending your message. Please try again or email us directly at ${site.email}`

/** The payload: trimmed strings, empty optional fields left out, plus context and domain. */
export function toPayload(values: InquiryValues, query: ContactQuery): InquiryInput {
  const payload: Record<string, string> = {}
  for (const [key, value] of Object.entries(values)) {
    if (value.trim() !== '') payload[key] = value.trim()
  }
  if (query.context) payload.context = query.context
  if (query.domain) payload.domain = query.domain
  return payload as InquiryInput
}

/** The sending module (react-query): loaded on the visitor's first touch of the form. */
export const loadSender = () => import('./inquiry-sender')

/**
 * The inquiry form's state: the values, the opening the page's variant suggests, and one
 * submission at a time (checked on the shared rules, then sent under one idempotency key).
 */
export function useInquiryForm(query: ContactQuery, prefill: string) {
  const navigate = useNavigate()
  const [values, setValues] = useState<InquiryValues>(() => ({ ...empty, message: prefill }))
  const [sending, setSending] = useState(false)
  // One key per distinct submission: a retry of the same data cannot send twice.
  const idempotencyKey = useRef('')
  const lastPrefill = useRef(prefill)

  // The variant arrives after hydration: replace the opening unless the visitor typed.
  useEffect(() => {
    const previous = lastPrefill.current
    lastPrefill.current = prefill
    setValues((current) =>
      current.message === previous ? { ...current, message: prefill } : current,
    )
  }, [prefill])

  const update: FieldUpdate = (field) => (event) => {
    idempotencyKey.current = ''
    setValues((current) => ({ ...current, [field]: event.target.value }))
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (sending) return // a double click sends one inquiry
    setSending(true)
    try {
      // The shared rules (zod) load on the first submit, like the sender.
      const [{ parseInquiry }, sender] = await Promise.all([
        import('@inlet/shared/inquiry'),
        loadSender(),
      ])
      const payload = toPayload(values, query)
      const result = parseInquiry(payload)
      if (!result.ok) {
        setSending(false)
        toast({ variant: 'destructive', title: 'Invalid form data', description: result.message })
        return
      }
      if (!idempotencyKey.current) idempotencyKey.current = crypto.randomUUID()
      await sender.send({ payload, idempotencyKey: idempotencyKey.current })
      // Still "sending" while the thank-you page loads: the button stays disabled.
      navigate(thankYouPath(values.name.trim(), query))
    } catch (error) {
      console.error('Inquiry could not be sent', error)
      setSending(false)
      toast({
        variant: 'destructive',
        title: 'Error',
        description: error instanceof ApiError && error.message ? error.message : fallbackError,
      })
    }
  }

  return { values, update, submit, sending }
}
