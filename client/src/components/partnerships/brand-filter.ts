import type { Brand, BrandCategory } from '@inlet/shared/brand-taxonomy'

/** 12 cards at first; Load More adds 12 under 768 px, 24 from 768 px up. */
export const INITIAL_VISIBLE = 12
export const NARROW_PAGE = 12
export const WIDE_PAGE = 24
export const WIDE_FROM_PX = 768

export type Filter = 'All' | BrandCategory

export interface GridState {
  filter: Filter
  visible: number
}

export const initialGrid: GridState = { filter: 'All', visible: INITIAL_VISIBLE }

export function pageSizeFor(width: number): number {
  return width < WIDE_FROM_PX ? NARROW_PAGE : WIDE_PAGE
}

export function filterBrands(brands: readonly Brand[], filter: Filter): readonly Brand[] {
  return filter === 'All' ? brands : brands.filter((brand) => brand.category === filter)
}

/** Choosing a category starts again with one page of cards. */
export function chooseFilter(filter: Filter, pageSize: number): GridState {
  return { filter, visible: pageSize }
}

export function loadMore(state: GridState, pageSize: number): GridState {
  return { ...state, visible: state.visible + pageSize }
}

/** How many matching cards are still hidden (the Load More button shows it; 0 hides the button). */
export function remaining(brands: readonly Brand[], state: GridState): number {
  return Math.max(0, filterBrands(brands, state.filter).length - state.visible)
}
