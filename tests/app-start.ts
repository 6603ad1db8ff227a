import type { Page } from '@playwright/test'

/**
 * The visitor begins to use the page: a key is pressed (Shift, which does nothing else), the
 * first sign of use that makes /boot.js start the app (docs/decisions/060). Resolves once React has hydrated the page
 * (<html data-hydrated>); at once if it already has (an address with a query starts the app by
 * itself, and a page restored by Back is still hydrated).
 */
export async function startApp(page: Page): Promise<void> {
  // boot.js is a module script: it has run, and listens, by DOMContentLoaded.
  await page.waitForLoadState('domcontentloaded')
  const hydrated = page.locator('html[data-hydrated]')
  if ((await hydrated.count()) > 0) return
  await page.keyboard.press('Shift')
  await hydrated.waitFor({ state: 'attached' })
}
