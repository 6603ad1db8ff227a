import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

/**
 * Issue 42, items 3 and 4: nothing on top of the form. Every focusable element of the form
 * routes, focused, is clear of the scroll-to-top button and the cookie banner (WCAG 2.4.11: not
 * hidden; 2.4.12: not covered at all), at 320, 390 and 1440 px, with text at 100 and 200 %; the
 * button is 48 px at any text size; on a phone /contact's first field is on the first screen,
 * and a message that is still the prefill is refused where the founder types.
 */

/** The routes with a form, and one long page where the button shows a long way down. */
const routes = ['/', '/contact', '/partnerships']
const widths = [320, 390, 1440]

/** Text at `percent` % by the browser's own setting (Chromium's default font size). */
async function textAt(page: Page, percent: 100 | 200) {
  const cdp = await page.context().newCDPSession(page)
  const size = (16 * percent) / 100
  await cdp.send('Page.setFontSizes', {
    fontSizes: { standard: size, fixed: (13 * percent) / 100 },
  })
}

/**
 * How each element is focused: as the keyboard would, with the page where it is (the browser
 * scrolls the element into view); or as a visitor who scrolled until the field just appeared
 * at the foot of the window and clicked it: held there (`preventScroll`), then focused for real
 * from there, and from just below the window as Tab brings it up.
 */
type Focusing = 'keyboard' | 'at the foot'

/**
 * Focuses each focusable element in turn (of the form named `within`, or of the whole page),
 * lets the page react until it is still (the scroll button steps aside a frame later, the
 * banner may scroll), and lists each one that the scroll-to-top button or the cookie banner
 * hides entirely (2.4.11) or in part (2.4.12).
 */
function coveredWhenFocused(page: Page, focusing: Focusing = 'keyboard', within?: string) {
  return page.evaluate(
    async ({ focusing, within }) => {
      const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))
      // Still: no scroll, no change to the document and no animation running for two frames.
      const settled = async () => {
        let moved = true
        const mark = () => {
          moved = true
        }
        const changes = new MutationObserver(mark)
        changes.observe(document.body, { subtree: true, childList: true, attributes: true })
        window.addEventListener('scroll', mark)
        for (let quiet = 0, left = 120; quiet < 2 && left > 0; left--) {
          moved = false
          await frame()
          // A section fading in as it scrolls into view moves while it does: measure where it stops.
          const running = document.getAnimations()
          await Promise.all(running.map((run) => run.finished.catch(() => {})))
          quiet = moved || running.length > 0 ? 0 : quiet + 1
        }
        changes.disconnect()
        window.removeEventListener('scroll', mark)
      }
      const banner = document.querySelector('[aria-label="Cookie consent"]')
      const scope = within ? document.querySelector(`form[aria-label="${within}"]`) : document
      if (!scope) throw new Error(`no form named ${within}`)
      const focusable = [
        ...scope.querySelectorAll<HTMLElement>(
          'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])',
        ),
      ].filter(
        (element) =>
          !element.closest('[aria-label="Cookie consent"]') &&
          element.getAttribute('aria-label') !== 'Scroll to top' &&
          element.tabIndex >= 0 &&
          !element.hasAttribute('disabled') &&
          !element.closest('[aria-hidden="true"]') &&
          element.getClientRects().length > 0,
      )
      const covered: string[] = []
      const measure = (element: HTMLElement, how: string) => {
        if (document.activeElement !== element) return
        const box = element.getBoundingClientRect()
        if (box.width === 0 || box.height === 0) return
        const area = box.width * box.height
        const scroller = document.querySelector<HTMLElement>('[aria-label="Scroll to top"]')
        const layers = [
          banner,
          scroller && getComputedStyle(scroller).visibility === 'visible' ? scroller : null,
        ]
        for (const layer of layers) {
          if (!layer) continue
          const over = layer.getBoundingClientRect()
          const w = Math.min(box.right, over.right) - Math.max(box.left, over.left)
          const h = Math.min(box.bottom, over.bottom) - Math.max(box.top, over.top)
          // Taller than the room the page keeps clear between the header (its scroll padding) and
          // the banner (a card at 200 % text), it cannot be clear of both: then only being hidden
          // entirely (2.4.11) counts.
          const header = Number.parseFloat(
            getComputedStyle(document.documentElement).scrollPaddingTop,
          )
          const tooTall = layer === banner && box.height > over.top - (header || 0)
          if (w > 0.5 && h > 0.5 && (!tooTall || w * h >= area - 1)) {
            const name = `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute('aria-label') || element.id).trim().slice(0, 30)}"`
            covered.push(
              `${name}${how} under the ${layer === banner ? 'banner' : 'scroll button'}: ${Math.round(w * h)} px² (${Math.round((100 * w * h) / area)} %)`,
            )
          }
        }
      }
      // Scrolls the page, with nothing focused, until the element's bottom edge is the window's
      // (or, `below`, until only its top pixel shows, as when Tab brings it up: the browser then
      // scrolls it to the foot), where it stays once any fade it starts has ended.
      const toTheFoot = async (element: HTMLElement, below = false) => {
        ;(document.activeElement as HTMLElement | null)?.blur()
        for (let step = 0; step < 2; step++) {
          const box = element.getBoundingClientRect()
          const edge = below ? box.top + 1 : box.bottom
          window.scrollBy({ top: edge - innerHeight, behavior: 'instant' })
          await settled()
        }
      }
      for (const element of focusable) {
        if (focusing === 'keyboard') {
          element.focus()
          await settled()
          measure(element, '')
          continue
        }
        await toTheFoot(element)
        element.focus({ preventScroll: true })
        await settled()
        measure(element, ' held at the foot')
        await toTheFoot(element)
        element.focus()
        await settled()
        measure(element, ' focused at the foot')
        await toTheFoot(element, true)
        element.focus()
        await settled()
        measure(element, ' focused from below')
      }
      return { checked: focusable.length, covered }
    },
    { focusing, within },
  )
}

