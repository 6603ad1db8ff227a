import type { Page } from '@playwright/test'
import { expect, isSameDocument, markDocument, receivedScripts, test } from './fixtures.ts'

/**
 * The static regions of /blog, /resources and /about (docs/decisions/021): on a direct load
 * their copy comes in the document only, and the adopted markup still works (links go through
 * the router, fade-ins reveal); on a client-side navigation the region's chunk brings the copy
 * and React draws it.
 */
const regions = [
  {
    path: '/blog',
    // An excerpt on one of the 14 cards.
    sample: 'Here is what surprised us, what we stopped doing',
    drawn: async (page: Page) => {
      await expect(page.getByRole('main').locator('article')).toHaveCount(14)
    },
    reveal: null,
    link: 'main a[href="/blog/lessons-learned-building-startup-studio"]',
    to: '/blog/lessons-learned-building-startup-studio',
    toHeading: 'Lessons About Our Own Model',
  },
  {
    path: '/resources',
    // An industry card's description.
    sample: 'from freelancer bookkeeping and earned-wage payouts',
    drawn: async (page: Page) => {
      await expect(page.getByRole('heading', { name: 'Guides From the Studio' })).toBeVisible()
      await expect(page.locator('#guides li')).toHaveCount(6)
    },
    reveal: '#templates .reveal',
    link: 'main a[href="/blog/optimizing-business-model-scalable-growth"]',
    to: '/blog/optimizing-business-model-scalable-growth',
    toHeading: 'Diagnose: Honest Numbers and the Real Constraint',
  },
  {
    path: '/about',
    sample: 'Good businesses rarely stall for lack of an idea',
    drawn: async (page: Page) => {
      await expect(page.locator('section#values h3')).toHaveText([
        'Innovation First',
        'Founder Partnership',
        'Strategic Thinking',
        'Results Driven',
      ])
    },
    reveal: '#values .reveal',
    link: 'main a[href="/contact?context=partnership"]',
    to: '/contact?context=partnership',
    toHeading: 'Let’s Grow Together',
  },
]

/** Scrolls each fading block into view and expects it shown. */
async function expectReveals(page: Page, selector: string) {
  const blocks = page.locator(selector)
  expect(await blocks.count()).toBeGreaterThan(0)
  for (const block of await blocks.all()) {
    await block.scrollIntoViewIfNeeded()
    await expect(block).toHaveAttribute('data-visible', '')
  }
}

for (const { path, sample, drawn, reveal, link, to, toHeading } of regions) {
  test(`when ${path} is opened, then no script carries its copy, its fades reveal and its links navigate in the page`, async ({
    page,
  }) => {
    const scriptText = receivedScripts(page)
    await page.goto(path)
    await drawn(page)
    await expect(page.getByRole('main')).toContainText(sample)
    expect((await scriptText()).includes(sample), `a script carries "${sample}"`).toBe(false)

    if (reveal) await expectReveals(page, reveal)

    await markDocument(page)
    await page.locator(link).first().click()
    await expect(page).toHaveURL(to)
    await expect(page.getByRole('heading', { name: toHeading }).first()).toBeVisible()
    expect(await isSameDocument(page)).toBe(true)

    // Back again: the adopted region is still there, without a reload.
    await page.goBack()
    await expect(page).toHaveURL(path)
    await drawn(page)
    expect(await isSameDocument(page)).toBe(true)
  })

  test(`when ${path} is reached by a client-side navigation, then its region is loaded and drawn, and it works`, async ({
    page,
  }) => {
    const scriptText = receivedScripts(page)
    await page.goto('/privacy')
    await markDocument(page)
    await page.locator(`footer a[href="${path}"]`).click()
    await expect(page).toHaveURL(path)
    await drawn(page)
    await expect(page.getByRole('main')).toContainText(sample)
    expect((await scriptText()).includes(sample), 'the region’s chunk carries its copy').toBe(true)

    if (reveal) await expectReveals(page, reveal)

    await page.locator(link).first().click()
    await expect(page).toHaveURL(to)
    await expect(page.getByRole('heading', { name: toHeading }).first()).toBeVisible()
    expect(await isSameDocument(page)).toBe(true)
  })
}
