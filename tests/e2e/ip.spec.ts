import {
  expect,
  expectFaqFromData,
  expectOpen,
  faqQuestions,
  isSameDocument,
  jsonLdTypes,
  markDocument,
  receivedScripts,
  test,
} from './fixtures.ts'

/**
 * The IP page's static region (docs/decisions/021, 028): the sections above the FAQ are adopted
 * from the document on a direct load and loaded with their copy on a client-side navigation.
 * The hero, the FAQ and the closing sections are the page's own: each saved under 1 KB as a
 * region. The FAQ's items feed both the accordion and the FAQPage data; a direct load reads
 * them back from that data (docs/decisions/036).
 */

/** Copy from the region: a service card and a process step. */
const regionCopy = [
  'Encryption schemes, key management, authentication',
  'We search patents, published applications and technical literature',
]

test('when the IP page is opened, then no script carries its regions’ copy, and its FAQ, fades and links work', async ({
  page,
  context,
}) => {
  const scripts = receivedScripts(page)
  await page.goto('/intellectual-property')
  const main = page.getByRole('main')
  for (const text of regionCopy) await expect(main).toContainText(text)
  const scriptText = await scripts()
  for (const text of regionCopy)
    expect(scriptText.includes(text), `a script carries "${text}"`).toBe(false)
  await expectFaqFromData(page, scripts, false)

  // The FAQ is the browser's: a question opens its answer, with or without the page's script.
  const question = faqQuestions(page).nth(1)
  await question.click()
  await expectOpen(question, true)
  await expect(page.getByText('Prior art is any evidence that an invention')).toBeVisible()

  // The adopted cards fade in as they scroll into view.
  const card = page.locator('section#services li > div').last()
  await card.scrollIntoViewIfNeeded()
  await expect(card).toHaveAttribute('data-visible', '')

  // The insights link is another site's: it opens a new tab, this page stays where it is.
  await markDocument(page)
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Insights</title>' }),
  )
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: /Read Technical Insights/ }).click(),
  ])
  await popup.close()
  await expect(page).toHaveURL(/\/intellectual-property$/)

  // Same-site links go through the router: the same document, the contact page drawn.
  await main.getByRole('link', { name: 'Schedule Strategy Call' }).first().click()
  await expect(page).toHaveURL(/\/contact\?context=ip$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await isSameDocument(page)).toBe(true)
})

test('when the IP page is reached by a client-side navigation, then its regions are loaded and drawn, and the FAQ and data are there', async ({
  page,
}) => {
  await page.goto('/')
  const scripts = receivedScripts(page)
  await markDocument(page)
  await page.getByRole('main').getByRole('link', { name: 'IP Development' }).click()
  await expect(page).toHaveURL(/\/intellectual-property$/)
  const main = page.getByRole('main')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Protect the Ideas Your Company Is Built On',
  )
  for (const text of regionCopy) await expect(main).toContainText(text)
  const scriptText = await scripts()
  expect(
    regionCopy.every((text) => scriptText.includes(text)),
    'a script carries the regions’ copy',
  ).toBe(true)

  await expect(page.locator('section#process ol > li')).toHaveCount(5)
  const insights = page.getByRole('link', { name: /Read Technical Insights/ })
  await expect(insights).toHaveAttribute('target', '_blank')
  await expect(insights).toHaveAttribute('rel', 'noopener noreferrer')

  const question = faqQuestions(page).first()
  await question.click()
  await expectOpen(question, true)
  await expectFaqFromData(page, scripts, true)

  await main.getByRole('link', { name: 'Contact Our Team' }).click()
  await expect(page).toHaveURL(/\/contact$/)
  expect(await isSameDocument(page)).toBe(true)
})

test('when the IP page opens, then strategy calls go to the IP contact, the process has five steps and insights open safely', async ({
  page,
}) => {
  await page.goto('/intellectual-property')
  const calls = page.getByRole('main').getByRole('link', { name: 'Schedule Strategy Call' })
  expect(await calls.count()).toBeGreaterThan(0)
  for (const call of await calls.all()) {
    await expect(call).toHaveAttribute('href', '/contact?context=ip')
  }

  const steps = page.locator('section#process').getByRole('list')
  await expect(steps).toHaveCount(1)
  expect(await steps.evaluate((list) => list.tagName)).toBe('OL')
  await expect(steps.getByRole('listitem')).toHaveCount(5)
  await expect(steps.getByRole('listitem').locator('h3')).toHaveText([
    'Discovery Workshop',
    'Prior Art Research',
    'Patent Strategy',
    'Application Development',
    'Portfolio Management',
  ])

  const insights = page.getByRole('link', { name: /Read Technical Insights/ })
  await expect(insights).toHaveCount(1)
  await expect(insights).toHaveAttribute('target', '_blank')
  await expect(insights).toHaveAttribute('rel', /(^|\s)noopener(\s|$)/)
  await expect(insights).toHaveAttribute('rel', /(^|\s)noreferrer(\s|$)/)
  await expect(insights).toHaveAttribute('href', /^https:\/\/[^/\s]+/)
})

test('when the IP page loads, then its JSON-LD holds FAQPage and BreadcrumbList', async ({
  page,
}) => {
  await page.goto('/intellectual-property')
  const types = await jsonLdTypes(page)
  expect(types).toEqual(expect.arrayContaining(['FAQPage', 'BreadcrumbList']))
})
