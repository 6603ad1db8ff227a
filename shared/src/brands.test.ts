import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import {
  type BrandCategory,
  brandCategories,
  brandIcons,
  brands,
  findBrand,
  industryTags,
} from './brands.ts'

/** The shape every portfolio entry must have (kept here: the data module stays zod-free for the browser). */
const domainPattern = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/

const brandSchema = z.object({
  domain: z.string().check(z.regex(domainPattern)),
  brandName: z.string().check(z.minLength(2), z.maxLength(40)),
  brandColor: z.string().check(z.regex(/^#[0-9a-f]{6}$/)),
  concept: z.string().check(z.minLength(40), z.maxLength(160)),
  category: z.enum(brandCategories),
  icon: z.enum(brandIcons),
  featured: z.optional(z.literal(true)),
  industries: z.array(z.enum(industryTags)),
})

const featuredNames = [
  'LeStartup',
  'Venture Capital Index',
  'BriteBrain',
  'Digital BizCard',
  'Thrive Partners',
  'Dot Coders',
  'Forge Digital',
  'Startup Suites',
]

/** WCAG 2 relative luminance of a '#rrggbb' colour. */
function relativeLuminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
}

/** WCAG 2 contrast ratio between two '#rrggbb' colours. */
function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x)
  return ((lighter ?? 0) + 0.05) / ((darker ?? 0) + 0.05)
}

describe('brands', () => {
  it('when the portfolio is loaded, then it has 60 entries that all pass brandSchema', () => {
    expect(brands).toHaveLength(60)
    for (const brand of brands) {
      const result = brandSchema.safeParse(brand)
      expect(result.success, `${brand.domain}: ${JSON.stringify(result.error?.issues)}`).toBe(true)
    }
  })

  it('when domains and brand names are compared, then none repeats', () => {
    const domains = new Set(brands.map((brand) => brand.domain.toLowerCase()))
    const names = new Set(brands.map((brand) => brand.brandName))
    expect(domains.size).toBe(brands.length)
    expect(names.size).toBe(brands.length)
  })

  it('when featured brands are listed, then they are the first 8 in order and no others', () => {
    expect(brands.slice(0, 8).map((brand) => brand.brandName)).toEqual(featuredNames)
    expect(brands.slice(0, 8).every((brand) => brand.featured === true)).toBe(true)
    expect(brands.slice(8).filter((brand) => brand.featured !== undefined)).toEqual([])
  })

  it('when brands are grouped by category, then every category has at least 7', () => {
    const counts = new Map<BrandCategory, number>()
    for (const brand of brands) counts.set(brand.category, (counts.get(brand.category) ?? 0) + 1)
    for (const category of brandCategories) {
      expect(counts.get(category) ?? 0, category).toBeGreaterThanOrEqual(7)
    }
  })

  it('when industry tags are counted, then there are 8+ Fintech, 8+ AI & ML and 6+ SaaS', () => {
    const count = (tag: string) => brands.filter((brand) => brand.industries.some((t) => t === tag))
    expect(count('Fintech').length).toBeGreaterThanOrEqual(8)
    expect(count('AI & ML').length).toBeGreaterThanOrEqual(8)
    expect(count('SaaS').length).toBeGreaterThanOrEqual(6)
  })

  it('when white text sits on a brand colour, then the contrast is at least 4.5:1', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5)
    for (const brand of brands) {
      expect(contrastRatio('#ffffff', brand.brandColor), brand.domain).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('when concepts are compared, then one cuts video into short clips and one turns interviews into content', () => {
    const matching = (pattern: RegExp) =>
      brands.filter((brand) => pattern.test(brand.concept)).map((brand) => brand.brandName)
    expect(matching(/\b(clips|shorts|recap)\b/i)).toEqual(['ReelRiver'])
    expect(matching(/\binterview/i)).toEqual(['CaseStudy Co'])
  })

  it('when concepts are shown, then their apostrophes are curly', () => {
    for (const brand of brands) expect(brand.concept, brand.domain).not.toContain("'")
  })
})

describe('findBrand', () => {
  it('when the domain has other casing and surrounding whitespace, then it finds the brand', () => {
    expect(findBrand('  LeStartup.com ')?.brandName).toBe('LeStartup')
    expect(findBrand('VentureCapitalIndex.COM')?.brandName).toBe('Venture Capital Index')
  })

  it('when the domain is not in the portfolio, then it returns undefined', () => {
    expect(findBrand('unknown-brand.com')).toBeUndefined()
    expect(findBrand('')).toBeUndefined()
  })
})
