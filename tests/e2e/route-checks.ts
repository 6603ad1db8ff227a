/**
 * The checks every route passes at every width (routes.spec.ts visits each route once per width
 * and runs them all on that visit), and the shapes other specs reuse: issue 24's layouts
 * (item 4) and section heroes (item 3), and the display face (docs/decisions/031, 037).
 */
import { figurePattern } from '@inlet/shared/figures'
import type { Page } from '@playwright/test'

/** From a 320 px phone (or a 640 px window at 200 % zoom, WCAG 1.4.10) to a 1920 px screen. */
export const widths = [320, 390, 768, 1440, 1920] as const

/** Elements that cut their text short (an ellipsis, a line clamp) and have more than they show. */
export function truncated(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((element) => {
        const style = getComputedStyle(element)
        const clamps = style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none'
        return (
          clamps &&
          element.clientWidth > 0 &&
          (element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight)
        )
      })
      .map((element) => element.textContent?.trim() ?? ''),
  )
}

/**
 * Buttons (not the FAQ's questions) and links drawn as buttons whose visible label breaks over more than one line, or
 * that stick out of the window.
 */
export function brokenButtons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    /** Distinct lines (tops of line boxes) a run of text is drawn on. */
    const lines = (range: Range) =>
      new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)))
        .size
    const controls = document.querySelectorAll<HTMLElement>(
      'button, a[class*="btn"], a[aria-label^="Let’s Discuss"]',
    )
    return [...controls].flatMap((control) => {
      const box = control.getBoundingClientRect()
      if (box.width === 0) return []
      const label = document.createRange()
      const texts = [...control.querySelectorAll('*'), control]
        .filter((node) => !node.closest('.sr-only'))
        .flatMap((node) => [...node.childNodes].filter((child) => child.nodeType === 3))
        .filter((text) => text.textContent?.trim())
      const first = texts[0]
      const last = texts.at(-1)
      if (!first || !last) return []
      label.setStartBefore(first)
      label.setEndAfter(last)
      const name = control.textContent?.trim() ?? ''
      const problems = []
      if (lines(label) > 1) problems.push(`"${name}" breaks over ${lines(label)} lines`)
      if (box.right > document.documentElement.clientWidth + 1 || box.left < -1)
        problems.push(`"${name}" sticks out of the window`)
      return problems
    })
  })
}

/**
 * Prices and counts in the cards, lists and figures of a page (not in article or legal prose),
 * and the figures the copy rendering keeps whole anywhere, that are split across lines.
 */
export function splitFigures(page: Page): Promise<string[]> {
  return page.evaluate((source) => {
    const lines = (range: Range) =>
      new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)))
        .size
    const prose = '[data-prerendered^="post:"], [data-prerendered^="legal:"]'
    const holders = [...document.querySelectorAll('main li, main dd, main dt')].filter(
      (holder) => !holder.closest(prose),
    )
    const split: string[] = []
    for (const holder of holders) {
      const walker = document.createTreeWalker(holder, NodeFilter.SHOW_TEXT)
      for (let text = walker.nextNode(); text; text = walker.nextNode()) {
        for (const match of (text.textContent ?? '').matchAll(new RegExp(source, 'g'))) {
          const range = document.createRange()
          range.setStart(text, match.index)
          range.setEnd(text, match.index + match[0].length)
          if (lines(range) > 1) split.push(match[0])
        }
      }
    }
    // And every figure the copy rendering marked (components/ui/figures.tsx), wherever it is.
    for (const figure of document.querySelectorAll('[data-figure]')) {
      const range = document.createRange()
      range.selectNodeContents(figure)
      if (lines(range) > 1) split.push(figure.textContent ?? '')
    }
    return [...new Set(split)]
  }, figurePattern.source)
}

/** The site's sections, each with a motif of its own, and the pages that open with it. */
export const sections: Record<string, readonly string[]> = {
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
export const isArticle = (path: string) => path.startsWith('/blog/')

interface Box {
  left: number
  right: number
  top: number
  bottom: number
}

/** The motif's drawn shapes, the hero's text and controls, the hero and the viewport, in px. */
export function measure(page: Page) {
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

/**
 * What is wrong with the hero of `path` as drawn now at `width` px: an article opens with its
 * cover art (no hero band); any other page with its section's motif (a page added since may
 * borrow any section's, docs/architecture.md, "Add a page"), every shape inside the hero and the
 * viewport and over none of the hero's text or controls.
 */
export async function heroProblems(page: Page, path: string, width: number): Promise<string[]> {
  const found = await measure(page)
  if (isArticle(path)) return found ? [`${width}px: an article has no hero band`] : []
  if (!found) return [`${width}px: no motif in the hero of ${path}`]
  const problems: string[] = []
  const section = sectionOf.get(path)
  if (section && found.name !== section)
    problems.push(`${width}px: the motif is ${found.name}, not ${section}`)
  if (found.shapes.length === 0) problems.push(`${width}px: the motif draws no shape`)
  const screen = { left: 0, right: found.viewport, top: -Infinity, bottom: Infinity }
  for (const shape of [found.motif, ...found.shapes]) {
    if (!inside(shape, screen))
      problems.push(`${width}px: shape ${round(shape)} cut off by the viewport`)
    if (!inside(shape, found.hero))
      problems.push(`${width}px: shape ${round(shape)} outside the hero ${round(found.hero)}`)
    for (const text of found.texts) {
      if (overlap(shape, text.box))
        problems.push(`${width}px: shape ${round(shape)} over "${text.text}" ${round(text.box)}`)
    }
  }
  return problems
}

/** The face and weight the page's h1 is drawn in, the faces loaded, and any font preload. */
export function headingFont(page: Page) {
  return page.evaluate(async () => {
    await document.fonts.ready
    const h1 = document.querySelector('h1')
    const loaded = [...document.fonts].filter((face) => face.status === 'loaded')
    return {
      family: h1 ? getComputedStyle(h1).fontFamily : '',
      weight: h1 ? getComputedStyle(h1).fontWeight : '',
      // true only once the face the heading asks for has loaded (not a fallback's).
      ready: h1 ? document.fonts.check(`${getComputedStyle(h1).fontWeight} 1em Gelasio`) : false,
      loaded: loaded.map((face) => `${face.family} ${face.weight}`),
      preloads: [
        ...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]'),
      ].map((link) => new URL(link.href).pathname),
    }
  })
}
