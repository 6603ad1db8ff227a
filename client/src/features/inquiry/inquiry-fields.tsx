import type { InquiryInput } from '@inlet/shared/inquiry'
import {
  HONEYPOT_FIELD,
  INQUIRY_LIMITS,
  PHONE_CHARACTERS,
  PHONE_PATTERN,
  type PROOF_FIELD,
  timelineLabels,
  timelines,
} from '@inlet/shared/inquiry-fields'
import type { ChangeEvent, InputHTMLAttributes, ReactNode } from 'react'
import { FormField, fieldState } from '../../components/ui/form-field'
import { useHydrated } from '../../hooks/use-hydrated'
import { lengthId, MessageLength, showsLength } from './message-length'
import type { EmailHintState } from './use-email-hint'

/** What the visitor types, by the shared schema's field names (the query adds context and domain). */
export type InquiryValues = Record<
  Exclude<keyof InquiryInput, 'context' | 'domain' | typeof PROOF_FIELD>,
  string
>
/** The fields the visitor sees. */
export type InquiryField = Exclude<keyof InquiryValues, typeof HONEYPOT_FIELD>
export type FieldUpdate = (
  field: keyof InquiryValues,
) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void

export const emptyValues: InquiryValues = {
  name: '',
  email: '',
  company: '',
  phone: '',
  website: '',
  timeline: '',
  message: '',
  [HONEYPOT_FIELD]: '',
}

/** The single-line fields, in form order, with their input types, autofill hints and limits. */
const textInputs = [
  {
    id: 'name',
    label: 'Name',
    required: true,
    autoComplete: 'name',
    maxLength: INQUIRY_LIMITS.name,
  },
  {
    id: 'email',
    label: 'Email',
    required: true,
    type: 'email',
    autoComplete: 'email',
    maxLength: INQUIRY_LIMITS.email,
  },
  {
    id: 'company',
    label: 'Company / business name',
    required: true,
    autoComplete: 'organization',
    maxLength: INQUIRY_LIMITS.company,
  },
  {
    id: 'phone',
    label: 'Phone',
    required: false,
    type: 'tel',
    autoComplete: 'tel',
    placeholder: '(555) 123-4567',
    maxLength: INQUIRY_LIMITS.phone,
    pattern: PHONE_PATTERN,
    title: PHONE_CHARACTERS,
  },
  {
    id: 'website',
    label: 'Website',
    required: false,
    // Not type="url": that would refuse "acme.com", which the studio takes (docs/decisions/009).
    inputMode: 'url',
    autoComplete: 'url',
    placeholder: 'acme.com',
    maxLength: INQUIRY_LIMITS.website,
  },
] as const satisfies ReadonlyArray<
  { id: InquiryField; label: string; required: boolean } & InputHTMLAttributes<HTMLInputElement>
>

const fieldId = (field: keyof InquiryValues) => `inquiry-${field}`
/** The email hint's id, which the email field names as describing it. */
export const hintId = `${fieldId('email')}-suggestion`

interface InquiryFieldsProps {
  values: InquiryValues
  update: FieldUpdate
  errors: Partial<Record<string, string>>
  hint: Pick<EmailHintState, 'hint' | 'check'>
  /** "Did you mean …?" under the email field, when there is one (id `hintId`). */
  emailNote: ReactNode
}

/** Every field of the inquiry form, the honeypot included, each with its error. */
export function InquiryFields({ values, update, errors, hint, emailNote }: InquiryFieldsProps) {
  // Before the script runs the browser's own checks (required, type, minlength, maxlength,
  // pattern) guard the native post; then the form's own, and the count (docs/decisions/026).
  const hydrated = useHydrated()
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        {textInputs.map(({ id, label, required, ...attributes }) => (
          <FormField
            key={id}
            htmlFor={fieldId(id)}
            label={label}
            required={required}
            error={errors[id]}
            note={id === 'email' ? emailNote : null}
          >
            <input
              id={fieldId(id)}
              name={id}
              required={required}
              aria-required={required}
              className="field aria-invalid:border-red-700"
              value={values[id]}
              onChange={update(id)}
              onBlur={id === 'email' ? hint.check : undefined}
              {...fieldState(fieldId(id), errors[id], id === 'email' && hint.hint ? hintId : '')}
              {...attributes}
            />
          </FormField>
        ))}
        <FormField
          htmlFor={fieldId('timeline')}
          label="Timeline"
          required={false}
          error={errors.timeline}
        >
          <select
            id={fieldId('timeline')}
            name="timeline"
            {...fieldState(fieldId('timeline'), errors.timeline)}
            className="field aria-invalid:border-red-700"
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
        htmlFor={fieldId('message')}
        label="Message"
        required
        error={errors.message}
        hint={`At least ${INQUIRY_LIMITS.messageMin} characters: your traction, what you need and when.`}
        note={<MessageLength fieldId={fieldId('message')} message={values.message} />}
      >
        <textarea
          id={fieldId('message')}
          name="message"
          required
          aria-required="true"
          {...fieldState(
            fieldId('message'),
            errors.message,
            `${fieldId('message')}-hint`,
            showsLength(values.message) ? lengthId(fieldId('message')) : '',
          )}
          className="field min-h-[160px] aria-invalid:border-red-700 sm:min-h-[200px]"
          value={values.message}
          onChange={update('message')}
          minLength={INQUIRY_LIMITS.messageMin}
          maxLength={hydrated ? undefined : INQUIRY_LIMITS.messageMax}
        />
      </FormField>
      {/* Honeypot: invisible to people and assistive technology; bots fill it. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={fieldId(HONEYPOT_FIELD)}>Fax (leave this empty)</label>
        <input
          id={fieldId(HONEYPOT_FIELD)}
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={values[HONEYPOT_FIELD]}
          onChange={update(HONEYPOT_FIELD)}
        />
      </div>
    </>
  )
}
