import type { Page } from '@playwright/test'
import { brands } from '../../shared/src/brands.ts'
import { expect, settled, test } from './fixtures.ts'

/**
 * The first visit runs /boot.js alone until the visitor uses the page (docs/decisions/060). What
 * the visitor does before the app has started (a tap on the menu, typing in a form, a filter) is
 * done, or kept and done once it has: none of it is lost.
 */
test.use({ usesAtOnce: false })

const APP = /\/assets\/index-[\w-]{8}\.js$/

/** The scripts the page has requested so far, by path. */
const scripts = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .map((entry) => new URL(entry.name).pathname),
  )

/** Holds the app's script until `release`, as a slow network does. */
async function holdApp(page: Page) {
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  let requested = false
  await page.route(APP, async (route) => {
    requested = true
    await released
    await route.continue()
  })
  return { release, requested: () => requested }
}

const hydrated = (page: Page) => page.locator('html[data-hydrated]')

/**
 * Opens `path` with the app held, for a visitor who declined the cookie banner on an earlier
 * visit: what the test is about is not under the banner (the banner's own tests meet it).
 */
async function openHeld(page: Page, path: string) {
  await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'declined'))
  const app = await holdApp(page)
  await page.goto(path)
  return app
}

/**
 * Where each heading and paragraph on the first screen is, px from the top of the window: what
 * the visitor sees must not move when the app starts. (A block below the window may take the
 * start of its fade-in, a slide it makes only as it scrolls into view.)
 */
const onScreen = (page: Page) =>
  page.locator('main').evaluate((main) =>
    [...main.querySelectorAll('h1, h2, h3, p')]
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.bottom > 0 && box.top < window.innerHeight)
      .map((box) => Math.round(box.top)),
  )

for (const path of ['/', '/contact', '/blog/find-right-founder-investor-fit']) {
  test(`when ${path} is only read, then it is whole and no script but /boot.js is requested; the first use starts the app, and nothing moves`, async ({
    page,
  }) => {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await scripts(page)).toEqual(['/boot.js'])
    expect(
      await page.locator('script[src]').evaluateAll((s) => s.map((e) => e.getAttribute('src'))),
    ).toEqual(['/boot.js'])
    await expect(hydrated(page)).toHaveCount(0)
    const before = await onScreen(page)
    expect(before.length).toBeGreaterThan(0)

    await page.keyboard.press('Shift')
    await expect(hydrated(page)).toHaveCount(1)
    await settled(page)
    expect((await scripts(page)).some((script) => APP.test(script))).toBe(true)
    expect(await onScreen(page)).toEqual(before)
  })
}

test('when the mouse wheel turns over a page before the app runs, then that starts it', async ({
  page,
}) => {
  await page.goto('/about')
  await page.mouse.move(600, 400)
  await page.mouse.wheel(0, 400)
  await expect(hydrated(page)).toHaveCount(1)
})

for (const path of ['/about', '/blog/find-right-founder-investor-fit']) {
  test(`when ${path} is scrolled before the app runs, then the scroll starts the app and the reader stays where they are`, async ({
    page,
  }) => {
    await page.goto(path)
    await expect(hydrated(page)).toHaveCount(0)
    // A scroll is a first use: it starts the app, whose first render must not move the reader.
    await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }))
    await expect(hydrated(page)).toHaveCount(1)
    await settled(page)
    expect(await page.evaluate(() => window.scrollY)).toBe(1200)
  })
}

test('when Load More is the first thing pressed on a wide screen, then it adds one wide page of brands (24)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'declined'))
  await page.goto('/partnerships')
  const section = page.locator('section#brands')
  await expect(hydrated(page)).toHaveCount(0)
  // The press is the first use: the boot script presses it again once the app has hydrated.
  await section.getByRole('button', { name: /^Load More/ }).click()
  await expect(section.getByRole('button', { name: /^Load More/ })).toHaveText(
    `Load More (${brands.length - 36} remaining)`,
  )
  await expect(
    page.getByRole('list', { name: 'Brands', exact: true }).getByRole('listitem'),
  ).toHaveCount(36)
})

test('when a page is only read, then the cookie banner is there without the app; Accept stores the choice and hides it, the app leaves it hidden, and the next page does not ask again', async ({
  page,
}) => {
  const app = await holdApp(page)
  await page.goto('/about')
  const banner = page.getByRole('region', { name: 'Cookie consent' })
  await expect(banner).toBeVisible()
  await expect(hydrated(page)).toHaveCount(0)
  await banner.getByRole('button', { name: 'Accept' }).click()
  await expect(banner).toBeHidden()
  expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('accepted')
  expect(await page.evaluate(() => document.body.style.paddingBottom)).toBe('')
  await expect.poll(() => app.requested()).toBe(true)
  app.release()
  await expect(hydrated(page)).toHaveCount(1)
  await expect(banner).toBeHidden()
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
  await expect(page).toHaveURL(/\/privacy$/)
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeHidden()
})

