/**
 * `npm run screenshots` (after `npm run build`): the home, contact, partnerships, about, fintech
 * and one article page at 320, 390 and 1440 px, the first three without JavaScript at 320 and
 * 1440 px, and some with the browser's text size at 200 % (`-text200`), as a visitor sees
 * them, written to docs/screenshots/ (or SCREENSHOTS_DIR) so a reviewer can
 * see the site without running anything. The built site is served by the real server on a port
 * of its own; Debian's Chromium takes the pictures. Each is the top of the page, capped at two
 * screens' height, so the PNGs stay small. The cookie banner is declined beforehand, and motion
 * is reduced, so every section is drawn at once. Then /contact in two states, at 320, 390 and
 * 1440 px, the screen as the founder sees it (`contact-error-*`: sent empty, the error summary
 * focused; `contact-failed-*`: the send failed, its notice focused: issue 42). `-- --states`
 * takes only those.
 */

import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { startApp } from '@inlet/tests/app-start'
import { chromiumLaunchOptions } from '@inlet/tests/chromium'
import { chromium } from '@playwright/test'
import { clientDist, root, serveSite } from './lighthouse.ts'

/**
 * What is pictured: each page at the widths named, with its script and, for the pages issue 33
 * asked for, without it (`-nojs`: JavaScript off, as a browser without scripts shows them).
 */
const shots: Array<{
  name: string
  path: string
  widths: number[]
  nojs: boolean
  /** Also pictured at these widths with the browser's text size at 200 % (`-text200`). */
  largeText?: number[]
}> = [
  { name: 'home', path: '/', widths: [320, 390, 1440], nojs: true, largeText: [320] },
  {
    name: 'contact',
    path: '/contact',
    widths: [320, 390, 1440],
    nojs: true,
    largeText: [320, 390, 1440],
  },
  {
    name: 'partnerships',
    path: '/partnerships',
    widths: [320, 390, 1440],
    nojs: true,
    largeText: [320],
  },
  { name: 'about', path: '/about', widths: [390, 1440], nojs: false, largeText: [320] },
  { name: 'fintech', path: '/partnerships/fintech-ventures', widths: [390, 1440], nojs: false },
  {
    name: 'article',
    path: '/blog/find-right-founder-investor-fit',
    widths: [390, 1440],
    nojs: false,
  },
]
/** /contact after a submit: what the founder sees on the screen where focus went. */
const states = [
  { name: 'contact-error', failSend: false },
  { name: 'contact-failed', failSend: true },
]
const statesOnly = process.argv.includes('--states')

/** A phone's screen height below 1024 px, a laptop's from there. */
const heightFor = (width: number) => (width < 1024 ? 844 : 900)
/** Screens of page height kept per picture. */
const SCREENS_KEPT = 2

if (!existsSync(join(clientDist, 'index.html'))) {
  console.error('No built site in client/dist: run `npm run build` first.')
  process.exit(1)
}
/** Elsewhere than docs/screenshots/ (to compare a change before and after): SCREENSHOTS_DIR. */
const out = process.env.SCREENSHOTS_DIR ?? join(root, 'docs/screenshots')
mkdirSync(out, { recursive: true })
const site = await serveSite(clientDist)
const browser = await chromium.launch(chromiumLaunchOptions)
try {
  for (const shot of statesOnly ? [] : shots) {
    const pictures = [
      ...shot.widths.flatMap((width) =>
        (shot.nojs && width !== 390 ? [true, false] : [true]).map((js) => ({
          width,
          js,
          largeText: false,
        })),
      ),
      ...(shot.largeText ?? []).map((width) => ({ width, js: true, largeText: true })),
    ]
    for (const { width, js, largeText } of pictures) {
      const height = heightFor(width)
      const context = await browser.newContext({
        viewport: { width, height },
        reducedMotion: 'reduce',
        javaScriptEnabled: js,
      })
      // The banner is declined before the page is drawn, as a returning visitor has it.
      await context.addInitScript('localStorage.setItem("cookie-consent", "declined")')
      const page = await context.newPage()
      // Text at 200 %: Chromium's default font size doubled, as tests/e2e/layout.spec.ts sets it.
      if (largeText) {
        const cdp = await context.newCDPSession(page)
        await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } })
      }
      await page.goto(`${site.url}${shot.path}`)
      if (js) await startApp(page)
      // (Expressions as text: this script's TypeScript has no DOM types.)
      await page.evaluate('document.fonts.ready')
      const pageHeight = await page.evaluate<number>('document.documentElement.scrollHeight')
      const file = join(
        out,
        `${shot.name}${js ? '' : '-nojs'}${largeText ? '-text200' : ''}-${width}.png`,
      )
      const clip = { x: 0, y: 0, width, height: Math.min(pageHeight, height * SCREENS_KEPT) }
      if (largeText) {
        // A full-page picture resets the font size: the window is made as tall as the picture.
        await page.setViewportSize({ width, height: clip.height })
        await page.screenshot({ path: file })
      } else {
        // The full-page capture resizes the window for an instant: a box whose size follows the
        // window's width (styles.css `--spacing`) must not be caught half-way through a transition.
        await page.screenshot({ path: file, fullPage: true, clip, animations: 'disabled' })
      }
      console.log(`${file}  (page ${Math.round(pageHeight)} px high)`)
      await context.close()
    }
  }
  for (const state of states) {
    for (const width of [320, 390, 1440]) {
      const context = await browser.newContext({
        viewport: { width, height: heightFor(width) },
        reducedMotion: 'reduce',
      })
      await context.addInitScript('localStorage.setItem("cookie-consent", "declined")')
      const page = await context.newPage()
      // The server is out of reach: the post fails as a stopped server's does.
      if (state.failSend)
        await page.route('**/api/send-contact-email', (route) => route.abort('connectionrefused'))
      await page.goto(`${site.url}/contact`)
      await startApp(page)
      const form = page.getByRole('form', { name: 'Inquiry form' })
      if (state.failSend) {
        await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Rosa Marquez')
        await form.getByLabel('Email').fill('rosa@example.com')
        await form.getByLabel('Company / business name').fill('Marquez Marine Software')
        await form.getByLabel('Message').fill('We sell booking software to 30 marinas.')
      }
      await form.getByRole('button', { name: 'Send Business Inquiry' }).click()
      const shown = state.failSend
        ? form.getByRole('region', { name: 'Error' })
        : form.getByRole('heading', { name: 'There Is a Problem' })
      await shown.waitFor()
      await page.evaluate('document.fonts.ready')
      await page.waitForTimeout(300) // the focus scroll settles
      const file = join(out, `${state.name}-${width}.png`)
      await page.screenshot({ path: file })
      console.log(file.slice(root.length))
      await context.close()
    }
  }
} finally {
  await browser.close()
  await site.close()
}
