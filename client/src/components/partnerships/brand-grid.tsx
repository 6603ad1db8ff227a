import { brandCount, firstBrands } from 'virtual:brands-first'
import { type Brand, brandCategories } from '@inlet/shared/brand-taxonomy'
import { contactPath } from '@inlet/shared/paths'
import { useCallback, useEffect, useRef, useState } from 'react'
import { Link } from 'react-router-dom'
import { BrandGlyph } from '../ui/brand-icon'
import { Icon } from '../ui/icon'
import { Reveal } from '../ui/reveal'
import {
  chooseFilter,
  type Filter,
  filterBrands,
  type GridState,
  INITIAL_VISIBLE,
  initialGrid,
  loadMore,
  pageSizeFor,
  remaining,
} from './brand-filter'

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

const filters: readonly Filter[] = ['All', ...brandCategories]

function usePageSize(): number {
  // The server and the first render use the narrow size; the real width is read after.
  const [size, setSize] = useState(INITIAL_VISIBLE)
  useEffect(() => {
    const update = () => setSize(pageSizeFor(window.innerWidth))
    update()
    window.addEventListener('resize', update)
    return () => window.removeEventListener('resize', update)
  }, [])
  return size
}

function BrandCard({ brand, index }: { brand: Brand; index: number }) {
  return (
    <Reveal
      className={`flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm ${STAGGER_30[index % 12]}`}
    >
      <div className="flex items-center gap-3">
        <span className="relative inline-flex size-11 shrink-0 items-center justify-center text-white">
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
        <div className="min-w-0">
          <h3 className="truncate font-bold text-navy">{brand.brandName}</h3>
          <p className="truncate text-sm text-mist">{brand.domain}</p>
        </div>
      </div>
      <p className="mt-3 flex-1 text-sm text-ink">{brand.concept}</p>
      <div className="mt-4 flex items-center justify-between gap-2">
        <span className="rounded-full bg-foam px-2.5 py-1 text-xs font-semibold text-tide-dark">
          {brand.category}
        </span>
        <Link
          to={contactPath({ domain: brand.domain })}
          className="inline-flex min-h-10 items-center gap-1 text-sm font-semibold text-tide underline-offset-4 hover:underline"
          aria-label={`Let’s Discuss ${brand.domain}`}
        >
          Let’s Discuss <Icon name="arrow" className="size-4" />
        </Link>
      </div>
    </Reveal>
  )
}

/**
 * The whole portfolio, loaded when the visitor first reaches for the filters or Load More:
 * the page itself ships only the first 12 cards (virtual:brands-first).
 */
function useAllBrands() {
  const [all, setAll] = useState<readonly Brand[] | null>(null)
  const loading = useRef<Promise<readonly Brand[]> | null>(null)
  const load = useCallback(() => {
    loading.current ??= import('@inlet/shared/brands').then(({ brands }) => {
      setAll(brands)
      return brands
    })
    return loading.current
  }, [])
  return { all, load }
}

/** The portfolio at #brands: category filters (All first) and Load More with the count left. */
export function BrandGrid() {
  const pageSize = usePageSize()
  const { all, load } = useAllBrands()
  const [state, setState] = useState(initialGrid)
  const list = all ?? firstBrands
  const shown = filterBrands(list, state.filter).slice(0, state.visible)
  const left = all ? remaining(all, state) : Math.max(0, brandCount - state.visible)
  const act = async (next: (current: GridState) => GridState) => {
    await load()
    setState(next)
  }

  return (
    <div onPointerDownCapture={() => void load()} onFocusCapture={() => void load()}>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Filter brands by category</legend>
        {filters.map((filter) => (
          <button
            key={filter}
            type="button"
            aria-pressed={state.filter === filter}
            onClick={() => void act(() => chooseFilter(filter, pageSize))}
            className={`min-h-10 rounded-full border px-4 py-2 text-sm font-semibold transition-colors ${
              state.filter === filter
                ? 'border-navy bg-navy text-white'
                : 'border-slate-300 bg-white text-navy hover:border-tide hover:text-tide'
            }`}
          >
            {filter}
          </button>
        ))}
      </fieldset>
      <p className="sr-only" aria-live="polite">
        Showing {shown.length} of {shown.length + left} brands
      </p>
      <ul
        className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
        aria-label="Brands"
      >
        {shown.map((brand, index) => (
          <li key={brand.domain}>
            <BrandCard brand={brand} index={index} />
          </li>
        ))}
      </ul>
      {left > 0 ? (
        <div className="mt-10 text-center">
          <button
            type="button"
            className="btn-primary"
            onClick={() => void act((current) => loadMore(current, pageSize))}
          >
            Load More ({left} remaining)
          </button>
        </div>
      ) : null}
    </div>
  )
}
