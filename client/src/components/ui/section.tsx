import type { ReactNode } from 'react'
import { Figures } from './figures'

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
    <section id={id} aria-labelledby={`${id}-title`} className={`${tones[tone]} py-8 sm:py-20`}>
      <div className="container-page">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h2
          id={`${id}-title`}
          className="mt-2 max-w-3xl font-display text-2xl/tight font-bold text-navy sm:text-4xl"
        >
          {title}
        </h2>
        {lead ? (
          <p className="mt-4 max-w-3xl text-ink sm:text-lg">
            <Figures text={lead} />
          </p>
        ) : null}
        <div className="mt-6 sm:mt-10">{children}</div>
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
      className={`flex flex-wrap gap-3 sm:grid sm:grid-cols-2 sm:gap-6 ${columns === 5 ? 'lg:grid-cols-3' : 'lg:grid-cols-4'}`}
    >
      {items.map((item) => (
        <div
          key={item.label}
          className="flex flex-[1_1_8rem] flex-col-reverse rounded-2xl bg-white p-4 text-center shadow-sm sm:p-6"
        >
          <dt className="mt-1 text-sm text-mist sm:mt-2">
            <Figures text={item.label} />
          </dt>
          <dd
            className="font-display text-[min(1.25rem,7vw)] font-bold whitespace-nowrap text-navy sm:text-3xl"
            data-figure=""
          >
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
