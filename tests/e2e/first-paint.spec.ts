import { expect, isSameDocument, markDocument, receivedScripts, test } from './fixtures.ts'

for (const path of ['/', '/contact', '/blog']) {
  test(`when ${path} loads and is used, then it was on screen before React was requested and hydrates it`, async ({
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
  // The lightest page: with the 8 KB sheet of issue 24, document and sheet together fit the
  // 12.8 KB of docs/decisions/020 here, no longer on /contact or /about.
  await page.goto('/contact/thank-you')
  expect(await styled()).toEqual({ inlineSheets: 1, bodyMargin: '0px' })

  await markDocument(page)
  await page.locator('header a[href="/partnerships"]').first().click()
  await expect(page).toHaveURL(/\/partnerships$/)
  await expect(page.locator('h1')).toBeVisible()
  expect(await isSameDocument(page)).toBe(true)
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

/**
 * Article and legal texts travel once (docs/decisions/021): the page the visitor opens adopts
 * them from its document, no script carries them again; a client-side navigation to another
 * such page loads that page's text as a chunk.
 */
for (const { from, fromHeading, clicks, to, toHeading } of [
  {
    from: '/privacy',
    fromHeading: 'California Privacy Rights',
    clicks: ['footer a[href="/terms"]'],
    to: '/terms',
    toHeading: 'Governing Law',
  },
  {
    from: '/blog/find-right-founder-investor-fit',
    fromHeading: 'Build a List That Gives You Real Choices',
    clicks: [
      'main a[href="/blog"]',
      'main a[href="/blog/lessons-learned-building-startup-studio"]',
    ],
    to: '/blog/lessons-learned-building-startup-studio',
    toHeading: 'Lessons About Our Own Model',
  },
  {
    from: '/resources/glossary',
    fromHeading: 'A',
    clicks: ['main a[href="/blog/raising-capital-during-market-uncertainty"]'],
    to: '/blog/raising-capital-during-market-uncertainty',
    toHeading: 'Start with Runway, Not the Pitch Deck',
  },
]) {
  test(`when ${from} is opened, then its text is not downloaded twice, and navigating on to ${to} loads that text`, async ({
    page,
  }) => {
    const scriptText = receivedScripts(page)

    await page.goto(from)
    const heading = page.getByRole('heading', { name: fromHeading, exact: true })
    await expect(heading).toBeVisible()
    const text = await page.getByRole('main').innerText()
    const sample = text.slice(text.length / 2, text.length / 2 + 40).trim()
    expect((await scriptText()).includes(sample), `a script carries "${sample}"`).toBe(false)

    await markDocument(page)
    for (const link of clicks) await page.locator(link).first().click()
    await expect(page).toHaveURL(new RegExp(`${to}$`))
    await expect(page.getByRole('heading', { name: toHeading }).first()).toBeVisible()
    expect((await scriptText()).includes(toHeading), 'a script carries the next text').toBe(true)

    // Back to the first page: its adopted text is still there, without a reload.
    await page.evaluate((steps) => history.go(-steps), clicks.length)
    await expect(page).toHaveURL(new RegExp(`${from}$`))
    await expect(heading).toBeVisible()
    expect(await isSameDocument(page)).toBe(true)
  })
}

test('when the glossary is reached by a client-side navigation, then its terms are loaded and the letters work', async ({
  page,
}) => {
  await page.goto('/resources')
  await markDocument(page)
  await page.locator('footer a[href="/resources/glossary"]').click()
  await expect(page).toHaveURL(/\/resources\/glossary$/)
  await expect(page.locator('#valuation-cap dt')).toHaveText('Valuation Cap')
  await page.getByRole('navigation', { name: 'Glossary letters' }).getByRole('link').last().click()
  await expect(page.locator('#letter-v')).toBeFocused()
  expect(await isSameDocument(page)).toBe(true)
})
