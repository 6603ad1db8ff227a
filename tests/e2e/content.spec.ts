import { redirects } from '@inlet/shared/paths'
import { expect, isSameDocument, markDocument, test } from './fixtures.ts'
import { builtRoutes, lastUpdated } from './site.ts'

const registered = new Set(builtRoutes.map((route) => route.path))
const articles = builtRoutes.filter((route) => route.path.startsWith('/blog/'))

test('when the blog index is opened, then 14 article cards link to the articles', async ({
  page,
}) => {
  await page.goto('/blog')
  const cards = page.getByRole('main').locator('article')
  await expect(cards).toHaveCount(14)
  const hrefs = await cards
    .locator('h2 a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  expect(hrefs.sort()).toEqual(articles.map((route) => route.path).sort())
  await expect(page.getByText('Last updated')).toContainText(lastUpdated('/blog'))
})

for (const route of articles) {
  test(`when ${route.path} is read, then it has its title, a way back and the disclaimer`, async ({
    request,
  }) => {
    const res = await request.get(route.path)
    expect(res.status()).toBe(200)
    const html = await res.text()
    expect(html).toMatch(/<h1[^>]*>[^<]{10,}<\/h1>/)
    expect(html).toContain('href="/blog"')
    expect(html).toContain('Back to Blog')
    expect(html).toMatch(
      /is for general information only and is not legal, financial, tax, investment or other professional advice/,
    )
    const body = html.slice(html.indexOf('<article'))
    const undated = [
      '/blog/product-led-growth-age-of-ai',
      '/blog/building-in-public-new-founder-playbook',
    ]
    if (undated.includes(route.path)) expect(body.slice(0, 2000)).not.toContain('<time')
    else
      expect(body.slice(0, 2000)).toMatch(
        /<time dateTime="2025-\d\d-\d\d">(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, 2025<\/time>/,
      )
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? '{}'),
    )
    const types = jsonLd.flatMap((data) =>
      data['@graph'].map((node: { '@type': string }) => node['@type']),
    )
    expect(types).toEqual(expect.arrayContaining(['BlogPosting', 'BreadcrumbList']))
    expect(html).toMatch(/<meta property="og:type" content="article"/)
  })
}

