import type { BrandIcon } from '@inlet/shared/brands'
import { GlyphBadge } from './brand-icon'
import { Reveal } from './reveal'

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
            <GlyphBadge name={item.icon} />
            <h3 className="mt-4 text-xl font-bold text-navy">{item.title}</h3>
            <p className="mt-2 text-ink">{item.description}</p>
          </Reveal>
        </li>
      ))}
    </ul>
  )
}
