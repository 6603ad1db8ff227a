import { expect, jsonLdTypes, test } from './fixtures.ts'

/**
 * /about: its values fade in as they scroll into view, and its structured data names the
 * organization. Its body's region (adopted on a direct load, loaded on a navigation) is tested
 * with the other one-region pages in resources.spec.ts.
 */

test('when the About values scroll into view, then the four appear 150 ms apart', async ({
  page,
}) => {
  await page.goto('/about')
  const values = page.locator('section#values')
  await expect(values.locator('h3')).toHaveText([
    'Innovation First',
    'Founder Partnership',
    'Strategic Thinking',
    'Results Driven',
  ])
  const cards = values.locator('ul > li > .reveal')
  await expect(cards).toHaveCount(4)
  await expect(cards.first()).not.toHaveAttribute('data-visible', /.*/)
  await values.scrollIntoViewIfNeeded()
  const delays = ['0s', '0.15s', '0.3s', '0.45s']
  for (const [index, delay] of delays.entries()) {
    await expect(cards.nth(index)).toHaveAttribute('data-visible', '')
    await expect(cards.nth(index)).toHaveCSS('transition-delay', delay)
  }
  await expect(cards.nth(3)).toHaveCSS('opacity', '1')
})

test('when /about is opened, then its structured data still names the organization', async ({
  page,
}) => {
  await page.goto('/about')
  const types = await jsonLdTypes(page)
  expect(types).toEqual(expect.arrayContaining(['Organization', 'BreadcrumbList']))
})
