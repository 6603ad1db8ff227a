import type { ReactNode } from 'react'

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
