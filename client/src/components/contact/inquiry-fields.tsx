import {
  HONEYPOT_FIELD,
  INQUIRY_LIMITS,
  timelineLabels,
  timelines,
} from '@inlet/shared/inquiry-fields'
import type { InputHTMLAttributes } from 'react'
import { FormField } from '../ui/form-field'
import type { FieldUpdate, InquiryField, InquiryValues } from './use-inquiry-form'

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
  },
  {
    id: 'website',
    label: 'Website',
    required: false,
    type: 'url',
    autoComplete: 'url',
    placeholder: 'https://',
    maxLength: INQUIRY_LIMITS.website,
  },
] as const satisfies ReadonlyArray<
  { id: InquiryField; label: string; required: boolean } & InputHTMLAttributes<HTMLInputElement>
>

const fieldId = (field: keyof InquiryValues) => `inquiry-${field}`

/** Every field of the inquiry form, the honeypot included. */
export function InquiryFields({ values, update }: { values: InquiryValues; update: FieldUpdate }) {
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        {textInputs.map(({ id, label, required, ...attributes }) => (
          <FormField key={id} htmlFor={fieldId(id)} label={label} required={required}>
            <input
              id={fieldId(id)}
              name={id}
              required={required}
              aria-required={required}
              className="field"
              value={values[id]}
              onChange={update(id)}
              {...attributes}
            />
          </FormField>
        ))}
        <FormField htmlFor={fieldId('timeline')} label="Timeline" required={false}>
          <select
            id={fieldId('timeline')}
            name="timeline"
            className="field"
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
        hint={`At least ${INQUIRY_LIMITS.messageMin} characters: your traction, what you need and when.`}
      >
        <textarea
          id={fieldId('message')}
          name="message"
          required
          aria-required="true"
          aria-describedby={`${fieldId('message')}-hint`}
          className="field min-h-[160px] sm:min-h-[200px]"
          value={values.message}
          onChange={update('message')}
          maxLength={INQUIRY_LIMITS.messageMax}
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
