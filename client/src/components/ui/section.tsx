import type { BrandIcon } from '@inlet/shared/brands'
import type { ReactNode } from 'react'
import { BrandGlyph } from './brand-icon'
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
