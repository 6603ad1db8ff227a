/**
 * The site before, and without, its app script (issue 20, docs/decisions/026): run by the
 * no-javascript and app-script-blocked projects only (playwright.config.ts). Every section is
 * visible and every link leads somewhere.
 */
import { expect, screens, test } from './fixtures.ts'
import { builtRoutes } from './site.ts'

for (const { label, width, height } of screens) {
  test.describe(`without the app script, on a ${label} (${width}×${height})`, () => {
    test.use({ viewport: { width, height } })

    test('when every page is opened, then every section is visible and every link leads to a page', async ({
      page,
    }) => {
      test.setTimeout(120_000)
      const links = new Set<string>()
      for (const route of builtRoutes) {
        await page.goto(route.path)
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
        // Nothing in the page is left transparent or hidden away by an effect waiting for a script.
        const unseen = await page.locator('main').evaluate((main) =>
          [main, ...main.querySelectorAll('*')]
            .filter((element) => {
              const style = getComputedStyle(element)
              return style.opacity === '0' || style.visibility === 'hidden'
            })
            .map((element) => `${element.tagName}.${element.className}`),
        )
        expect(unseen, `${route.path}: hidden content`).toEqual([])
        for (const section of await page.locator('main section').all())
          await expect(section, route.path).toBeVisible()

        const hrefs = await page
          .locator('a')
          .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''))
        for (const href of hrefs) {
          expect(href, `${route.path}: a link without an address`).not.toMatch(
            /^(#?|javascript:.*)$/,
          )
          const url = new URL(href, page.url())
          if (url.origin === new URL(page.url()).origin) links.add(url.pathname + url.search)
        }
      }
      for (const link of links) {
        const response = await page.request.get(link)
        expect(response.status(), link).toBe(200)
      }
    })
  })
}