test('when a page is scrolled while the app is on its way, then the header is compact past 20 px and the scroll-to-top button shows past 300 px and takes the reader up, without the app', async ({
  page,
}) => {
  const app = await openHeld(page, '/about')
  const header = page.getByRole('banner')
  const button = page.getByRole('button', { name: 'Scroll to top' })
  await expect(header).toHaveCSS('height', '80px')
  await expect(button).toBeHidden()
  await page.mouse.move(600, 400)
  await page.mouse.wheel(0, 900)
  await expect.poll(() => app.requested()).toBe(true)
  await expect(header).toHaveCSS('height', '64px')
  await expect(header).not.toHaveCSS('box-shadow', 'none')
  await expect(button).toBeVisible()
  await button.click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await expect(button).toBeHidden()
  await expect(header).toHaveCSS('height', '80px')
  await expect(hydrated(page)).toHaveCount(0)
  app.release()
  await expect(hydrated(page)).toHaveCount(1)
})

for (const motion of ['no-preference', 'reduce'] as const) {
  test(`when a glossary letter is chosen before the app runs, with ${motion} for motion, then the browser takes the reader to its group${motion === 'reduce' ? ' at once' : ' smoothly'}`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: motion })
    const app = await openHeld(page, '/resources/glossary')
    const scrolls = await page.evaluateHandle(() => {
      const seen = { count: 0 }
      addEventListener('scroll', () => seen.count++, { passive: true })
      return seen
    })
    await page.getByRole('link', { name: 'Jump to S' }).click()
    await expect(page).toHaveURL(/#letter-s$/)
    await expect(page.getByRole('heading', { name: 'S', exact: true })).toBeInViewport()
    await expect
      .poll(() =>
        page.evaluate(() => document.getElementById('letter-s')?.getBoundingClientRect().top),
      )
      .toBeLessThan(200)
    const count = await scrolls.evaluate((seen) => seen.count)
    if (motion === 'reduce') expect(count).toBe(1)
    else expect(count).toBeGreaterThan(1)
    expect(app.requested()).toBe(true)
    await expect(hydrated(page)).toHaveCount(0)
  })
}

test('when /about is scrolled while the app is on its way, then its values wait hidden below and fade in 150 ms apart as they come into view, once, and the app leaves them so', async ({
  page,
}) => {
  const app = await openHeld(page, '/about')
  const cards = page.locator('section#values ul > li > .reveal')
  await expect(cards).toHaveCount(4)
  await expect(cards.first()).toHaveAttribute('data-waiting', '')
  await expect(cards.first()).toHaveCSS('opacity', '0')
  await page.locator('section#values').scrollIntoViewIfNeeded()
  await expect.poll(() => app.requested()).toBe(true)
  for (const [index, delay] of ['0s', '0.15s', '0.3s', '0.45s'].entries()) {
    await expect(cards.nth(index)).toHaveAttribute('data-visible', '')
    await expect(cards.nth(index)).toHaveCSS('transition-delay', delay)
  }
  await expect(cards.nth(3)).toHaveCSS('opacity', '1')
  await expect(hydrated(page)).toHaveCount(0)
  app.release()
  await expect(hydrated(page)).toHaveCount(1)
  // Once is once: back at the top and down again, nothing is hidden a second time.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
  await page.locator('section#values').scrollIntoViewIfNeeded()
  for (const index of [0, 1, 2, 3]) {
    await expect(cards.nth(index)).not.toHaveAttribute('data-waiting', /.*/)
    await expect(cards.nth(index)).toHaveCSS('opacity', '1')
  }
})

test('when /contact is sent with rules broken while the app is on its way, then the browser shows no bubble of its own and posts nothing; once the app runs, its summary takes focus', async ({
  page,
}) => {
  const app = await openHeld(page, '/contact')
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url())
  })
  const form = page.getByRole('form', { name: 'Inquiry form' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Ana Ruiz')
  await expect.poll(() => app.requested()).toBe(true)
  // The browser's own check fires `invalid`; kept back, it shows no bubble.
  const bubbles = await page.evaluateHandle(() => {
    const seen = { shown: 0 }
    addEventListener('invalid', (event) => !event.defaultPrevented && seen.shown++, true)
    return seen
  })
  await form.getByRole('button', { name: 'Send Business Inquiry' }).click()
  expect(await bubbles.evaluate((seen) => seen.shown)).toBe(0)
  await expect(hydrated(page)).toHaveCount(0)
  app.release()
  await expect(hydrated(page)).toHaveCount(1)
  const summary = form.locator('[tabindex="-1"]', {
    has: page.getByRole('heading', { name: 'There Is a Problem' }),
  })
  await expect(summary).toBeFocused()
  await expect(summary.getByRole('link').first()).toHaveText('Invalid email address')
  expect(posts).toEqual([])
  await expect(page).toHaveURL(/\/contact$/)
})

