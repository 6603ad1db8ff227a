import type { ReactNode } from 'react'

interface FormFieldProps {
  /** The id of the control inside; its hint gets `<id>-hint`. */
  htmlFor: string
  label: string
  /** true: a red asterisk; false: "(optional)"; left out: no mark (every field required). */
  required?: boolean
  hint?: string
  children: ReactNode
}

/** A labeled form control with its required mark and hint, as both site forms show them. */
export function FormField({ htmlFor, label, required, hint, children }: FormFieldProps) {
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
            <span className="text-sm font-normal text-mist">(optional)</span>
          </>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={`${htmlFor}-hint`} className="mt-1 text-sm text-mist">
          {hint}
        </p>
      ) : null}
    </div>
  )
}
