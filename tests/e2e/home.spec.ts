import { expect, isSameDocument, markDocument, receivedScripts, test } from './fixtures.ts'
import { lastUpdated } from './site.ts'

test.beforeEach(async ({ page }) => {
  await page.goto('/')
})

test('when the home page loads, then the hero offers Partner With Us first, filled, and IP Development in outline', async ({
  page,
}) => {
  const hero = page.getByRole('main').locator('section').first()
  const partner = hero.getByRole('link', { name: 'Partner With Us' })
  const ip = hero.getByRole('link', { name: 'IP Development' })
  await expect(partner).toHaveAttribute('href', '/partnerships')
  await expect(ip).toHaveAttribute('href', '/intellectual-property')
  // The primary action is the filled one, and it comes first; the other is an outline.
  await expect(partner).toHaveCSS('background-color', 'rgb(255, 255, 255)')
  await expect(ip).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
  await expect(ip).toHaveCSS('border-top-style', 'solid')
  const [partnerBox, ipBox] = [await partner.boundingBox(), await ip.boundingBox()]
  expect(partnerBox && ipBox && partnerBox.x < ipBox.x).toBe(true)
  for (const claim of ['60+', '25+', '100%'])
    await expect(hero.getByText(claim, { exact: true })).toBeVisible()
})

test('when reading on, then the about links, four services, three posts and the closing CTA are there', async ({
  page,
}) => {
  const main = page.getByRole('main')
  for (const href of [
    '/partnerships',
    '/partnerships/ai-ml-startups',
    '/partnerships/fintech-ventures',
    '/partnerships/saas-companies',
  ]) {
    await expect(
      main.locator(`section[aria-labelledby="about-title"] a[href="${href}"]`),
    ).toHaveCount(1)
  }
  await expect(main.locator('#services-title + ul > li h3')).toHaveText([
    'Seed Funding',
    'Strategic Guidance',
    'Software Development',
    'Legal Strategy',
  ])
  const posts = main.locator('section[aria-labelledby="posts-title"] article a')
  await expect(posts).toHaveCount(3)
  await expect(posts.nth(0)).toHaveAttribute(
    'href',
    '/blog/lessons-learned-building-startup-studio',
  )
  await expect(posts.nth(1)).toHaveAttribute('href', '/blog/find-right-founder-investor-fit')
  await expect(posts.nth(2)).toHaveAttribute('href', '/blog/building-innovation-jupiter-fl')
  await expect(main.getByRole('link', { name: 'View All Posts' })).toHaveAttribute('href', '/blog')
  await expect(
    main.getByRole('link', { name: 'Start a Partnership Conversation' }),
  ).toHaveAttribute('href', '/contact?context=partnership')
  await expect(main.getByText('Last updated')).toContainText(lastUpdated('/'))
})

test('when service cards scroll into view, then they fade in one after another', async ({
  page,
}) => {
  const cards = page.locator('#services-title + ul > li > div')
  await expect(cards.first()).not.toHaveAttribute('data-visible', /.*/)
  await cards.first().scrollIntoViewIfNeeded()
  await expect(cards.nth(3)).toHaveAttribute('data-visible', '')
  await expect(cards.nth(1)).toHaveCSS('transition-delay', /0\.15s/)
  await expect(cards.nth(3)).toHaveCSS('opacity', '1')
})

// The Ready to Get Started form: e2e/forms.spec.ts (sent through the inquiry API, its errors).

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('when the visitor prefers reduced motion, then sections are shown at once, unmoved', async ({
    page,
  }) => {
    const card = page.locator('#services-title + ul > li > div').first()
    await expect(card).not.toHaveAttribute('data-visible', /.*/)
    await expect(card).toHaveCSS('opacity', '1')
    await expect(card).toHaveCSS('translate', 'none')
  })
})

test.describe('static regions (docs/decisions/021)', () => {
  /** Copy from the regions around the form: the hero, the services, the statement, the CTA. */
  const regionCopy = [
    'then work beside their founders: seed capital, hands-on strategy',
    'A partner who has sat in your chair and will work the problem with you',
    'whether the founders we back would choose us again',
    'the first conversation costs nothing and moves quickly',
  ]

  test('when the home page is opened, then no script carries its regions’ copy, and its links, fades and form work', async ({
    page,
  }) => {
    const scripts = receivedScripts(page)
    await page.goto('/')
    const main = page.getByRole('main')
    for (const text of regionCopy) await expect(main).toContainText(text)
    const scriptText = await scripts()
    for (const text of regionCopy)
      expect(scriptText.includes(text), `a script carries "${text}"`).toBe(false)

    // The adopted service cards still fade in, and the form between the regions is React's.
    const card = page.locator('#services-title + ul > li > div').last()
    await card.scrollIntoViewIfNeeded()
    await expect(card).toHaveAttribute('data-visible', '')
    const form = page.getByRole('form', { name: 'Ready to Get Started' })
    await form.getByRole('button', { name: 'Send Message' }).click()
    expect(
      await form.getByLabel('Name').evaluate((el: HTMLInputElement) => el.validity.valueMissing),
    ).toBe(true)

    // The adopted links go through the router: same document, the next page drawn.
    await markDocument(page)
    await main.locator('section[aria-labelledby="posts-title"] article a').first().click()
    await expect(page).toHaveURL(/\/blog\/lessons-learned-building-startup-studio$/)
    await page.goBack()
    await main.getByRole('link', { name: 'IP Development' }).click()
    await expect(page).toHaveURL(/\/intellectual-property$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Protect the Ideas Your Company Is Built On',
    )
    expect(await isSameDocument(page)).toBe(true)
  })

  test('when the home page is reached by a client-side navigation, then its regions are loaded and drawn, and they work', async ({
    page,
  }) => {
    await page.goto('/about')
    const scripts = receivedScripts(page)
    await markDocument(page)
    await page.getByRole('link', { name: 'Inlet Ventures, home' }).click()
    await expect(page).toHaveURL(/\/$/)
    const main = page.getByRole('main')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Capital, Counsel and Code for Founders Who Already Have Traction',
    )
    for (const text of regionCopy) await expect(main).toContainText(text)
    const scriptText = await scripts()
    expect(
      regionCopy.every((text) => scriptText.includes(text)),
      'a script carries the regions’ copy',
    ).toBe(true)

    await expect(main.locator('section[aria-labelledby="posts-title"] article a')).toHaveCount(3)
    const card = page.locator('#services-title + ul > li > div').last()
    await card.scrollIntoViewIfNeeded()
    await expect(card).toHaveAttribute('data-visible', '')
    await main.getByRole('link', { name: 'Explore partnerships' }).click()
    await expect(page).toHaveURL(/\/partnerships$/)
    expect(await isSameDocument(page)).toBe(true)
  })
})
