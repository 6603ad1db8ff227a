/**
 * Issue 20, item 6: the cookie banner on a phone, the mobile menu, the focus ring on every
 * background, and printing an article or a legal page; on a phone and on a laptop, with axe.
 */
import type { Page } from '@playwright/test'
import { axeViolations, expect, isExpanded, screens, test } from './fixtures.ts'

const firstScreenPages = ['/', '/partnerships', '/intellectual-property', '/about', '/contact']
const ringPages = [
  '/',
  '/partnerships',
  '/contact',
  '/about',
  '/blog/find-right-founder-investor-fit',
  '/privacy',
  '/contact/thank-you?name=Ada',
]

/** Every call to action (a button, a link drawn as one) of the main content on the first screen. */
async function callsToAction(page: Page) {
  return page.locator('main').evaluate((main) =>
    [...main.querySelectorAll('button, a[class*="btn"]')]
      .map((element) => ({
        label: element.textContent?.trim() ?? '',
        box: element.getBoundingClientRect(),
      }))
      .filter(({ box }) => box.width > 0 && box.top < window.innerHeight)
      .map(({ label, box }) => ({ label, top: box.top, bottom: box.bottom, y: window.scrollY })),
  )
}

/**
 * Tabs through the page and gives every focus stop whose ring is under 3:1 against the
 * background it is drawn on (the nearest ancestor with a background color).
 */
async function weakRings(page: Page): Promise<string[]> {
  const weak: string[] = []
  const seen = new Set<string>()
  for (let stop = 0; stop < 250; stop++) {
    await page.keyboard.press('Tab')
    const ring = await page.evaluate(async () => {
      const element = document.activeElement
      if (!element || element === document.body) return null
      // Buttons and links fade their colors (the ring's too): read the color they settle on.
      // (A cancelled transition rejects `finished`; it is over all the same.)
      await Promise.all(
        element.getAnimations().map((animation) => animation.finished.catch(() => undefined)),
      )
      const parse = (color: string) => {
        const [r = 0, g = 0, b = 0, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number)
        return { r, g, b, a }
      }
      const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
        const channel = (v: number) => {
          const c = v / 255
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
        }
        return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
      }
      const style = getComputedStyle(element)
      let background = { r: 255, g: 255, b: 255, a: 1 }
      for (let node = element.parentElement; node; node = node.parentElement) {
        const color = parse(getComputedStyle(node).backgroundColor)
        if (color.a > 0) {
          background = color
          break
        }
      }
      const outline = parse(style.outlineColor)
      const [light, dark] = [luminance(outline), luminance(background)].sort((x, y) => y - x)
      const path = []
      for (let node: Element | null = element; node && path.length < 3; node = node.parentElement)
        path.push(node.tagName.toLowerCase() + (node.id ? `#${node.id}` : ''))
      return {
        key: `${path.join('<')} ${element.textContent?.trim().slice(0, 30)}`,
        drawn: style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2,
        ratio: ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05),
      }
    })
    if (!ring || seen.has(ring.key)) {
      if (ring) break // back at the start: every stop was seen
      continue
    }
    seen.add(ring.key)
    if (!ring.drawn || ring.ratio < 3) weak.push(`${ring.key}: ${ring.ratio.toFixed(2)}:1`)
  }
  expect(seen.size, 'focus stops reached').toBeGreaterThan(5)
  return weak
}

test.describe('the cookie banner on the smallest phone (320×568)', () => {
  test.use({ viewport: { width: 320, height: 568 } })

  test('when it shows, then it takes at most 15 % of the screen, has its ×, and Escape declines it', async ({
    page,
  }) => {
    await page.goto('/')
    const banner = page.getByRole('region', { name: 'Cookie consent' })
    const box = await banner.boundingBox()
    if (!box) throw new Error('no banner box')
    expect(box.height).toBeLessThanOrEqual(0.15 * 568)
    await expect(
      banner.getByRole('button', { name: 'Close cookie notice (declines)' }),
    ).toBeVisible()
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('link').focus()
    await page.keyboard.press('Escape')
    await expect(banner).toHaveCount(0)
    expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('declined')
  })
})

test.describe('the cookie banner and the focus (1440×900)', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('when the page is tabbed through while the banner shows, then no focused control is behind it (WCAG 2.4.11)', async ({
    page,
  }) => {
    await page.goto('/terms')
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible()
    const hidden: string[] = []
    let footerLinks = 0
    for (let i = 0; i < 150; i++) {
      await page.keyboard.press('Tab')
      const focus = await page.evaluate(() => {
        const element = document.activeElement
        const banner = document.querySelector('[aria-label="Cookie consent"]')
        if (!element || element === document.body || !banner) return undefined
        const box = element.getBoundingClientRect()
        return {
          label: `${element.tagName} ${element.textContent?.trim().slice(0, 40)}`,
          inBanner: banner.contains(element),
          inFooter: Boolean(element.closest('footer')),
          behind: box.bottom > banner.getBoundingClientRect().top,
        }
      })
      if (!focus) break
      if (focus.inFooter) footerLinks++
      if (focus.behind && !focus.inBanner) hidden.push(focus.label)
    }
    expect(footerLinks).toBeGreaterThan(10) // the walk reached the footer's links
    expect(hidden).toEqual([])
  })
})

