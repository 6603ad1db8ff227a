import { Icon } from './icon'

/** Said to a screen reader before a step's duration. */
const durationLabel = 'Duration:'

export interface StepItem {
  title: string
  description: string
  /** Shown with a clock icon (the IP process). */
  duration?: string
}

/** A numbered process: an ordered list of cards, the number decorative (the list counts). */
export function NumberedSteps({
  steps,
  columns = 3,
}: {
  steps: readonly StepItem[]
  columns?: 3 | 4
}) {
  const grid = columns === 4 ? 'sm:grid-cols-2 lg:grid-cols-4' : 'md:grid-cols-2 lg:grid-cols-3'
  return (
    <ol className={`grid gap-6 ${grid}`}>
      {steps.map((step, index) => (
        <li
          key={step.title}
          className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <span
            aria-hidden="true"
            className="inline-flex size-10 items-center justify-center rounded-full bg-foam font-bold text-tide"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-xl font-bold text-navy">{step.title}</h3>
          <p className="mt-2 flex-1 text-ink">{step.description}</p>
          {step.duration ? (
            <p className="mt-4 flex items-center gap-2 text-sm font-semibold text-tide">
              <Icon name="clock" className="size-5" />
              <span className="sr-only">{durationLabel} </span>
              {step.duration}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  )
}
