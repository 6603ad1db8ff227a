import { expect, test } from './fixtures.ts'

for (const path of ['/', '/contact', '/blog']) {
  test(`when ${path} loads, then the browser paints it before it requests React and hydrates`, async ({
    page,
  }) => {
    await page.goto(path)
    const timings = await page.evaluate(() => {
      // paintTime: the end of the rendering update that drew the first content (Chromium).
      const paint = performance.getEntriesByName('first-contentful-paint')[0] as
        | (PerformanceEntry & { paintTime?: number })
        | undefined
      const entry = performance
        .getEntriesByType('resource')
        .find((resource) => /\/assets\/entry-client-[\w-]+\.js$/.test(resource.name))
      return { paint: paint?.paintTime, entry: entry?.startTime }
    })
    expect(timings.paint).toBeGreaterThan(0)
    expect(timings.entry).toBeGreaterThan(timings.paint ?? Number.POSITIVE_INFINITY)
    await expect(page.locator('h1')).toBeVisible()
  })
}
