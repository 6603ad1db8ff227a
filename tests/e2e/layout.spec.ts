/**
 * Issue 24, item 4: layouts that hold. Every route at 320 to 1920 px is checked in
 * routes.spec.ts (route-checks.ts); here /partnerships on a phone, text at 200 %, and the brand
 * names.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { truncated } from './route-checks.ts'
import { builtRoutes } from './site.ts'

/** /partnerships on a 390 px phone before issue 24 (hydrated, FAQ closed), in CSS px. */
const PARTNERSHIPS_PHONE_HEIGHT_BEFORE = 11_712

test('when /partnerships is shown on a 390 px phone, then it is at most 60 % of its height before issue 24, with its first 12 brands and Load More', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  // The page itself: a cookie banner, while it shows, reserves its height at the foot.
  await page.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'))
  await page.goto('/partnerships')
  await expect(page.locator('#brands li')).toHaveCount(12)
  await expect(page.getByRole('button', { name: /^Load More/ })).toBeVisible()
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  expect(height).toBeLessThanOrEqual(PARTNERSHIPS_PHONE_HEIGHT_BEFORE * 0.6)
})

/**
 * Issue 24: "at 200 % text size, names shrink to 'LeS…' and /partnerships scrolls sideways". The
 * browser's text-only zoom: its default font size doubled (16 → 32 px, through Chromium's own
 * setting), so the root font size is 200 % and every rem-sized box and text grows while the
 * window keeps its width.
 */
for (const path of ['/', '/partnerships']) {
  test(`when ${path} is shown with text at 200 % at 1440 and 390 px, then no title is cut short and nothing scrolls sideways`, async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } })
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(path)
      const { rootFontSize, scrollWidth, viewport } = await page.evaluate(() => ({
        rootFontSize: getComputedStyle(document.documentElement).fontSize,
        scrollWidth: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
      }))
      expect(rootFontSize).toBe('32px')
      expect.soft(scrollWidth, `no sideways scroll at ${width} px`).toBeLessThanOrEqual(viewport)
      expect.soft(await truncated(page), `no text cut short at ${width} px`).toEqual([])
    }
  })
}

/**
 * Issue 33, item 4, and issue 42, item 6: with text at 200 % on a phone (Chromium's text-only
 * zoom, as above), no route is wider than the window (WCAG 1.4.4, 1.4.10), and that is not paid
 * for with chopped words: at most `budget` words of a route drawn over two lines with the break
 * inside the word (a break at a written hyphen, or after a domain's dot, is fine), and every
 * control of the cookie banner on-screen. An article's table scrolls inside its own box.
 */
const brokenWordBudget = { 320: 10, 390: 0 } as const
for (const width of [320, 390] as const) {
  test(`when every route is shown with text at 200 % at ${width} px, then no document is wider than the window and at most ${brokenWordBudget[width]} words of a route break inside`, async ({
    page,
  }) => {
    test.setTimeout(240_000)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } })
    await page.setViewportSize({ width, height: 800 })
    expect(builtRoutes.length).toBeGreaterThanOrEqual(20)
    const counts: string[] = []
    for (const { path } of builtRoutes) {
      await page.goto(path)
      await page.evaluate(() => document.fonts.ready)
      const { scrollWidth, viewport } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        viewport: window.innerWidth,
      }))
      expect.soft(scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(viewport)
      const broken = await wordsBrokenInside(page, 'body')
      counts.push(`${path}: ${broken.length}${broken.length ? ` (${broken.join(', ')})` : ''}`)
      expect
        .soft(broken.length, `words broken inside on ${path} at ${width} px: ${broken.join(', ')}`)
        .toBeLessThanOrEqual(brokenWordBudget[width])
      const banner = page.getByRole('region', { name: 'Cookie consent' })
      await expect(banner).toBeVisible()
      const offScreen = await banner.evaluate((element) =>
        [...element.querySelectorAll('a, button')]
          .filter((control) => {
            const box = control.getBoundingClientRect()
            return box.left < 0 || box.right > document.documentElement.clientWidth
          })
          .map((control) => control.textContent),
      )
      expect.soft(offScreen, `banner controls off-screen on ${path}`).toEqual([])
    }
    console.log(`Words broken inside, text at 200 % at ${width} px:\n${counts.join('\n')}`)
  })
}

/**
 * Words of `root` drawn over two lines with the break inside the word: not after a dot, a
 * hyphen, a dash, a slash or an at-sign, nor at a text node's edge (a <wbr>, as between a
 * camel-cased name's inner words, Le·Startup). Each such word once, its breaks marked (Extra|ordinary).
 * Text not drawn, or for screen readers only, or hidden from everyone (the form's trap for bots), is
 * not counted.
 */
function wordsBrokenInside(page: Page, root: string): Promise<string[]> {
  return page.locator(root).evaluate((element) => {
    const broken: string[] = []
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    /** The tops of the lines a part of a text node is drawn on. */
    const tops = (node: Text, start: number, end: number) => {
      range.setStart(node, start)
      range.setEnd(node, end)
      return [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))
    }
    for (
      let node = walker.nextNode() as Text | null;
      node;
      node = walker.nextNode() as Text | null
    ) {
      if (node.parentElement?.closest('.sr-only, [aria-hidden="true"]')) continue
      for (const { 0: word, index } of node.data.matchAll(/\S{2,}/g)) {
        // Most words sit on one line: only the others are looked at letter by letter.
        const lines = tops(node, index, index + word.length)
        if (new Set(lines).size < 2) continue
        let previous: number | undefined = tops(node, index, index + 1)[0]
        let drawn = word[0] ?? ''
        let inside = false
        for (let i = 1; i < word.length; i += 1) {
          const current: number | undefined = tops(node, index + i, index + i + 1)[0]
          const breaks = previous !== undefined && current !== undefined && current > previous + 2
          if (breaks && !/[-–—./@]/.test(word[i - 1] ?? '')) {
            inside = true
            drawn += '|'
          }
          drawn += word[i]
          previous = current ?? previous
        }
        if (inside) broken.push(drawn)
      }
    }
    return broken
  })
}

for (const width of [320, 390, 1440]) {
  test(`when all 60 brands are shown at ${width} px, then no name or domain breaks inside a word`, async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('cookie-consent', 'declined'))
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/partnerships#brands')
    const loadMore = page.getByRole('button', { name: /^Load More/ })
    while (await loadMore.count()) await loadMore.click()
    await expect(
      page.getByRole('list', { name: 'Brands', exact: true }).getByRole('listitem'),
    ).toHaveCount(60)
    // Breaks at a text node's edge (a <wbr>) are allowed: only breaks inside one node count.
    expect(await wordsBrokenInside(page, 'section#brands')).toEqual([])
  })
}
