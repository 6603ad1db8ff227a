import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/**
 * axe's violations on the page as it is now, for the browser tests and the site check. Every
 * rule runs, in the page itself (legacy mode: the site has no frames, so nothing goes untested),
 * and only the violations are detailed, the one result either reads. The default opens a second
 * page to merge results and details every pass: twice the time (docs/decisions/058).
 */
export async function axeViolationsOn(page: Page) {
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze()
  return results.violations
}
