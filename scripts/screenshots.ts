/**
 * `npm run screenshots` (after `npm run build`): the home, partnerships, fintech and one article
 * page at 390 and 1440 px, as a visitor sees them, written to docs/screenshots/ so a reviewer can
 * see the site without running anything. The built site is served by the real server on a port
 * of its own; Debian's Chromium takes the pictures. Each is the top of the page, capped at two
 * screens' height, so the PNGs stay small. The cookie banner is declined first, and motion is
 * reduced, so every section is drawn at once.
 */
import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromiumLaunchOptions } from '@inlet/tests/chromium'
import { chromium } from '@playwright/test'
import { clientDist, root, serveSite } from './lighthouse.ts'

const pages = {
  home: '/',
  partnerships: '/partnerships',
  fintech: '/partnerships/fintech-ventures',
  article: '/blog/find-right-founder-investor-fit',
}
const screens = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1440, height: 900 },
]
/** Screens of page height kept per picture. */
const SCREENS_KEPT = 2

if (!existsSync(join(clientDist, 'index.html'))) {
  console.error('No built site in client/dist: run `npm run build` first.')
  process.exit(1)
}
const out = join(root, 'docs/screenshots')
mkdirSync(out, { recursive: true })
const site = await serveSite(clientDist)
const browser = await chromium.launch(chromiumLaunchOptions)
try {
  for (const screen of screens) {
    const context = await browser.newContext({
      viewport: { width: screen.width, height: screen.height },
      reducedMotion: 'reduce',
    })
    const page = await context.newPage()
    for (const [name, path] of Object.entries(pages)) {
      await page.goto(`${site.url}${path}`)
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
      const decline = page.getByRole('button', { name: 'Decline', exact: true })
      if (await decline.isVisible()) await decline.click()
      // (Expressions as text: this script's TypeScript has no DOM types.)
      await page.evaluate('document.fonts.ready')
      const height = await page.evaluate<number>('document.documentElement.scrollHeight')
      const file = join(out, `${name}-${screen.width}.png`)
      await page.screenshot({
        path: file,
        fullPage: true,
        clip: {
          x: 0,
          y: 0,
          width: screen.width,
          height: Math.min(height, screen.height * SCREENS_KEPT),
        },
      })
      console.log(`${file.slice(root.length)}  (page ${height} px high)`)
    }
    await context.close()
  }
} finally {
  await browser.close()
  await site.close()
}
