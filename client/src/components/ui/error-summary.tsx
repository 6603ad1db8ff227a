import type { MouseEvent, Ref } from 'react'

interface ErrorSummaryProps {
  /** Each wrong field's message, by field, in form order. */
  errors: Partial<Record<string, string>>
  /** The id of a field's control, which each message links to. */
  fieldId: (field: string) => string
  ref: Ref<HTMLDivElement>
}

/** The summary's heading (GOV.UK's words, in Title Case). */
const heading = 'There Is a Problem'

/** Brings a field into view with its label and focuses it (the link's own jump would hide the label). */
function focusField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const field = document.getElementById(id)
  if (!field) return
  event.preventDefault()
  field.parentElement?.scrollIntoView({ block: 'center' })
  field.focus({ preventScroll: true })
}

/**
 * The GOV.UK error summary: at the top of the form, a list of what is wrong, each linking to
 * its field. The form focuses it after a submit with errors; it shrinks as fields are fixed.
 */
export function ErrorSummary({ errors, fieldId, ref }: ErrorSummaryProps) {
  const entries = Object.entries(errors).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  )
  if (entries.length === 0) return null
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="rounded-xl border-2 border-red-700 bg-white p-4 focus:outline-3 focus:outline-offset-2 focus:outline-navy"
    >
      <div role="alert">
        <h2 id={`${fieldId('summary')}-title`} className="font-semibold text-red-700">
          {heading}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {entries.map(([field, message]) => (
            <li key={field}>
              <a
                href={`#${fieldId(field)}`}
                onClick={(event) => focusField(event, fieldId(field))}
                className="font-medium text-red-700 underline underline-offset-4"
              >
                {message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