for (const percent of [100, 200] as const) {
  for (const width of widths) {
    test(`when each focusable element of the form routes is focused at ${width} px with text at ${percent} %, then neither the scroll-to-top button nor the cookie banner covers any of it (2.4.11, 2.4.12)`, async ({
      page,
    }) => {
      test.setTimeout(180_000)
      await textAt(page, percent)
      await page.setViewportSize({ width, height: width === 1440 ? 900 : 780 })
      const covered: string[] = []
      for (const path of routes) {
        await page.goto(path)
        await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible()
        const found = await coveredWhenFocused(page)
        expect(found.checked, `${path}: focusable elements`).toBeGreaterThan(10)
        covered.push(...found.covered.map((line) => `${path}: ${line}`))
      }
      expect(covered).toEqual([])
    })
  }
}

/** The two forms: /contact's inquiry form and the home page's. */
const forms = [
  { path: '/contact', name: 'Inquiry form' },
  { path: '/', name: 'Ready to Get Started' },
]

// Issue 49, part 6: a visitor scrolls until a field just shows at the foot of the window and
// clicks it, or Tab brings it up from below. The sweep above lets the browser place each field,
// so one held at the foot, where the scroll button sits on a phone, is met only by chance.
for (const width of widths) {
  for (const { path, name } of forms) {
    test(`when each control of the form "${name}" on ${path} is focused at the foot of the window at ${width} px, with the cookie banner and after it is declined, then neither the scroll-to-top button nor the banner covers any of it (2.4.12)`, async ({
      page,
    }) => {
      test.setTimeout(120_000)
      await page.setViewportSize({ width, height: width === 1440 ? 900 : 780 })
      const covered: string[] = []
      for (const banner of ['shown', 'declined']) {
        await page.goto(path)
        const region = page.getByRole('region', { name: 'Cookie consent' })
        if (banner === 'declined')
          await region.getByRole('button', { name: 'Decline', exact: true }).click()
        await expect(region).toBeVisible({ visible: banner === 'shown' })
        const found = await coveredWhenFocused(page, 'at the foot', name)
        expect(found.checked, `${path}: controls of the form`).toBeGreaterThanOrEqual(4)
        covered.push(...found.covered.map((line) => `banner ${banner}: ${line}`))
      }
      expect(covered).toEqual([])
    })
  }
}

test('when the page is scrolled down with text at 200 %, then the scroll-to-top button is still 48 px, above the cookie banner', async ({
  page,
}) => {
  await textAt(page, 200)
  await page.setViewportSize({ width: 390, height: 780 })
  await page.goto('/partnerships')
  await page.evaluate(() => window.scrollTo(0, 1200))
  const button = page.getByRole('button', { name: 'Scroll to top' })
  await expect(button).toBeVisible()
  const box = await button.boundingBox()
  const banner = await page.getByRole('region', { name: 'Cookie consent' }).boundingBox()
  expect(box?.width).toBe(48)
  expect(box?.height).toBe(48)
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(banner?.y ?? 0)
})

test('when a phone reaches the home form, then the scroll-to-top button steps aside, and comes back past it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 780 })
  await page.goto('/')
  const button = page.getByRole('button', { name: 'Scroll to top' })
  await page.evaluate(() => window.scrollTo(0, 1200))
  await expect(button).toBeVisible()
  await page.getByRole('form', { name: 'Ready to Get Started' }).scrollIntoViewIfNeeded()
  await expect(button).toBeHidden()
  await page.evaluate(() => window.scrollTo(0, 1200))
  await expect(button).toBeVisible()
})

for (const path of ['/contact', '/contact?context=fintech']) {
  test(`when ${path} opens on a 390×780 phone, then its first field is on the first screen, above the cookie banner`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 780 })
    await page.goto(path)
    const banner = await page.getByRole('region', { name: 'Cookie consent' }).boundingBox()
    const field = await page
      .getByRole('form', { name: 'Inquiry form' })
      .getByRole('textbox', { name: 'Name', exact: true })
      .boundingBox()
    expect(field).not.toBeNull()
    expect((field?.y ?? 0) + (field?.height ?? 0)).toBeLessThanOrEqual(banner?.y ?? 780)
  })
}

test('when /contact?context=fintech is sent with the prefill and a few words, then the message is marked "Tell us about your product and traction" and nothing is posted', async ({
  page,
}) => {
  await page.goto('/contact?context=fintech')
  const form = page.getByRole('form', { name: 'Inquiry form' })
  const message = form.getByLabel('Message')
  await expect(message).toHaveValue(/Our product and traction: $/)
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/send-contact-email')) posts.push(request.url())
  })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Rosa Marquez')
  await form.getByLabel('Email').fill('rosa@example.com')
  await form.getByLabel('Company / business name').fill('Marquez Marine Software')
  await message.press('End')
  await message.pressSequentially('3 pilots')
  await form.getByRole('button', { name: /Request/ }).click()
  await expect(message).toHaveAttribute('aria-invalid', 'true')
  await expect(message).toHaveAccessibleDescription(
    /Error: Tell us about your product and traction/,
  )
  await expect(
    form.getByRole('link', { name: 'Tell us about your product and traction' }),
  ).toBeVisible()
  expect(posts).toEqual([])
  // The founder's own words, 20 characters or more, and it goes.
  await message.pressSequentially(' with 2 credit unions, $40K MRR')
  await expect(message).not.toHaveAttribute('aria-invalid')
})
