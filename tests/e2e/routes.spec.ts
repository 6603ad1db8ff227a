import type { Request } from '@playwright/test'
import { axeViolations, expect, sharedPage, test } from './fixtures.ts'
import {
  brokenButtons,
  headingFont,
  heroProblems,
  isArticle,
  splitFigures,
  truncated,
  widths,
} from './route-checks.ts'
import { builtRoutes, escapeHtml } from './site.ts'

test('the build prerendered at least the home page', () => {
  expect(builtRoutes.map((route) => route.path)).toContain('/')
})

for (const route of builtRoutes) {
  test.describe(`route ${route.path}`, () => {
    test('when fetched without JavaScript, then the head and the content are in the HTML', async ({
      request,
    }) => {
      const res = await request.get(route.path)
      expect(res.status()).toBe(200)
      const html = await res.text()
      const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'))
      const body = html.slice(html.indexOf('<body>'))
      expect(head).toContain(`<title>${escapeHtml(route.title)}</title>`)
      expect(head).toMatch(/<meta name="description" content="[^"]{50,}"/)
      expect(head).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+"/)
      expect(head).toMatch(/<meta property="og:title" content="[^"]+"/)
      expect(head.match(/<title>/g)).toHaveLength(1)
      expect(body).toMatch(/<h1[^>]*>[^<]+/)
      expect(body).not.toContain('<title>')
      const jsonLd = [...body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      // Every indexable page describes itself; the thank-you page (noindex) has nothing to say.
      if (!route.noindex) expect(jsonLd.length, 'JSON-LD blocks').toBeGreaterThan(0)
      for (const json of jsonLd) expect(() => JSON.parse(json[1] ?? '')).not.toThrow()
    })

    // One page for the checks in Chromium: a load for the face and axe, then one per width
    // (docs/decisions/057).
    test.describe('in Chromium', () => {
      const shared = sharedPage()

      test('when loaded, then its headings are drawn in Gelasio from this origin, not preloaded', async () => {
        // The display face (docs/decisions/031); a preload shared the first round trips with
        // the stylesheet (docs/decisions/037). The first load of a fresh page fetches it.
        const page = shared()
        const fonts: string[] = []
        const onRequest = (request: Request) => {
          if (request.resourceType() === 'font') fonts.push(request.url())
        }
        page.on('request', onRequest)
        await page.goto(route.path)
        const drawn = await headingFont(page)
        page.off('request', onRequest)
        expect(drawn.family).toMatch(/^Gelasio,/)
        expect(drawn.weight).toBe('700')
        expect(drawn.ready).toBe(true)
        expect(drawn.loaded).toContain('Gelasio 700')
        expect(drawn.preloads).toEqual([])
        const origin = new URL(page.url()).origin
        for (const url of fonts) expect(url.startsWith(`${origin}/assets/`), url).toBe(true)
        expect(fonts.map((url) => new URL(url).pathname)).toContainEqual(
          expect.stringMatching(/^\/assets\/gelasio-700-[\w-]+\.woff2$/),
        )
      })

      test('when loaded, then it hydrates cleanly and axe finds no violation', async () => {
        const page = shared()
        await expect(page.locator('h1')).toHaveCount(1)
        await page.waitForLoadState('networkidle')
        expect(await axeViolations(page)).toEqual([])
      })

      // Issue 24: no sideways scroll, no text cut short, no button label broken over two lines,
      // no price or count split across lines; the hero (items 3 and 4).
      const hero = isArticle(route.path)
        ? 'it opens with its cover art, not a hero band'
        : "its hero's motif is whole and clear of text"
      for (const width of widths) {
        test(`when shown at ${width} px, then its layout holds and ${hero}`, async () => {
          const page = shared()
          await page.setViewportSize({ width, height: 900 })
          await page.goto(route.path)
          const { scrollWidth, viewport } = await page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            viewport: window.innerWidth,
          }))
          expect.soft(scrollWidth, 'no sideways scroll').toBeLessThanOrEqual(viewport)
          expect.soft(await truncated(page), 'no text cut short').toEqual([])
          expect.soft(await brokenButtons(page), 'button labels whole').toEqual([])
          expect.soft(await splitFigures(page), 'figures on one line').toEqual([])
          expect(await heroProblems(page, route.path, width)).toEqual([])
        })
      }
    })
  })
}

test.describe('not found', () => {
  test.use({ expectedConsole: 'the server responded with a status of 404' })

  test('when an unknown path is requested, then the 404 page answers with status 404 and noindex', async ({
    page,
  }) => {
    const res = await page.goto('/this-page-does-not-exist')
    expect(res?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    )
    await expect(page.getByRole('main').getByRole('link', { name: /Home/ })).toHaveAttribute(
      'href',
      '/',
    )
    expect(await axeViolations(page)).toEqual([])
  })

  test('when a page is asked for in other letters (/About), then the browser shows the 404 the server sent, hydrated as it is', async ({
    page,
  }) => {
    const res = await page.goto('/About')
    expect(res?.status()).toBe(404)
    await page.locator('html[data-hydrated]').waitFor()
    // The router matched paths ignoring case: it drew /about over the 404 document, a hydration
    // error in the console (which fails any test here) and a page the server said was missing.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found')
    await expect(page).toHaveTitle(/Not Found/)
  })
})

test('when sitemap.xml and robots.txt are fetched, then they list the indexable routes', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const route of builtRoutes.filter((r) => !r.noindex)) {
    expect(sitemap).toContain(route.path === '/' ? '/</loc>' : `${route.path}</loc>`)
  }
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/)
})
