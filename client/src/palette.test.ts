// @vitest-environment node
import { readFileSync } from 'node:fs'
import { type BrandCategory, brands } from '@inlet/shared/brands'
import { describe, expect, it } from 'vitest'

/** The colour tokens of styles.css's @theme block, by name ('navy', 'tide-dark', …). */
function themeColors(): Map<string, string> {
  const css = readFileSync(new URL('./styles.css', import.meta.url), 'utf8')
  const theme = css.match(/@theme\s*\{([\s\S]*?)\n\}/)?.[1] ?? ''
  const colors = new Map(
    [...theme.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6});/g)].map(([, name, hex]) => [
      name ?? '',
      hex ?? '',
    ]),
  )
  colors.set('white', '#ffffff')
  return colors
}

/** WCAG 2 relative luminance of a '#rrggbb' colour. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
}

/** WCAG 2 contrast ratio between two '#rrggbb' colours. */
function contrast(a: string, b: string): number {
  const [lighter = 0, darker = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (lighter + 0.05) / (darker + 0.05)
}

/** The brand tiles' colour per category (white glyph on it): the palette's darker tints. */
const tileOf: Record<BrandCategory, string> = {
  Business: 'navy',
  Finance: 'navy-soft',
  Tech: 'tide',
  Marketing: 'tide-dark',
  Content: 'sand-deep',
  Social: 'sun-deep',
}

/**
 * Every text (or glyph) colour the site draws on each background it draws it on, as tokens:
 * body copy, headings, links, eyebrows and chips on the light sections; the hero, footer, CTA
 * band and buttons on the dark ones; the brand tiles' glyphs. All are held to 4.5:1, the
 * ratio for normal text (large text and icons need only 3:1).
 */
const pairs: ReadonlyArray<readonly [text: string, background: string]> = [
  ...['ink', 'navy', 'tide', 'tide-dark', 'mist'].flatMap((text) =>
    ['white', 'sand', 'foam'].map((background) => [text, background] as const),
  ),
  ...['white', 'sun', 'foam'].flatMap((text) =>
    ['navy', 'navy-deep'].map((background) => [text, background] as const),
  ),
  ['white', 'tide'],
  ['white', 'tide-dark'],
  ...Object.values(tileOf).map((tile) => ['white', tile] as const),
]

describe('palette', () => {
  const colors = themeColors()
  const hex = (name: string) => {
    const value = colors.get(name)
    if (!value) throw new Error(`no --color-${name} in styles.css @theme`)
    return value
  }

  it('when the theme is read, then it has the navy, teal, sand and sun tokens', () => {
    for (const name of ['navy', 'tide', 'sand', 'sun', 'ink', 'mist', 'foam']) {
      expect(colors.get(name), name).toMatch(/^#[0-9a-f]{6}$/)
    }
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5)
  })

  it.each(pairs)('when %s text sits on %s, then the contrast is at least 4.5:1', (text, bg) => {
    expect(contrast(hex(text), hex(bg))).toBeGreaterThanOrEqual(4.5)
  })

  it('when a brand tile is drawn, then its colour is its category’s tint of the palette', () => {
    for (const brand of brands) {
      expect(brand.brandColor, brand.domain).toBe(hex(tileOf[brand.category]))
    }
  })
})
