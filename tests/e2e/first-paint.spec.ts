import { expect, test } from './fixtures.ts'

for (const path of ['/', '/contact', '/blog']) {
  test(`when ${path} loads, then it is on screen before React is requested and hydrates it`, async ({
    page,
  }) => {
    await page.goto(path)
    const timings = await page.evaluate(() => {
      // startTime: when the first content was presented on screen.
      const paint = performance.getEntriesByName('first-contentful-paint')[0]
      const entry = performance
        .getEntriesByType('resource')
        .find((resource) => /\/assets\/index-[\w-]+\.js$/.test(resource.name))
      return { paint: paint?.startTime, entry: entry?.startTime }
    })
    expect(timings.paint).toBeGreaterThan(0)
    expect(timings.entry).toBeGreaterThan(timings.paint ?? Number.POSITIVE_INFINITY)
    await expect(page.locator('h1')).toBeVisible()
  })
}