test('when every page’s links are followed, then each internal one reaches a registered page', async ({
  request,
}) => {
  const oldAddresses = new Set(redirects.map((redirect) => redirect.from))
  const files = new Set(['/rss.xml', '/sitemap.xml', '/robots.txt', '/favicon.svg'])
  const broken: string[] = []
  let checked = 0
  for (const route of builtRoutes) {
    const html = await (await request.get(route.path)).text()
    for (const [, href] of html.matchAll(/href="(\/[^"#]*)[^"]*"/g)) {
      if (!href || href.startsWith('/assets/') || href.startsWith('/images/')) continue
      const path = href.split('?')[0] ?? href
      checked++
      if (!registered.has(path) && !oldAddresses.has(path) && !files.has(path))
        broken.push(`${route.path} → ${href}`)
    }
  }
  expect(broken).toEqual([])
  expect(checked).toBeGreaterThan(500)
})

test('when a link names an anchor on a page, then that page has an element with that id', async ({
  request,
}) => {
  const pages = new Map<string, string>()
  const htmlOf = async (path: string) => {
    if (!pages.has(path)) pages.set(path, await (await request.get(path)).text())
    return pages.get(path) as string
  }
  const missing: string[] = []
  let checked = 0
  for (const route of builtRoutes) {
    const html = await htmlOf(route.path)
    for (const [, path, id] of html.matchAll(/href="(\/[^"#?]*)?(?:\?[^"#]*)?#([^"]+)"/g)) {
      checked++
      const target = await htmlOf(path ?? route.path)
      if (!target.includes(`id="${id}"`)) missing.push(`${route.path} → ${path ?? ''}#${id}`)
    }
  }
  expect(missing).toEqual([])
  // The articles link glossary terms on first use, and the partnerships page its #brands.
  expect(checked).toBeGreaterThan(40)
})

test('when the short from-zero-to-ai address is used, then it redirects to the full slug', async ({
  request,
}) => {
  const res = await request.get('/blog/from-zero-to-ai-technical-roadmap', { maxRedirects: 0 })
  expect(res.status()).toBe(301)
  expect(res.headers().location).toBe(
    '/blog/from-zero-to-ai-technical-roadmap-non-technical-founders',
  )
})

test('when a link inside an article is followed, then the app navigates without reloading', async ({
  page,
}) => {
  await page.goto('/blog/find-right-founder-investor-fit')
  await markDocument(page)
  const link = page.locator('article a[href^="/partnerships"], article a[href^="/contact"]').first()
  const href = (await link.getAttribute('href')) ?? ''
  await link.click()
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[?]/g, '\\?')}$`))
  expect(await isSameDocument(page)).toBe(true)
})

test('when the RSS feed is fetched, then it lists the 14 articles and every page links to it', async ({
  request,
}) => {
  const res = await request.get('/rss.xml')
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toMatch(/xml/)
  const feed = await res.text()
  expect(feed.match(/<item>/g)).toHaveLength(14)
  expect(feed).toContain('/blog/lessons-learned-building-startup-studio</link>')
  const home = await (await request.get('/')).text()
  expect(home).toContain(
    '<link rel="alternate" type="application/rss+xml" title="Inlet Ventures blog" href="/rss.xml"',
  )
})

test.describe('glossary', () => {
  test('when opened, then 30 terms are grouped by letter', async ({ page }) => {
    await page.goto('/resources/glossary')
    await expect(page.locator('main dt')).toHaveCount(30)
    const letters = page.getByRole('navigation', { name: 'Glossary letters' }).getByRole('link')
    expect(await letters.count()).toBeGreaterThanOrEqual(14)
    await expect(page.getByRole('main').locator('a[href="/contact?context=glossary"]')).toHaveCount(
      1,
    )
  })

  test('when a letter is chosen, then its group scrolls into view and takes focus', async ({
    page,
  }) => {
    await page.goto('/resources/glossary')
    const nav = page.getByRole('navigation', { name: 'Glossary letters' })
    const last = nav.getByRole('link').last()
    const letter = ((await last.textContent()) ?? '').trim().slice(-1).toLowerCase()
    await last.click()
    const heading = page.locator(`#letter-${letter}`)
    await expect(heading).toBeFocused()
    await expect(heading).toBeInViewport()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
    // The address names the group, as the browser's own jump would (issue 42): Back returns.
    await expect(page).toHaveURL(new RegExp(`/resources/glossary#letter-${letter}$`))
    await page.goBack()
    await expect(page).toHaveURL(/\/resources\/glossary$/)
    await page.goForward()
    await expect(page).toHaveURL(new RegExp(`#letter-${letter}$`))
    await expect(heading).toBeInViewport()
  })

  test('when a term’s anchor is opened, then the term is in view and links to the article that explains it', async ({
    page,
  }) => {
    await page.goto('/resources/glossary#valuation-cap')
    const term = page.locator('#valuation-cap')
    await expect(term.locator('dt')).toHaveText('Valuation Cap')
    await expect(term).toBeInViewport()
    await expect(
      term.locator('a[href="/blog/new-fundraising-stack-tools-tactics-technologies"]'),
    ).toHaveCount(1)
    await expect(page.locator('#mfn dt')).toHaveText('MFN (Most Favored Nation)')
    await expect(page.locator('#burn-multiple dt')).toHaveText('Burn Multiple')
  })
})

test('when the resources hub is opened, then its six guides lead to the named articles', async ({
  page,
}) => {
  await page.goto('/resources')
  const main = page.getByRole('main')
  for (const slug of [
    'lessons-learned-building-startup-studio',
    'find-right-founder-investor-fit',
    'optimizing-business-model-scalable-growth',
    'unlocking-capital-creative-fundraising-2025',
    'ai-implementation-tactics-for-founders',
    'building-innovation-jupiter-fl',
  ]) {
    await expect(main.locator(`a[href="/blog/${slug}"]`)).toHaveCount(1)
  }
  expect(await main.locator('a[href="/contact?context=resources"]').count()).toBeGreaterThanOrEqual(
    2,
  )
  await expect(page.getByText('Last updated')).toContainText(lastUpdated('/resources'))
})

test('when the legal pages are read, then they carry the sections the law and the spec require', async ({
  page,
}) => {
  await page.goto('/privacy')
  const privacy = page.getByRole('main')
  for (const heading of [
    'Cookies and Local Storage',
    'California Privacy Rights',
    'European Privacy Rights',
  ]) {
    await expect(privacy.getByRole('heading', { name: heading })).toBeVisible()
  }
  await expect(privacy).toContainText('cookie-consent')
  await expect(privacy).toContainText(/do not sell/i)
  await expect(page.getByText('Last updated')).toContainText(lastUpdated('/privacy'))
  await page.goto('/terms')
  const terms = page.getByRole('main')
  for (const heading of [
    'Governing Law',
    'Investment Disclaimer',
    'Professional Advice Disclaimer',
  ]) {
    await expect(terms.getByRole('heading', { name: heading })).toBeVisible()
  }
  await expect(terms).toContainText('Palm Beach County')
})

for (const path of ['/privacy', '/terms']) {
  test(`when ${path} is read, then the studio’s email appears once in the page`, async ({
    page,
  }) => {
    await page.goto(path)
    const main = page.getByRole('main')
    const text = (await main.innerText()).split('hello@inletventures.example')
    expect(text).toHaveLength(2)
    await expect(main.locator('a[href="mailto:hello@inletventures.example"]')).toHaveCount(1)
  })
}
