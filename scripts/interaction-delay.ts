/**
 * For `npm run audit`: how long the page takes to answer the visitor while its app starts, on a
 * phone at 4× CPU and Lighthouse's mobile network (docs/decisions/060).
 *
 * A first visit in a browser of its own: at 1.5 s the visitor taps the menu button, which is also
 * the first use that starts the app, and goes on tapping it five times a second until the page
 * has hydrated and then once more; on a page with a Name field the
 * last taps are keys typed into it instead. Each interaction's duration is the browser's Event
 * Timing entry for it (input delay, handlers and the next paint, as INP counts it); the figure is
 * the longest. On a page without scripts the same taps measure the browser alone.
 */
import { chromiumLaunchOptions } from '@inlet/tests/chromium'
import { chromium, type Locator, type Page } from '@playwright/test'

/** Lighthouse 13's mobile preset: a Moto G Power's screen, 4× CPU, 150 ms and 1.6 Mbit/s. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
}
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
}
const TAP_AT_MS = 1500
/** A quick visitor's pace: a tap every 200 ms (five a second) while the app starts. */
const TAP_EVERY_MS = 200

// Expressions as text: this script's TypeScript has no DOM types.
const hydrated = (page: Page) =>
  page.evaluate<boolean>("document.documentElement.hasAttribute('data-hydrated')")

/** Each interaction's longest Event Timing entry, by interaction id, from the page's start. */
const RECORD_INTERACTIONS = `
  const durations = {}
  window.__interactions = durations
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId)
        durations[entry.interactionId] = Math.max(durations[entry.interactionId] ?? 0, entry.duration)
  }).observe({ type: 'event', durationThreshold: 16, buffered: true })
`

/** The longest interaction of one run on `url`, ms; `appRuns` false for the page without scripts, where nothing hydrates. */
export async function interactionDelay(url: string, appRuns: boolean): Promise<number> {
  const browser = await chromium.launch(chromiumLaunchOptions)
  try {
    const context = await browser.newContext(PHONE)
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', NETWORK)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.addInitScript(RECORD_INTERACTIONS)
    await page.goto(url, { waitUntil: 'load' })
    // Found before the first tap, and tapped by position: Playwright's own script, which it runs
    // in the page to find and check an element, would count in the taps (30–40 ms at 4x CPU the
    // first time).
    const centre = async (locator: Locator) => {
      const box = await locator.boundingBox()
      return box ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null
    }
    const menu = await centre(page.getByRole('button', { name: 'Menu' }))
    if (!menu) throw new Error(`${url}: no menu button to tap`)
    const name = page.getByRole('textbox', { name: 'Name', exact: true }).first()
    const typesToo = (await name.count()) > 0
    // To the moment of the first tap, on the page's clock (waitForFunction would need eval, which
    // the site's CSP refuses).
    const now = await page.evaluate<number>('performance.now()')
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, TAP_AT_MS - now)))

    // Taps straight through the DevTools protocol: nothing of Playwright's runs in the page.
    const tap = async (at: { x: number; y: number }) => {
      const point = [{ x: at.x, y: at.y }]
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point })
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    }
    const tapMenu = () => tap(menu)
    let taps = 0
    // While the app starts, and once after, at a quick visitor's pace: every tap toggles the
    // menu, so each one is answered.
    for (let after = 0; after < 1 && taps < 50; taps++) {
      const tapped = Date.now()
      await tapMenu()
      if (!appRuns || (await hydrated(page))) after++
      await new Promise((resolve) =>
        setTimeout(resolve, Math.max(0, tapped + TAP_EVERY_MS - Date.now())),
      )
    }
    if (typesToo) {
      // Each tap toggles the menu: an odd count left it open, over the field, so one more closes it.
      if (taps % 2 === 1) await tapMenu()
      await name.scrollIntoViewIfNeeded()
      const field = await centre(name)
      if (field) await tap(field)
      await page.keyboard.type('Ada')
    }
    // The last interaction's entry is delivered after its next paint.
    await page.evaluate(
      'new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)))',
    )
    const durations = await page.evaluate<number[]>('Object.values(window.__interactions)')
    return Math.round(Math.max(0, ...durations))
  } finally {
    await browser.close()
  }
}
