import { expect, test } from './fixtures.ts'
import { builtRoutes } from './site.ts'

/**
 * The display face (docs/decisions/031): self-hosted, drawing every heading, and not preloaded
 * (docs/decisions/037: a preload shared the first round trips with the stylesheet).
 */
for (const route of builtRoutes) {
  test(`when ${route.path} loads, then its headings are drawn in Gelasio from this origin`, async ({
    page,
  }) => {
    const fonts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(request.url())
    })
    await page.goto(route.path)
    const drawn = await page.evaluate(async () => {
      await document.fonts.ready
      const h1 = document.querySelector('h1')
      const loaded = [...document.fonts].filter((face) => face.status === 'loaded')
      return {
        family: h1 ? getComputedStyle(h1).fontFamily : '',
        weight: h1 ? getComputedStyle(h1).fontWeight : '',
        // true only once the face the heading asks for has loaded (not a fallback's).
        ready: h1 ? document.fonts.check(`${getComputedStyle(h1).fontWeight} 1em Gelasio`) : false,
        loaded: loaded.map((face) => `${face.family} ${face.weight}`),
        preloads: [
          ...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]'),
        ].map((link) => new URL(link.href).pathname),
      }
    })
    expect(drawn.family).toMatch(/^Gelasio,/)
    expect(drawn.weight).toBe('700')
    expect(drawn.ready).toBe(true)
    expect(drawn.loaded).toContain('Gelasio 700')
    // No preload; the heading's file is fetched, and every font comes from this origin.
    expect(drawn.preloads).toEqual([])
    const origin = new URL(page.url()).origin
    for (const url of fonts) expect(url.startsWith(`${origin}/assets/`), url).toBe(true)
    expect(fonts.map((url) => new URL(url).pathname)).toContainEqual(
      expect.stringMatching(/^\/assets\/gelasio-700-[\w-]+\.woff2$/),
    )
  })
}

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
