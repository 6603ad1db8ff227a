import { type Brand, brandCategories, brands } from '@inlet/shared/brands'
import { describe, expect, it } from 'vitest'
import {
  chooseFilter,
  filterBrands,
  type GridState,
  INITIAL_VISIBLE,
  initialGrid,
  loadMore,
  pageSizeFor,
  remaining,
} from './brand-filter'

describe('pageSizeFor', () => {
  it('when the window is 375 px wide, then a page is 12 cards', () => {
    expect(pageSizeFor(375)).toBe(12)
  })

  it('when the window is 767 px wide (just under the breakpoint), then a page is 12 cards', () => {
    expect(pageSizeFor(767)).toBe(12)
  })

  it('when the window is 768 px wide (the breakpoint), then a page is 24 cards', () => {
    expect(pageSizeFor(768)).toBe(24)
  })
})

describe('initialGrid', () => {
  it('when the grid first renders, then the filter is All and 12 cards are visible', () => {
    expect(initialGrid).toEqual({ filter: 'All', visible: 12 })
    expect(INITIAL_VISIBLE).toBe(12)
  })
})

describe('filterBrands', () => {
  it('when the filter is All, then every brand is kept in portfolio order', () => {
    expect(filterBrands(brands, 'All')).toEqual(brands)
    expect(brands).toHaveLength(60)
  })

  for (const category of brandCategories) {
    it(`when the filter is ${category}, then only ${category} brands are kept, in portfolio order`, () => {
      const expected = brands.filter((brand) => brand.category === category)
      const result = filterBrands(brands, category)
      expect(expected.length).toBeGreaterThan(0)
      expect(result.map((brand) => brand.domain)).toEqual(expected.map((brand) => brand.domain))
      expect(result.every((brand) => brand.category === category)).toBe(true)
    })
  }

  it('when the categories are filtered one by one, then together they cover every brand exactly once', () => {
    const domains = brandCategories.flatMap((category) =>
      filterBrands(brands, category).map((brand) => brand.domain),
    )
    expect(domains.toSorted()).toEqual(brands.map((brand) => brand.domain).toSorted())
  })

  it('when no brand has the category, then the result is empty', () => {
    const onlyFinance: Brand[] = brands.filter((brand) => brand.category === 'Finance')
    expect(filterBrands(onlyFinance, 'Tech')).toEqual([])
  })
})

describe('chooseFilter', () => {
  it('when a category is chosen after loading more, then visible resets to one narrow page (12)', () => {
    const grown = loadMore(loadMore(initialGrid, 12), 12)
    expect(grown.visible).toBe(36)
    expect(chooseFilter('Finance', pageSizeFor(375))).toEqual({ filter: 'Finance', visible: 12 })
  })

  it('when a category is chosen on a wide screen, then visible resets to one wide page (24)', () => {
    expect(chooseFilter('Tech', pageSizeFor(1280))).toEqual({ filter: 'Tech', visible: 24 })
  })

  it('when All is chosen again, then the filter is All with one page visible', () => {
    expect(chooseFilter('All', 24)).toEqual({ filter: 'All', visible: 24 })
  })
})

describe('loadMore', () => {
  it('when Load More is pressed, then exactly one page is added and the filter is kept', () => {
    const state: GridState = { filter: 'Content', visible: 12 }
    expect(loadMore(state, 12)).toEqual({ filter: 'Content', visible: 24 })
    expect(loadMore(state, 24)).toEqual({ filter: 'Content', visible: 36 })
  })

  it('when Load More is pressed, then the previous state is not changed', () => {
    const state: GridState = { filter: 'All', visible: 12 }
    loadMore(state, 24)
    expect(state).toEqual({ filter: 'All', visible: 12 })
  })
})

describe('remaining', () => {
  it('when loading narrow pages of All, then the count goes 48, 36, 24, 12, 0 and stays 0', () => {
    let state = initialGrid
    const counts = [remaining(brands, state)]
    for (let i = 0; i < 5; i++) {
      state = loadMore(state, pageSizeFor(375))
      counts.push(remaining(brands, state))
    }
    expect(counts).toEqual([48, 36, 24, 12, 0, 0])
  })

  it('when loading wide pages of All, then the count goes 48, 24, 0 and never goes negative', () => {
    let state = initialGrid
    const counts = [remaining(brands, state)]
    for (let i = 0; i < 3; i++) {
      state = loadMore(state, pageSizeFor(1280))
      counts.push(remaining(brands, state))
    }
    expect(counts).toEqual([48, 24, 0, 0])
    expect(state.visible).toBe(84)
  })

  it('when a category has fewer brands than a page, then nothing remains', () => {
    const finance = brands.filter((brand) => brand.category === 'Finance').length
    expect(finance).toBeLessThan(12)
    expect(remaining(brands, chooseFilter('Finance', 12))).toBe(0)
  })

  it('when the filter is a category, then only that category is counted', () => {
    const tech = brands.filter((brand) => brand.category === 'Tech').length
    expect(remaining(brands, { filter: 'Tech', visible: 4 })).toBe(tech - 4)
    expect(remaining(brands, { filter: 'Tech', visible: 0 })).toBe(tech)
  })
})
