/**
 * Issue 24, item 3: each section of the site opens with a hero of its own character. On every
 * route at 320 to 1920 px its motif is drawn whole (inside the hero and the viewport, never cut
 * off at an edge) and covers no text of the hero; each section's motif differs from the others.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { builtRoutes } from './site.ts'

const widths = [320, 390, 768, 1440, 1920] as const

/** The site's sections, each with a motif of its own, and the pages that open with it. */
const sections: Record<string, readonly string[]> = {
  home: ['/'],
  partnerships: ['/partnerships'],
  fintech: ['/partnerships/fintech-ventures'],
  aiml: ['/partnerships/ai-ml-startups'],
  saas: ['/partnerships/saas-companies'],
  ip: ['/intellectual-property'],
  about: ['/about'],
  reading: ['/blog', '/resources', '/resources/glossary'],
  contact: ['/contact'],
  received: ['/contact/thank-you'],
  legal: ['/privacy', '/terms'],
}
const sectionOf = new Map(
  Object.entries(sections).flatMap(([name, paths]) => paths.map((path) => [path, name])),
)
/** Articles open with their own cover art on a light header, not a hero band. */
const isArticle = (path: string) => path.startsWith('/blog/')

interface Box {
  left: number
  right: number
  top: number
  bottom: number
}

/** The motif's drawn shapes, the hero's text and controls, the hero and the viewport, in px. */
function measure(page: Page) {
  return page.evaluate(() => {
    const box = (r: DOMRect) => ({ left: r.left, right: r.right, top: r.top, bottom: r.bottom })
    const motif = document.querySelector('svg[data-motif]')
    const hero = motif?.closest('section')
    if (!motif || !hero) return null
    const shapes = [...motif.querySelectorAll('path, circle, ellipse, rect, line, polygon')].map(
      (shape) => box(shape.getBoundingClientRect()),
    )
    // Every line of text (a text node's own line boxes, not its block's), and every control or
    // picture the hero holds besides the motif.
    const texts: Array<{ text: string; box: Box }> = []
    const walker = document.createTreeWalker(hero, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? ''
      if (!text || node.parentElement?.closest('svg')) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      for (const line of range.getClientRects()) texts.push({ text, box: box(line) })
    }
    for (const element of hero.querySelectorAll('a, button, img, svg:not([data-motif])')) {
      texts.push({
        text: element.outerHTML.slice(0, 40),
        box: box(element.getBoundingClientRect()),
      })
    }
    return {
      name: motif.getAttribute('data-motif') ?? '',
      drawing: motif.innerHTML,
      motif: box(motif.getBoundingClientRect()),
      shapes,
      texts,
      hero: box(hero.getBoundingClientRect()),
      viewport: document.documentElement.clientWidth,
    }
  })
}

const inside = (inner: Box, outer: Box) =>
  inner.left >= outer.left - 0.5 &&
  inner.right <= outer.right + 0.5 &&
  inner.top >= outer.top - 0.5 &&
  inner.bottom <= outer.bottom + 0.5
const overlap = (a: Box, b: Box) =>
  Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
  Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5
const round = (b: Box) =>
  `${Math.round(b.left)}–${Math.round(b.right)} × ${Math.round(b.top)}–${Math.round(b.bottom)}`

for (const { path } of builtRoutes) {
  const outcome = isArticle(path)
    ? 'it opens with its cover art, not a hero band'
    : "its hero's motif is whole and clear of text"
  test(`when ${path} opens at 320 to 1920 px, then ${outcome}`, async ({ page }) => {
    const problems: string[] = []
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(path)
      const found = await measure(page)
      if (isArticle(path)) {
        expect(found, 'an article has no hero band').toBeNull()
        continue
      }
      expect(found, `a motif in the hero of ${path}`).not.toBeNull()
      if (!found) continue
      // The sections the site was drawn for open with their own; a page added since may
      // borrow any section's motif (docs/architecture.md, "Add a page").
      if (sectionOf.has(path)) expect(found.name).toBe(sectionOf.get(path))
      expect(found.shapes.length).toBeGreaterThan(0)
      const screen = { left: 0, right: found.viewport, top: -Infinity, bottom: Infinity }
      for (const shape of [found.motif, ...found.shapes]) {
        if (!inside(shape, screen))
          problems.push(`${width}px: shape ${round(shape)} cut off by the viewport`)
        if (!inside(shape, found.hero))
          problems.push(`${width}px: shape ${round(shape)} outside the hero ${round(found.hero)}`)
        for (const text of found.texts) {
          if (overlap(shape, text.box))
            problems.push(
              `${width}px: shape ${round(shape)} over "${text.text}" ${round(text.box)}`,
            )
        }
      }
    }
    expect(problems).toEqual([])
  })
}

test('when each section opens, then its motif is drawn differently from every other section’s', async ({
  page,
}) => {
  const drawings = new Map<string, string>()
  for (const [name, paths] of Object.entries(sections)) {
    for (const path of paths) {
      await page.goto(path)
      const found = await measure(page)
      expect(found?.name, path).toBe(name)
      const seen = drawings.get(name)
      if (seen === undefined) drawings.set(name, found?.drawing ?? '')
      else expect(found?.drawing, `${path} draws its section's motif`).toBe(seen)
    }
  }
  expect(new Set(drawings.values()).size).toBe(Object.keys(sections).length)
})
