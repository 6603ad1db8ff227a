import type { Page } from '@playwright/test'
import { type Brand, brandCategories, brands } from '../../shared/src/brands.ts'
import {
  answerOf,
  axeViolations,
  expect,
  expectFaqFromData,
  expectOneAnswerAtATime,
  expectOpen,
  faqQuestions,
  isSameDocument,
  jsonLdTypes,
  markDocument,
  receivedScripts,
  test,
} from './fixtures.ts'
import { lastUpdated } from './site.ts'

const TOTAL = brands.length
const INITIAL = 12

test.beforeEach(async ({ page }) => {
  // The fixed cookie banner would sit over the lowest cards and buttons; it has its own tests.
  await page.addInitScript(() => window.localStorage.setItem('cookie-consent', 'declined'))
})

const brandSection = (page: Page) => page.locator('section#brands')
const brandCards = (page: Page) =>
  page.getByRole('list', { name: 'Brands', exact: true }).getByRole('listitem')
const filterButton = (page: Page, name: string) =>
  brandSection(page).getByRole('button', { name, exact: true })
const loadMoreButton = (page: Page) =>
  brandSection(page).getByRole('button', { name: /^Load More/ })

/** Clicks Load More until it is gone, checking the count and the label after every click. */
async function loadAll(page: Page, pageSize: number) {
  let visible = INITIAL
  while (visible < TOTAL) {
    await loadMoreButton(page).click()
    visible += pageSize
    await expect(brandCards(page)).toHaveCount(Math.min(visible, TOTAL))
    if (visible < TOTAL) {
      await expect(loadMoreButton(page)).toHaveText(`Load More (${TOTAL - visible} remaining)`)
    }
  }
  await expect(loadMoreButton(page)).toHaveCount(0)
  await expect(brandCards(page)).toHaveCount(TOTAL)
}

/** [domain shown on the card, href of its Let’s Discuss link] for every card on the page. */
function cardDomainsAndLinks(page: Page) {
  return brandCards(page).evaluateAll((items) =>
    items.map((item) => {
      const links = [...item.querySelectorAll('a')].filter((a) =>
        a.textContent?.includes('Let’s Discuss'),
      )
      return {
        domain: item.querySelector('h3 + p')?.textContent ?? '',
        hrefs: links.map((a) => a.getAttribute('href')),
      }
    }),
  )
}

