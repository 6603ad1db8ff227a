// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { cardContent, cardFonts, renderCard } from './social-card'

const mark = readFileSync(new URL('../public/images/logo.svg', import.meta.url), 'utf8')
const home = { name: 'Home', path: '/' }

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) })

describe('cardContent', () => {
  it('when the page is an article, then the card shows its title, category and reading time', () => {
    const card = cardContent(
      { path: '/blog/x', title: 'Short | Inlet Ventures' },
      [home, { name: 'Blog', path: '/blog' }],
      {
        title: 'Raising Capital During Market Uncertainty',
        category: 'Fundraising & Capital',
        readTime: 8,
      },
    )
    expect(card).toEqual({
      heading: 'Raising Capital During Market Uncertainty',
      section: 'Blog · Fundraising & Capital',
      readTime: 8,
    })
  })

  it('when the page is nested, then the section is its breadcrumb trail and the heading drops the studio’s name', () => {
    const card = cardContent(
      {
        path: '/partnerships/fintech-ventures',
        title: 'Fintech Venture Partnerships | Inlet Ventures',
      },
      [
        home,
        { name: 'Partnerships', path: '/partnerships' },
        { name: 'Fintech Ventures', path: '/partnerships/fintech-ventures' },
      ],
    )
    expect(card).toEqual({
      heading: 'Fintech Venture Partnerships',
      section: 'Partnerships · Fintech Ventures',
    })
  })

  it('when the page is the home page, then its section is Home and the studio’s name leading the title is dropped', () => {
    const card = cardContent(
      { path: '/', title: 'Inlet Ventures | Startup Studio & Venture Partner in Jupiter, FL' },
      [home],
    )
    expect(card).toEqual({
      heading: 'Startup Studio & Venture Partner in Jupiter, FL',
      section: 'Home',
    })
  })
})

describe('renderCard', () => {
  it('when two pages are drawn, then each is a 1200×630 PNG and they differ', async () => {
    const a = await renderCard(
      { heading: 'About Our Founder-Focused Studio', section: 'About' },
      mark,
      'example.com',
    )
    const b = await renderCard(
      {
        heading: 'Raising Capital During Market Uncertainty',
        section: 'Blog · Fundraising & Capital',
        readTime: 8,
      },
      mark,
      'example.com',
    )
    for (const png of [a, b]) {
      expect(png.subarray(1, 4).toString('latin1')).toBe('PNG')
      expect(pngSize(png)).toEqual({ width: 1200, height: 630 })
    }
    expect(a.equals(b)).toBe(false)
  })
})

describe('cardFonts', () => {
  it('when a card is drawn, then its faces are the ones the pages’ stylesheet serves, and only those', () => {
    const css = readFileSync(new URL('../src/styles.css', import.meta.url), 'utf8')
    const display = css.match(/--font-display:\s*([^,;]+)/)?.[1]
    const served = [
      ...css.matchAll(
        /@font-face\s*\{\s*font-family:\s*([^;]+);\s*font-weight:\s*(\d+);[^}]*src:\s*url\(/g,
      ),
    ].map(([, family, weight]) => `${family} ${weight}`)
    const drawn = cardFonts().map((font) => `${font.name} ${font.weight}`)
    expect(display).toBe('Gelasio')
    expect(drawn).toEqual(served)
    expect(drawn.every((face) => face.startsWith(`${display} `))).toBe(true)
  })
})
