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

test('when a light page loads, then its styles come inline, and client-side navigation keeps them with no stylesheet request', async ({
  page,
}) => {
  const stylesheets: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url())
  })
  // Preflight (Tailwind's reset) takes the browser's 8px body margin away: the sheet applies.
  const styled = () =>
    page.evaluate(() => ({
      inlineSheets: document.querySelectorAll('head style').length,
      bodyMargin: getComputedStyle(document.body).margin,
    }))
  await page.goto('/contact')
  expect(await styled()).toEqual({ inlineSheets: 1, bodyMargin: '0px' })

  await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
  await page.locator('header a[href="/partnerships"]').first().click()
  await expect(page).toHaveURL(/\/partnerships$/)
  await expect(page.locator('h1')).toBeVisible()
  expect(
    await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
  ).toBe(true)
  expect(await styled()).toEqual({ inlineSheets: 1, bodyMargin: '0px' })
  expect(stylesheets).toEqual([])
})

test('when a heavy page loads, then it links the stylesheet instead and is styled', async ({
  page,
}) => {
  const stylesheets: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname)
  })
  await page.goto('/partnerships')
  expect(stylesheets).toEqual([expect.stringMatching(/^\/assets\/style-[\w-]+\.css$/)])
  expect(
    await page.evaluate(() => ({
      inlineSheets: document.querySelectorAll('head style').length,
      bodyMargin: getComputedStyle(document.body).margin,
    })),
  ).toEqual({ inlineSheets: 0, bodyMargin: '0px' })
})
