import { describe, expect, it } from 'vitest'
import {
  brandCategories,
  brandGroupId,
  readBrandCategory,
  readBrandGroupId,
} from './brand-taxonomy.ts'

describe('readBrandCategory', () => {
  it('when the address names a category in any case, or fintech, then its filter; otherwise none', () => {
    expect(readBrandCategory('finance')).toBe('Finance')
    expect(readBrandCategory(' TECH ')).toBe('Tech')
    expect(readBrandCategory('fintech')).toBe('Finance')
    expect(readBrandCategory('FinTech')).toBe('Finance')
    expect(readBrandCategory('crypto')).toBeUndefined()
    expect(readBrandCategory('fin tech')).toBeUndefined()
    expect(readBrandCategory('')).toBeUndefined()
    expect(readBrandCategory(null)).toBeUndefined()
    expect(readBrandCategory(undefined)).toBeUndefined()
  })
})

describe('brand groups', () => {
  it('when a category names its group, then the id is category-<name> and reads back as the category', () => {
    expect(brandGroupId('Finance')).toBe('category-finance')
    for (const category of brandCategories) {
      expect(brandGroupId(category)).toMatch(/^category-[a-z]+$/)
      expect(readBrandGroupId(brandGroupId(category))).toBe(category)
    }
    expect(new Set(brandCategories.map(brandGroupId)).size).toBe(brandCategories.length)
  })

  it('when an id is not a group’s, then it names no category', () => {
    expect(readBrandGroupId('category-fintech')).toBe('Finance')
    expect(readBrandGroupId('category-crypto')).toBeUndefined()
    expect(readBrandGroupId('finance')).toBeUndefined()
    expect(readBrandGroupId('brands')).toBeUndefined()
    expect(readBrandGroupId('')).toBeUndefined()
  })
})