test.describe('a dropped connection', () => {
  test.use({ expectedConsole: 'net::ERR_CONNECTION_RESET' })

  test('when the app’s download fails, then the page stays whole, and the next use tries again and starts it', async ({
    page,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'declined'))
    let fail = true
    await page.route(APP, (route) => (fail ? route.abort('connectionreset') : route.continue()))
    await page.goto('/partnerships')
    const failed = page.waitForEvent('requestfailed', {
      predicate: (request) => APP.test(new URL(request.url()).pathname),
    })
    await page.keyboard.press('Shift') // the first use: its download fails
    await failed
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    fail = false
    await page.keyboard.press('Shift') // the next use
    await expect(hydrated(page)).toHaveCount(1)
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  test('when the menu is tapped and the home form is typed into before the app has arrived, then the menu opened and closed, and every word is kept once the app runs', async ({
    page,
  }) => {
    const app = await holdApp(page)
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Menu' })
    const menu = page.locator('#main-menu')
    await toggle.tap()
    // The tap is the first use: the app is on its way, held; the menu opened without it.
    await expect.poll(() => app.requested()).toBe(true)
    await expect(menu.getByRole('link', { name: 'About' })).toBeVisible()
    await toggle.tap()
    await expect(menu).toBeHidden()

    const form = page.getByRole('form', { name: 'Ready to Get Started' })
    await form.getByLabel('Name').fill('Ada Reyes')
    await form.getByLabel('Email').fill('ada@reyesledger.example')
    await expect(form.getByLabel('Name')).toHaveValue('Ada Reyes')
    await expect(hydrated(page)).toHaveCount(0)

    app.release()
    await expect(hydrated(page)).toHaveCount(1)
    await expect(form.getByLabel('Name')).toHaveValue('Ada Reyes')
    await expect(form.getByLabel('Email')).toHaveValue('ada@reyesledger.example')
    // The app's own state holds them: a key typed now adds to the text.
    await form.getByLabel('Name').press('End')
    await form.getByLabel('Name').pressSequentially(' Jr')
    await expect(form.getByLabel('Name')).toHaveValue('Ada Reyes Jr')
    await toggle.tap()
    await expect(menu.getByRole('link', { name: 'About' })).toBeVisible()
  })

  test('when a brand filter is tapped after the app has arrived but before React listens, then it is chosen once the app runs', async ({
    page,
  }) => {
    await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'declined'))
    // react-dom's client is a chunk of its own: the entry has run, React is not listening yet.
    let release: () => void = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    let requested = false
    await page.route(/\/assets\/client-[\w-]{8}\.js$/, async (route) => {
      requested = true
      await released
      await route.continue()
    })
    await page.goto('/partnerships')
    await page.keyboard.press('Shift') // the first use: the app's entry loads and runs
    await expect.poll(() => requested).toBe(true)
    const finance = page
      .locator('section#brands')
      .getByRole('button', { name: 'Finance', exact: true })
    await finance.tap()
    await expect(finance).toHaveAttribute('aria-pressed', 'false')
    release()
    await expect(hydrated(page)).toHaveCount(1)
    await expect(finance).toHaveAttribute('aria-pressed', 'true')
  })

  test('when a brand filter is tapped before the app has arrived, then it is chosen once the app runs', async ({
    page,
  }) => {
    const app = await openHeld(page, '/partnerships')
    const section = page.locator('section#brands')
    const finance = section.getByRole('button', { name: 'Finance', exact: true })
    await finance.tap()
    await expect.poll(() => app.requested()).toBe(true)
    await expect(finance).toHaveAttribute('aria-pressed', 'false')

    app.release()
    await expect(hydrated(page)).toHaveCount(1)
    await expect(finance).toHaveAttribute('aria-pressed', 'true')
    const first = brands.find((brand) => brand.category === 'Finance')
    await expect(
      page.getByRole('list', { name: 'Brands', exact: true }).getByRole('listitem').first(),
    ).toContainText(first?.brandName ?? '')
  })
})