for (const { width, height, pageSize } of [
  { width: 1280, height: 900, pageSize: 24 },
  { width: 375, height: 740, pageSize: 12 },
]) {
  test.describe(`brand portfolio at ${width}×${height}`, () => {
    test.use({ viewport: { width, height } })

    test(`when the portfolio opens, then 12 cards show under All and Load More adds ${pageSize} at a time until all ${TOTAL} show`, async ({
      page,
    }) => {
      await page.goto('/partnerships#brands')
      await expect(brandCards(page)).toHaveCount(INITIAL)
      await expect(filterButton(page, 'All')).toHaveAttribute('aria-pressed', 'true')
      for (const category of brandCategories) {
        await expect(filterButton(page, category)).toHaveAttribute('aria-pressed', 'false')
      }
      await expect(loadMoreButton(page)).toHaveText(`Load More (${TOTAL - INITIAL} remaining)`)

      await loadMoreButton(page).click()
      await expect(brandCards(page)).toHaveCount(INITIAL + pageSize)
      await expect(loadMoreButton(page)).toHaveText(
        `Load More (${TOTAL - INITIAL - pageSize} remaining)`,
      )
      await expect(brandSection(page).locator('[aria-live="polite"]')).toHaveText(
        `Showing ${INITIAL + pageSize} of ${TOTAL} brands`,
      )

      // The rest: keep clicking until the button is gone.
      let visible = INITIAL + pageSize
      while (visible < TOTAL) {
        await loadMoreButton(page).click()
        visible += pageSize
        await expect(brandCards(page)).toHaveCount(Math.min(visible, TOTAL))
      }
      await expect(loadMoreButton(page)).toHaveCount(0)
      const shown = await cardDomainsAndLinks(page)
      expect(shown.map((card) => card.domain)).toEqual(brands.map((brand) => brand.domain))
    })

    test('when a category is chosen after loading more, then the grid starts again with one page of that category', async ({
      page,
    }) => {
      await page.goto('/partnerships#brands')
      await loadMoreButton(page).click()
      await expect(brandCards(page)).toHaveCount(INITIAL + pageSize)

      for (const category of ['Finance', ...brandCategories.filter((c) => c !== 'Finance')]) {
        const matching = brands.filter((brand) => brand.category === category)
        await filterButton(page, category).click()
        await expect(filterButton(page, category)).toHaveAttribute('aria-pressed', 'true')
        await expect(filterButton(page, 'All')).toHaveAttribute('aria-pressed', 'false')
        const count = Math.min(pageSize, matching.length)
        await expect(brandCards(page)).toHaveCount(count)
        await expect(brandCards(page).locator('h3 + p')).toHaveText(
          matching.slice(0, count).map((brand) => brand.domain),
        )
        const left = matching.length - count
        if (left > 0) {
          await expect(loadMoreButton(page)).toHaveText(`Load More (${left} remaining)`)
        } else {
          await expect(loadMoreButton(page)).toHaveCount(0)
        }
        await expect(brandSection(page).locator('[aria-live="polite"]')).toHaveText(
          `Showing ${count} of ${matching.length} brands`,
        )
      }

      // Back to All: one page again, not what was loaded before.
      await filterButton(page, 'All').click()
      await expect(filterButton(page, 'All')).toHaveAttribute('aria-pressed', 'true')
      await expect(filterButton(page, 'Finance')).toHaveAttribute('aria-pressed', 'false')
      await expect(brandCards(page)).toHaveCount(pageSize)
      await expect(loadMoreButton(page)).toHaveText(`Load More (${TOTAL - pageSize} remaining)`)
    })

    test("when all brands are loaded, then every Let’s Discuss link carries its card's domain to the contact page", async ({
      page,
    }) => {
      await page.goto('/partnerships#brands')
      await loadAll(page, pageSize)
      const cards = await cardDomainsAndLinks(page)
      expect(cards).toHaveLength(TOTAL)
      for (const card of cards) {
        expect(card.domain).not.toBe('')
        expect(card.hrefs, card.domain).toEqual([
          `/contact?domain=${encodeURIComponent(card.domain)}`,
        ])
      }

      // A card from the last page loaded, not just the first twelve.
      const chosen = brands[TOTAL - 3] as Brand
      const card = brandCards(page).filter({ hasText: chosen.domain })
      await card.getByRole('link', { name: /^Let’s Discuss/ }).click()
      await expect(page).toHaveURL(`/contact?domain=${encodeURIComponent(chosen.domain)}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `Partner on ${chosen.domain}`,
      )
    })
  })
}

test('when the address names a category (?category=finance, or fintech), then the page opens at its group’s address, its filter is chosen and only its brands show', async ({
  page,
}) => {
  const finance = brands.filter((brand) => brand.category === 'Finance')
  expect(finance.length).toBeGreaterThan(0)
  for (const query of ['finance', 'fintech', 'FINANCE']) {
    await page.goto(`/partnerships?category=${query}`)
    // The server sends a page load to the group's anchor in the list without scripts; the app
    // reads it as it reads the query (docs/decisions/053).
    await expect(page).toHaveURL(/\/partnerships#category-finance$/)
    await expect(filterButton(page, 'Finance')).toHaveAttribute('aria-pressed', 'true')
    await expect(filterButton(page, 'All')).toHaveAttribute('aria-pressed', 'false')
    await expect(brandCards(page)).toHaveCount(Math.min(finance.length, 12))
    await expect(brandCards(page).first()).toContainText(finance[0]?.brandName ?? '')
  }
})

test('when /partnerships?category=fintech is opened, then the reader lands on the portfolio, its filter chosen', async ({
  page,
}) => {
  await page.goto('/partnerships?category=fintech')
  await expect(filterButton(page, 'Finance')).toHaveAttribute('aria-pressed', 'true')
  const top = () =>
    page.locator('section#brands').evaluate((section) => section.getBoundingClientRect().top)
  // Just under the header (the page's scroll padding), not 1,880 px further down or at the top.
  await expect.poll(top).toBeGreaterThanOrEqual(0)
  await expect.poll(top).toBeLessThanOrEqual(100)
})

test('when the address names a category’s group (#category-tech), then its filter is chosen', async ({
  page,
}) => {
  const tech = brands.filter((brand) => brand.category === 'Tech')
  await page.goto('/partnerships#category-tech')
  await expect(filterButton(page, 'Tech')).toHaveAttribute('aria-pressed', 'true')
  await expect(brandCards(page)).toHaveCount(Math.min(tech.length, 12))
})

test('when a link in the site leads to /partnerships?category=social, then the router keeps the query and its filter is chosen', async ({
  page,
}) => {
  await page.goto('/about')
  await markDocument(page)
  // A link outside the app's tree (React draws #root), which the site's one click handler
  // routes as it routes every link.
  await page.evaluate(() => {
    const link = document.createElement('a')
    link.href = '/partnerships?category=social'
    link.textContent = 'Social brands'
    link.style.cssText = 'position:fixed;top:50%;left:50%;z-index:100;background:white'
    document.body.append(link)
  })
  await page.getByRole('link', { name: 'Social brands' }).click()
  await expect(page).toHaveURL(/\/partnerships\?category=social$/)
  await expect(filterButton(page, 'Social')).toHaveAttribute('aria-pressed', 'true')
  expect(await isSameDocument(page)).toBe(true)
})

test('when the address names no category (?category=crypto, #category-crypto), then nothing is redirected and All stays chosen', async ({
  page,
}) => {
  for (const [address, url] of [
    ['/partnerships?category=crypto', /\/partnerships\?category=crypto$/],
    ['/partnerships#category-crypto', /\/partnerships#category-crypto$/],
  ] as const) {
    await page.goto(address)
    await expect(page).toHaveURL(url)
    await expect(filterButton(page, 'All')).toHaveAttribute('aria-pressed', 'true')
    await expect(brandCards(page)).toHaveCount(INITIAL)
  }
})

test.describe('partnership FAQ', () => {
  test('when questions are clicked, then one answer opens at a time and a second click closes it', async ({
    page,
  }) => {
    await page.goto('/partnerships')
    await expect(faqQuestions(page)).toHaveCount(6)
    await expectOneAnswerAtATime(page, 'It starts with a conversation')
  })

  test('when a question is reached with Tab, then Enter opens it and Space closes it', async ({
    page,
  }) => {
    await page.goto('/partnerships')
    const questions = faqQuestions(page)
    const first = questions.nth(0)
    const second = questions.nth(1)
    // The last focusable element before the FAQ: the Complete Package call to action.
    await page.getByRole('link', { name: 'Discuss Your Package' }).focus()
    await page.keyboard.press('Tab')
    await expect(first).toBeFocused()

    await page.keyboard.press('Enter')
    await expectOpen(first, true)
    await page.keyboard.press('Space')
    await expectOpen(first, false)

    await page.keyboard.press('Tab')
    await expect(second).toBeFocused()
    await page.keyboard.press('Enter')
    await expectOpen(second, true)
    await page.keyboard.press('Space')
    await expectOpen(second, false)
  })
})

/** The ideas grid: the first six brands with the tag, in portfolio order. */
const tagged = (tag: 'Fintech' | 'AI & ML') => {
  const all = brands.filter((brand) => brand.industries.includes(tag))
  return all.slice(0, Math.min(6, all.length))
}

const verticalPages = [
  {
    path: '/partnerships/fintech-ventures',
    crumb: 'Fintech Ventures',
    context: 'fintech',
    primary: 'Discuss Your Fintech Venture',
    faqTitle: 'Fintech Partnership Questions',
    ideas: tagged('Fintech'),
    types: ['Organization', 'Service', 'FAQPage', 'BreadcrumbList'],
  },
  {
    path: '/partnerships/ai-ml-startups',
    crumb: 'AI & ML Startups',
    context: 'aiml',
    primary: 'Discuss Your AI Startup',
    faqTitle: 'AI/ML Partnership Questions',
    ideas: tagged('AI & ML'),
    types: ['Organization', 'Service', 'FAQPage', 'BreadcrumbList'],
  },
  {
    path: '/partnerships/saas-companies',
    crumb: 'SaaS Companies',
    context: 'saas',
    primary: 'Discuss Your SaaS Company',
    faqTitle: 'SaaS Partnership Questions',
    ideas: [],
    types: ['Organization', 'Service', 'FAQPage', 'BreadcrumbList'],
  },
]

test.describe('vertical pages', () => {
  for (const vertical of verticalPages) {
    test(`when ${vertical.path} opens, then hero, breadcrumbs, ideas, FAQ and date are right`, async ({
      page,
    }) => {
      await page.goto(vertical.path)
      const main = page.getByRole('main')

      const hero = main.locator('section').first()
      await expect(hero.getByRole('link')).toHaveCount(2)
      await expect(hero.getByRole('link', { name: vertical.primary })).toHaveAttribute(
        'href',
        `/contact?context=${vertical.context}`,
      )
      await expect(hero.getByRole('link', { name: 'Explore IP Development' })).toHaveAttribute(
        'href',
        '/intellectual-property',
      )

      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
      await expect(crumbs).toHaveText(
        new RegExp(`^Home\\s*/\\s*Partnerships\\s*/\\s*${vertical.crumb}$`),
      )
      await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Partnerships'])
      await expect(crumbs.getByRole('link').nth(0)).toHaveAttribute('href', '/')
      await expect(crumbs.getByRole('link').nth(1)).toHaveAttribute('href', '/partnerships')
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(vertical.crumb)

      const ideas = page.getByRole('list', { name: 'Idea opportunities' })
      if (vertical.ideas.length === 0) {
        await expect(ideas).toHaveCount(0)
        await expect(page.locator('section#ideas')).toHaveCount(0)
      } else {
        const items = ideas.getByRole('listitem')
        await expect(items).toHaveCount(vertical.ideas.length)
        await expect(items.locator('h3')).toHaveText(vertical.ideas.map((b) => b.domain))
        const links = items.getByRole('link', { name: /^Discuss Partnership/ })
        await expect(links).toHaveCount(vertical.ideas.length)
        expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual(
          vertical.ideas.map((b) => `/contact?domain=${encodeURIComponent(b.domain)}`),
        )
        await expect(links).toHaveText(vertical.ideas.map(() => 'Discuss Partnership'))
      }

      await expect(main).toContainText('$50K to $500K+')
      await expect(page.locator('#faq-title')).toHaveText(vertical.faqTitle)
      await expectOpen(faqQuestions(page).first(), false)
      await expect(main.getByText('Last updated')).toHaveText(
        `Last updated ${lastUpdated(vertical.path)}`,
      )
    })
  }
})

test.describe('structured data', () => {
  for (const { path, types } of [
    { path: '/partnerships', types: ['FAQPage', 'BreadcrumbList'] },
    ...verticalPages.map(({ path, types }) => ({ path, types })),
  ]) {
    test(`when ${path} loads, then its JSON-LD parses and holds ${types.join(', ')}`, async ({
      page,
    }) => {
      await page.goto(path)
      const found = await jsonLdTypes(page)
      for (const type of types) expect(found, `${path} has ${type}`).toContain(type)
    })
  }
})

test('when every brand is loaded and an FAQ answer is open, then axe finds no violations on /partnerships', async ({
  page,
}) => {
  // 60 cards loaded and axe over the whole page: room for a busy machine (axe alone took 13 s at load 20).
  test.setTimeout(90_000)
  await page.goto('/partnerships#brands')
  await loadAll(page, 24)
  const question = faqQuestions(page).first()
  await question.click()
  await expectOpen(question, true)
  expect(await axeViolations(page)).toEqual([])
})

/**
 * Static regions (docs/decisions/021): the copy of a page's static sections travels once, in
 * the document. A direct load adopts it (no script carries it, the page still works); a
 * client-side navigation loads the regions' chunk and React draws them.
 */
/** Samples of /partnerships' region copy: hero, who, brand cards, package, why, closing. */
const partnershipsSamples = [
  'Either way, you get funding, senior operators',
  'Weekly strategy, engineering and legal support',
  (brands[0] as Brand).concept,
  (brands[INITIAL - 1] as Brand).concept,
  'Introductions to customers, co-investors, advisors',
  'Premium ideas',
]

test.describe('static regions of /partnerships', () => {
  test('when /partnerships is opened, then no script carries its static copy, its links navigate client-side and its cards fade in', async ({
    page,
  }) => {
    const scriptText = receivedScripts(page)
    await page.goto('/partnerships')
    const main = page.getByRole('main')
    for (const sample of partnershipsSamples) {
      await expect(main).toContainText(sample)
      expect((await scriptText()).includes(sample), `a script carries "${sample}"`).toBe(false)
    }
    // The FAQ is an island drawn from the page's copy, the same items as its FAQPage data.
    await expectFaqFromData(page, scriptText, false)

    const cards = page.locator('section#package ul > li > .reveal')
    await expect(cards).toHaveCount(6)
    await expect(cards.first()).not.toHaveAttribute('data-visible', /.*/)
    await page.locator('section#package').scrollIntoViewIfNeeded()
    await expect(cards.last()).toHaveAttribute('data-visible', '')

    await markDocument(page)
    await page.getByRole('link', { name: 'Tell Us About Your Business' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await isSameDocument(page)).toBe(true)
  })

  test('when Load More is first used, then the grid draws the cards and the ones already shown do not fade in again', async ({
    page,
  }) => {
    await page.goto('/partnerships#brands')
    const first = brandCards(page).first().locator('.reveal')
    await expect(first).toHaveAttribute('data-visible', '')
    // Note, for every card the grid inserts, whether it arrives already shown.
    await page.evaluate(() => {
      const inserted: Array<[string, boolean]> = []
      Object.assign(window, { __inserted: inserted })
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes) {
            if (!(node instanceof HTMLElement)) continue
            for (const card of node.querySelectorAll<HTMLElement>('.reveal'))
              inserted.push([
                card.querySelector('h3 + p')?.textContent ?? '',
                'visible' in card.dataset,
              ])
          }
      }).observe(document.querySelector('section#brands') as Node, {
        childList: true,
        subtree: true,
      })
    })
    await loadMoreButton(page).click()
    await expect(brandCards(page)).toHaveCount(INITIAL + 24)
    const inserted = await page.evaluate(
      () => (window as unknown as { __inserted: Array<[string, boolean]> }).__inserted,
    )
    const firstVisible = brands.slice(0, INITIAL).map((brand) => [brand.domain, true])
    expect(inserted.slice(0, INITIAL)).toEqual(firstVisible)
    expect(inserted[INITIAL]).toEqual([(brands[INITIAL] as Brand).domain, false])
  })

  test('when /partnerships is reached by a client-side navigation, then its regions are drawn and the grid, links and FAQ work', async ({
    page,
  }) => {
    const scriptText = receivedScripts(page)
    await page.goto('/about')
    await markDocument(page)
    await page.locator('header a[href="/partnerships"]').first().click()
    await expect(page).toHaveURL(/\/partnerships$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Put Capital, Code and Counsel Behind the Traction You Have Already Earned',
    )
    const main = page.getByRole('main')
    for (const sample of partnershipsSamples) await expect(main).toContainText(sample)
    expect(await scriptText()).toContain('Weekly strategy, engineering and legal support')

    await expect(brandCards(page)).toHaveCount(INITIAL)
    await brandCards(page).first().scrollIntoViewIfNeeded()
    await expect(brandCards(page).first().locator('.reveal')).toHaveAttribute('data-visible', '')
    await loadMoreButton(page).click()
    await expect(brandCards(page)).toHaveCount(INITIAL + 24)
    await filterButton(page, 'Finance').click()
    await expect(brandCards(page).locator('h3 + p')).toHaveText(
      brands.filter((brand) => brand.category === 'Finance').map((brand) => brand.domain),
    )

    const question = faqQuestions(page).first()
    await question.click()
    await expect(answerOf(question)).toContainText('It starts with a conversation')
    await expectFaqFromData(page, scriptText, true)

    await page.getByRole('link', { name: 'Discuss Your Package' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    expect(await isSameDocument(page)).toBe(true)
  })
})

test.describe('static regions of the vertical pages', () => {
  const fintech = verticalPages[0] as (typeof verticalPages)[number]
  const samples = [
    'Financial services reward founders who get the unglamorous parts right',
    'Warm introductions to banking partners, payment gateways',
    (fintech.ideas[0] as Brand).concept,
  ]

  test(`when ${fintech.path} is opened, then no script carries its static copy and an idea link navigates client-side`, async ({
    page,
  }) => {
    const scriptText = receivedScripts(page)
    await page.goto(fintech.path)
    const main = page.getByRole('main')
    for (const sample of samples) {
      await expect(main).toContainText(sample)
      expect((await scriptText()).includes(sample), `a script carries "${sample}"`).toBe(false)
    }
    const question = 'Do You Invest in Fintech Companies That Are Not Yet Licensed?'
    await expectFaqFromData(page, scriptText, false)
    const first = faqQuestions(page).first()
    await expect(first).toHaveText(question)
    await first.click()
    await expect(answerOf(first)).toContainText('sponsor bank')

    await markDocument(page)
    const idea = fintech.ideas[0] as Brand
    await page.getByRole('link', { name: `Discuss Partnership on ${idea.domain}` }).click()
    await expect(page).toHaveURL(`/contact?domain=${encodeURIComponent(idea.domain)}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Partner on ${idea.domain}`)
    expect(await isSameDocument(page)).toBe(true)
  })

  test(`when ${fintech.path} is reached by a client-side navigation, then its regions are drawn and its FAQ works`, async ({
    page,
  }) => {
    const scriptText = receivedScripts(page)
    await page.goto('/partnerships')
    await markDocument(page)
    await page.locator(`footer a[href="${fintech.path}"]`).click()
    await expect(page).toHaveURL(new RegExp(`${fintech.path}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Build Financial Products That Banks, Regulators and Customers Can Trust',
    )
    const main = page.getByRole('main')
    for (const sample of samples) await expect(main).toContainText(sample)
    expect(await scriptText()).toContain(samples[1])
    await expect(
      page.getByRole('list', { name: 'Idea opportunities' }).getByRole('listitem'),
    ).toHaveCount(fintech.ideas.length)

    const benefits = page.locator('section#benefits ul > li > .reveal')
    await page.locator('section#benefits').scrollIntoViewIfNeeded()
    await expect(benefits.last()).toHaveAttribute('data-visible', '')

    const question = faqQuestions(page).first()
    await question.click()
    await expect(answerOf(question)).toContainText('sponsor bank')
    await expectFaqFromData(page, scriptText, true)
    await page.getByRole('link', { name: 'Schedule Fintech Consultation' }).click()
    await expect(page).toHaveURL(/\/contact\?context=fintech$/)
    expect(await isSameDocument(page)).toBe(true)
  })
})
