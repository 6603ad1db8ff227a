import { createHash } from 'node:crypto'
import { expect, test } from './fixtures.ts'
import { builtRoutes } from './site.ts'

/** A page, a nested page, the glossary and an article: four different kinds of card. */
const sample = [
  '/',
  '/partnerships/fintech-ventures',
  '/resources/glossary',
  builtRoutes.find((route) => route.path.startsWith('/blog/'))?.path ?? '/blog/missing',
]

test('when every page’s head is read, then each names its own absolute 1200×630 card for LinkedIn and X', async ({
  request,
}) => {
  const cards = new Set<string>()
  for (const route of builtRoutes) {
    const html = await (await request.get(route.path)).text()
    const meta = (key: string) =>
      html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1]
    const image = meta('og:image')
    expect(image, route.path).toMatch(/^https?:\/\/[^/]+\/.+\.png$/)
    expect(meta('twitter:image'), route.path).toBe(image)
    expect(meta('twitter:card'), route.path).toBe('summary_large_image')
    expect([meta('og:image:width'), meta('og:image:height')], route.path).toEqual(['1200', '630'])
    expect(meta('og:image:alt'), route.path).toBeTruthy()
    expect(meta('twitter:image:alt'), route.path).toBe(meta('og:image:alt'))
    cards.add(new URL(image ?? '').pathname)
  }
  expect(cards.size).toBe(builtRoutes.length)
})

test('when a few cards are opened as images, then each is a 1200×630 PNG unlike the others', async ({
  page,
  request,
}) => {
  const hashes = new Set<string>()
  for (const path of sample) {
    await page.goto(path)
    const image = await page.locator('meta[property="og:image"]').getAttribute('content')
    // The card of the page, served by this server (the build's SITE_URL is another origin).
    const card = new URL(image ?? '').pathname
    const size = await page.evaluate(async (src) => {
      const img = new Image()
      img.src = src
      await img.decode()
      return { width: img.naturalWidth, height: img.naturalHeight }
    }, card)
    expect(size, card).toEqual({ width: 1200, height: 630 })
    const res = await request.get(card)
    expect(res.headers()['content-type']).toBe('image/png')
    hashes.add(
      createHash('sha256')
        .update(await res.body())
        .digest('hex'),
    )
  }
  expect(hashes.size).toBe(sample.length)
})
