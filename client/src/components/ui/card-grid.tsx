import type { BrandIcon } from '@inlet/shared/brands'
import { GlyphBadge } from './brand-icon'
import { Figures } from './figures'
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
  const grid = {
    2: 'sm:grid-cols-2',
    3: 'sm:grid-cols-2 lg:grid-cols-3',
    4: 'sm:grid-cols-2 lg:grid-cols-4',
  }[columns]
  // Two compact columns on a phone wider than 360 px: half the height of one.
  return (
    <ul className={`grid gap-3 min-[22.5rem]:grid-cols-2 sm:gap-6 ${grid}`}>
      {items.map((item, index) => (
        <li key={item.title}>
          <Reveal
            index={index}
            className="h-full rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
          >
            {/* On a phone the glyph sits beside the title, on wider screens above it; with large
                text on a phone (under 19.5 of the reader's ems), above a title it would crowd. */}
            <div className="flex items-center gap-2 max-[19.5em]:flex-wrap sm:block">
              <GlyphBadge name={item.icon} size="size-8 sm:size-12" />
              <h3 className="text-[min(1rem,6.5vw)] font-bold leading-snug text-navy sm:mt-4 sm:text-xl">
                {item.title}
              </h3>
            </div>
            <p className="mt-2 text-sm text-ink sm:text-base">
              <Figures text={item.description} />
            </p>
          </Reveal>
        </li>
      ))}
    </ul>
  )
}
