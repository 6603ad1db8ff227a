import { expect, test } from './fixtures.ts'

/** The display face's file (docs/decisions/031); every route's headings are checked in routes.spec.ts. */
test('when the font file is fetched, then it is a woff2 of our origin, cached for good', async ({
  page,
  request,
}) => {
  const fonts: string[] = []
  page.on('request', (req) => {
    if (req.resourceType() === 'font') fonts.push(req.url())
  })
  await page.goto('/')
  await page.evaluate(() => document.fonts.ready)
  const res = await request.get(fonts[0] ?? '/missing.woff2')
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toBe('font/woff2')
  expect(res.headers()['cache-control']).toContain('immutable')
  expect((await res.body()).subarray(0, 4).toString('latin1')).toBe('wOF2')
})
