import type { BrandIcon } from '@inlet/shared/brands'
import type { ReactNode } from 'react'
import { BrandGlyph } from './brand-icon'
import { Icon } from './icon'
import { Reveal } from './reveal'

interface SectionProps {
  id: string
  title: string
  eyebrow?: string
  lead?: string
  tone?: 'white' | 'sand' | 'foam'
  children: ReactNode
}

const tones = { white: 'bg-white', sand: 'bg-sand', foam: 'bg-foam' }

/** A titled page section; its heading labels it for assistive technology. */
export function Section({ id, title, eyebrow, lead, tone = 'white', children }: SectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`${tones[tone]} py-16 sm:py-20`}>
      <div className="container-page">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h2
          id={`${id}-title`}
          className="mt-2 max-w-3xl font-display text-3xl font-bold text-navy sm:text-4xl"
        >
          {title}
        </h2>
        {lead ? <p className="mt-4 max-w-3xl text-lg text-ink">{lead}</p> : null}
        <div className="mt-10">{children}</div>
      </div>
    </section>
  )
}

export interface CardItem {
  icon: BrandIcon
  title: string
  description: string
}

/** Icon cards that fade in one after another (150 ms apart). */
export function CardGrid({
  items,
  columns = 3,
}: {
  items: readonly CardItem[]
  columns?: 2 | 3 | 4
}) {
  const grid = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' }[
    columns
  ]
  return (
    <ul className={`grid gap-6 ${grid}`}>
      {items.map((item, index) => (
        <li key={item.title}>
          <Reveal
            index={index}
            className="h-full rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <span className="inline-flex size-12 items-center justify-center rounded-xl bg-foam text-tide">
              <BrandGlyph name={item.icon} />
            </span>
            <h3 className="mt-4 text-xl font-bold text-navy">{item.title}</h3>
            <p className="mt-2 text-ink">{item.description}</p>
          </Reveal>
        </li>
      ))}
    </ul>
  )
}

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
              <span className="sr-only">Duration: </span>
              {step.duration}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  )
}

/** Figures as a definition list: the value large, its label below. */
export function StatGrid({
  items,
  columns,
}: {
  items: ReadonlyArray<{ value: string; label: string }>
  columns: 4 | 5
}) {
  return (
    <dl
      className={`grid gap-6 sm:grid-cols-2 ${columns === 5 ? 'lg:grid-cols-5' : 'lg:grid-cols-4'}`}
    >
      {items.map((item) => (
        <div
          key={item.label}
          className="flex flex-col-reverse rounded-2xl bg-white p-6 text-center shadow-sm"
        >
          <dt className="mt-2 text-sm text-mist">{item.label}</dt>
          <dd className="font-display text-3xl font-bold text-navy">{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}
