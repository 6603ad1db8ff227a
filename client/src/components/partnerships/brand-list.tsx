import type { Brand } from '@inlet/shared/brand-taxonomy'
import { contactPath } from '@inlet/shared/paths'
import { useState } from 'react'
import { useReveal } from '../../hooks/use-reveal'
import { BrandGlyph } from '../ui/brand-icon'
import { AFTER_DOTS, Breakable, WORD_STARTS } from '../ui/breakable'
import { Figures } from '../ui/figures'
import { Icon } from '../ui/icon'

/** A brand card's link to /contact with its domain (the cards drawn without scripts say it too). */
export const discussLabel = 'Let’s Discuss'

/** 30 ms per card, restarting every 12 cards (literal names so Tailwind generates them). */
const STAGGER_30 = [
  'delay-0',
  'delay-30',
  'delay-60',
  'delay-90',
  'delay-120',
  'delay-150',
  'delay-180',
  'delay-210',
  'delay-240',
  'delay-270',
  'delay-300',
  'delay-330',
]

/**
 * One card; it fades in the first time it scrolls into view, unless it was already on screen
 * as a card of the static part when the grid started drawing itself (`seen`, read at mount).
 */
function BrandCard({ brand, index, seen }: { brand: Brand; index: number; seen: boolean }) {
  const ref = useReveal<HTMLDivElement>()
  const [shownBefore] = useState(seen)
  return (
    <div
      ref={ref}
      data-visible={shownBefore ? '' : undefined}
      className={`reveal @container flex h-full flex-col rounded-2xl border border-slate-200 bg-white px-4 py-2 shadow-sm sm:p-5 ${STAGGER_30[index % 12]}`}
    >
      {/* The same card at every width; on a phone without the concept (docs/decisions/033).
          In a card narrower than 12 of the reader's ems (text at 200 %) the glyph steps aside. */}
      <div className="flex items-center gap-3">
        <span className="relative inline-flex size-10 shrink-0 items-center justify-center text-white sm:size-11 @max-[12rem]:hidden">
          <svg
            viewBox="0 0 44 44"
            className="absolute inset-0"
            aria-hidden="true"
            focusable="false"
          >
            <rect width="44" height="44" rx="12" fill={brand.brandColor} />
          </svg>
          <BrandGlyph name={brand.icon} className="relative size-6" />
        </span>
        {/* Names wrap between their words (LeStartup: Le·Startup), domains after a dot; a
            domain too long for its card is drawn smaller (docs/decisions/033). */}
        <div className="min-w-0 wrap-break-word">
          <h3 className="leading-tight font-bold text-navy">
            <Breakable text={brand.brandName} at={WORD_STARTS} />
          </h3>
          <p className="text-[min(0.875rem,8cqi)] text-mist">
            <Breakable text={brand.domain} at={AFTER_DOTS} />
          </p>
        </div>
      </div>
      <p className="mt-3 hidden flex-1 text-sm text-ink sm:block">
        <Figures text={brand.concept} />
      </p>
      <div className="flex flex-wrap items-center justify-between gap-x-2 sm:mt-4">
        <span className="rounded-full bg-foam px-2.5 py-1 text-xs font-semibold text-tide-dark">
          {brand.category}
        </span>
        <a
          href={contactPath({ domain: brand.domain })}
          className="inline-flex items-center gap-1 py-1 text-sm font-semibold whitespace-nowrap text-tide underline-offset-4 hover:underline"
          aria-label={`${discussLabel} ${brand.domain}`}
        >
          {discussLabel} <Icon name="arrow" className="size-4" />
        </a>
      </div>
    </div>
  )
}

const NOTHING_SEEN: ReadonlySet<string> = new Set()

/**
 * The portfolio's cards. Drawn by the page's first-cards static part (brands-first.tsx) and, once
 * the visitor filters or loads more, by the grid with the whole portfolio (brand-grid.tsx).
 */
export function BrandList({
  brands,
  seen = NOTHING_SEEN,
}: {
  brands: readonly Brand[]
  /** Domains of cards already on the page: they do not fade in again. */
  seen?: ReadonlySet<string>
}) {
  return (
    <ul
      className="mt-6 grid grid-cols-1 gap-2 sm:mt-8 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4"
      aria-label="Brands"
    >
      {brands.map((brand, index) => (
        <li key={brand.domain}>
          <BrandCard brand={brand} index={index} seen={seen.has(brand.domain)} />
        </li>
      ))}
    </ul>
  )
}