for (const { label, width, height } of screens) {
  test.describe(`on a ${label} (${width}×${height})`, () => {
    test.use({ viewport: { width, height } })

    test('when the cookie banner shows, then it stays low, covers no call to action, and comes after the main content in the tab order', async ({
      page,
    }) => {
      for (const path of firstScreenPages) {
        await page.goto(path)
        const banner = page.getByRole('region', { name: 'Cookie consent' })
        await expect(banner).toBeVisible()
        const box = await banner.boundingBox()
        if (!box) throw new Error('no banner box')
        if (width < 768) expect(box.height, path).toBeLessThanOrEqual(0.15 * height)
        const actions = await callsToAction(page)
        // /contact opens on its heading and form: its first call to action (Send) is lower.
        if (path === '/contact') expect(actions, path).toEqual([])
        else
          expect(actions.length, `${path}: calls to action on the first screen`).toBeGreaterThan(0)
        for (const action of actions) {
          const covered = action.bottom > box.y && action.top < box.y + box.height
          expect(
            covered,
            `${path}: "${action.label}" is under the banner ${JSON.stringify(action)}`,
          ).toBe(false)
        }
      }
      await page.keyboard.press('Tab')
      await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(
        page.getByRole('region', { name: 'Cookie consent' }).getByRole('link'),
      ).not.toBeFocused()
      // In the document (the tab order) it follows <main> and comes before the footer (issue 42).
      expect(
        await page.evaluate(() => {
          const banner = document.querySelector('[aria-label="Cookie consent"]')
          const main = document.querySelector('main')
          const footer = document.querySelector('footer')
          if (!banner || !main || !footer) return false
          const after = main.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING
          const before = footer.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_PRECEDING
          return Boolean(after && before)
        }),
      ).toBe(true)
      expect(await axeViolations(page)).toEqual([])
    })

    test('when the focus ring is drawn, then it is at least 3:1 against every background it is on', async ({
      page,
    }) => {
      test.setTimeout(120_000)
      const weak: string[] = []
      for (const path of ringPages) {
        await page.goto(path)
        await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible()
        weak.push(...(await weakRings(page)).map((ring) => `${path} ${ring}`))
      }
      expect(weak).toEqual([])
    })

    for (const path of ['/blog/find-right-founder-investor-fit', '/privacy', '/terms']) {
      test(`when ${path} is printed, then only its text shows, with each link’s address after it`, async ({
        page,
      }) => {
        await page.goto(path)
        await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible()
        await page.emulateMedia({ media: 'print' })
        for (const shell of [
          page.getByRole('banner'),
          page.getByRole('contentinfo'),
          page.getByRole('navigation', { name: 'Breadcrumb' }),
          page.getByRole('region', { name: 'Cookie consent' }),
        ])
          await expect(shell).toBeHidden()
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        const links = page.locator(
          'main a[href^="/"], main a[href^="mailto:"], main a[href^="http"]',
        )
        expect(await links.count()).toBeGreaterThan(0)
        for (const link of await links.all()) {
          const href = (await link.getAttribute('href')) ?? ''
          const after = await link.evaluate((a) => getComputedStyle(a, '::after').content)
          expect(after, href).toBe(`" (${href})"`)
        }
      })
    }
  })
}

test.describe('the mobile menu (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('when it is open, then Escape closes it and focus returns to its button', async ({
    page,
  }) => {
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Menu' })
    await toggle.click()
    const menu = page.locator('#main-menu')
    await expect(menu).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await menu.getByRole('link', { name: 'Partnerships' }).focus()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(toggle).toBeFocused()
    expect(await isExpanded(page, 'Menu')).toBe(false)
  })

  test('when it is open, then a tap outside closes it and focus returns to its button; a tap inside keeps it open', async ({
    page,
  }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Menu' }).click()
    const menu = page.locator('#main-menu')
    const box = await menu.boundingBox()
    if (!box) throw new Error('no menu box')
    await page.mouse.click(box.x + box.width / 2, box.y + box.height - 4)
    await expect(menu).toBeVisible()
    await page.mouse.click(195, box.y + box.height + 120)
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused()
    await expect(page).toHaveURL(/\/$/)
  })
})
