import type { ReactNode } from 'react'

/** What a field says beside its label and before its error. */
const fieldWords = { optional: '(optional)', error: 'Error:' } as const

interface FormFieldProps {
  /** The id of the control inside; its hint gets `<id>-hint`, its error `<id>-error`. */
  htmlFor: string
  label: string
  /** true: a red asterisk; false: "(optional)"; left out: no mark (every field required). */
  required?: boolean
  hint?: string
  /** What is wrong with the value, shown next to it until it is fixed. */
  error?: string | undefined
  /** More under the control (the email field's "Did you mean …?"). */
  children: ReactNode
  note?: ReactNode
}

/** The control's ARIA state: invalid while it has an error, described by its hint and error. */
export function fieldState(id: string, error: string | undefined, ...described: string[]) {
  const ids = [...described, error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids || undefined,
  } as const
}

/** A labeled form control with its required mark, hint and error, as both site forms show them. */
export function FormField({
  htmlFor,
  label,
  required,
  hint,
  error,
  note,
  children,
}: FormFieldProps) {
  return (
    <div>
      <label htmlFor={htmlFor} className="mb-1.5 block font-medium">
        {label}
        {required === true ? (
          <span className="ml-0.5 text-red-700" aria-hidden="true">
            *
          </span>
        ) : null}
        {required === false ? (
          <>
            {' '}
            <span className="text-sm font-normal text-mist">{fieldWords.optional}</span>
          </>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${htmlFor}-hint`} className="mt-1 text-sm text-mist">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${htmlFor}-error`} className="mt-1 text-sm font-medium text-red-700">
          <span className="sr-only">{fieldWords.error} </span>
          {error}
        </p>
      ) : null}
      {note}
    </div>
  )
}
