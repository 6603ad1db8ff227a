import { brandCount } from 'virtual:brand-count'
import {
  type Brand,
  brandCategories,
  readBrandCategory,
  readBrandGroupId,
} from '@inlet/shared/brand-taxonomy'
import { type ComponentType, type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import { useHydratedHash, useHydratedSearchParams } from '../../hooks/use-hydrated'
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
import type { BrandList } from './brand-list'

const filters: readonly Filter[] = ['All', ...brandCategories]

/** What the grid says around its cards. */
const gridWords = {
  filters: 'Filter brands by category',
  showing: (count: number, total: number) => `Showing ${count} of ${total} brands`,
  loadMore: (left: number) => `Load More (${left} remaining)`,
} as const

/** Read when the visitor acts, so a tap the boot script replays as the app starts gets it too. */
const pageSize = () => pageSizeFor(window.innerWidth)

interface Portfolio {
  brands: readonly Brand[]
  /** The domains of the first cards, the static part's: on the page before the grid drew. */
  firstShown: ReadonlySet<string>
  List: ComponentType<Parameters<typeof BrandList>[0]>
}

/**
 * The whole portfolio and the card list that draws it, loaded when the visitor first reaches
 * for the filters or Load More: until then the first 12 cards are a static region.
 */
function usePortfolio() {
  const [portfolio, setPortfolio] = useState<Portfolio | null>(null)
  const loading = useRef<Promise<Portfolio> | null>(null)
  const load = useCallback(() => {
    loading.current ??= Promise.all([import('@inlet/shared/brands'), import('./brand-list')]).then(
      ([{ brands }, { BrandList: List }]) => {
        const firstShown = new Set(brands.slice(0, INITIAL_VISIBLE).map((brand) => brand.domain))
        const loaded = { brands, firstShown, List }
        setPortfolio(loaded)
        return loaded
      },
    )
    return loading.current
  }, [])
  return { portfolio, load }
}

/**
 * The portfolio at #brands: category filters (All first) and Load More with the count left.
 * `first` is the first 12 cards, a static part (docs/decisions/045): shown until the visitor
 * first changes the grid, then the grid draws the cards from the whole portfolio. Those 12 were
 * on the page already, so they do not fade in a second time.
 */
export function BrandGrid({ first }: { first: ReactNode }) {
  const { portfolio, load } = usePortfolio()
  const [state, setState] = useState(initialGrid)
  const grid = useRef<HTMLDivElement>(null)
  const drawn = state === initialGrid ? null : portfolio
  const shown = drawn && filterBrands(drawn.brands, state.filter).slice(0, state.visible)
  const count = shown?.length ?? Math.min(state.visible, brandCount)
  const left = drawn ? remaining(drawn.brands, state) : Math.max(0, brandCount - state.visible)
  const act = async (next: (current: GridState) => GridState) => {
    await load()
    setState(next)
  }
  // /partnerships?category=finance opens on that filter (issue 42), and so does
  // /partnerships#category-finance, where the server sends a page load of the former
  // (docs/decisions/053).
  const hash = useHydratedHash()
  const asked =
    readBrandCategory(useHydratedSearchParams().get('category')) ?? readBrandGroupId(hash.slice(1))
  // biome-ignore lint/correctness/useExhaustiveDependencies: when the address asks, not per render
  useEffect(() => {
    if (!asked) return
    void act(() => chooseFilter(asked, pageSize()))
    // The address names a group of the portfolio: the reader lands on it (issue 55).
    grid.current?.closest('section')?.scrollIntoView({ block: 'start' })
  }, [asked])

  return (
    <div ref={grid} onPointerDownCapture={() => void load()} onFocusCapture={() => void load()}>
      {/* Without scripts every card is drawn (brands-first.tsx): no filters, count or Load More. */}
      <fieldset className="flex flex-wrap gap-2 noscript:hidden">
        <legend className="sr-only">{gridWords.filters}</legend>
        {filters.map((filter) => (
          <button
            key={filter}
            type="button"
            aria-pressed={state.filter === filter}
            onClick={() => void act(() => chooseFilter(filter, pageSize()))}
            className={`min-h-10 rounded-full border px-3 py-2 text-sm font-semibold transition-colors sm:px-4 ${
              state.filter === filter
                ? 'border-navy bg-navy text-white'
                : 'border-slate-300 bg-white text-navy hover:border-tide hover:text-tide'
            }`}
          >
            {filter}
          </button>
        ))}
      </fieldset>
      <p className="sr-only noscript:hidden" aria-live="polite">
        {gridWords.showing(count, count + left)}
      </p>
      {drawn && shown ? <drawn.List brands={shown} seen={drawn.firstShown} /> : first}
      {left > 0 ? (
        <div className="mt-6 text-center sm:mt-10 noscript:hidden">
          <button
            type="button"
            className="btn-primary"
            onClick={() => void act((current) => loadMore(current, pageSize()))}
          >
            {gridWords.loadMore(left)}
          </button>
        </div>
      ) : null}
    </div>
  )
}
