/**
 * The site before, and without, its app script (issue 20, docs/decisions/026): run by the
 * no-javascript and app-script-blocked projects only (playwright.config.ts). Every section is
 * visible, every link leads somewhere, and the contact form is sent by the browser itself.
 */
import type { Page } from '@playwright/test'
import { brandCategories, brands as portfolio } from '../../shared/src/brands.ts'
import {
  axeViolations,
  expect,
  expectOneAnswerAtATime,
  isExpanded,
  screens,
  test,
} from './fixtures.ts'
import { mailFor } from './mail.ts'
import { builtRoutes } from './site.ts'

const unique = () => `no-script-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`

/** Opens /contact and fills its required fields (and a phone, when given) as a founder types. */
async function fillContact(
  page: Page,
  fields: { name: string; email: string; message: string; phone?: string },
) {
  await page.goto('/contact')
  const form = page.getByRole('form', { name: 'Inquiry form' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill(fields.name)
  await form.getByLabel('Email').fill(fields.email)
  await form.getByLabel('Company / business name').fill('Marquez Marine Software')
  if (fields.phone) await form.getByLabel('Phone').fill(fields.phone)
  await form.getByLabel('Message').fill(fields.message)
  return form
}

for (const { label, width, height } of screens) {
  test.describe(`without the app script, on a ${label} (${width}×${height})`, () => {
    test.use({ viewport: { width, height } })

    test('when every page is opened, then every section is visible and every link leads to a page', async ({
      page,
    }) => {
      test.setTimeout(120_000)
      const links = new Set<string>()
      for (const route of builtRoutes) {
        await page.goto(route.path)
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
        // Nothing in the page is left transparent or hidden away by an effect waiting for a script.
        const unseen = await page.locator('main').evaluate((main) =>
          [main, ...main.querySelectorAll('*')]
            .filter((element) => {
              const style = getComputedStyle(element)
              return style.opacity === '0' || style.visibility === 'hidden'
            })
            .map((element) => `${element.tagName}.${element.className}`),
        )
        expect(unseen, `${route.path}: hidden content`).toEqual([])
        for (const section of await page.locator('main section').all())
          await expect(section, route.path).toBeVisible()

        const hrefs = await page
          .locator('a')
          .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''))
        for (const href of hrefs) {
          expect(href, `${route.path}: a link without an address`).not.toMatch(
            /^(#?|javascript:.*)$/,
          )
          const url = new URL(href, page.url())
          if (url.origin === new URL(page.url()).origin) links.add(url.pathname + url.search)
        }
      }
      expect(links.size).toBeGreaterThan(20)
      for (const link of links) {
        const response = await page.request.get(link)
        expect(response.status(), link).toBe(200)
      }
    })

    test('when a glossary letter is chosen, then the browser moves to its group', async ({
      page,
    }) => {
      await page.goto('/resources/glossary')
      const letters = page.getByRole('navigation', { name: 'Glossary letters' }).getByRole('link')
      const last = letters.last()
      const letter = ((await last.textContent()) ?? '').trim().slice(-1).toLowerCase()
      await last.click()
      await expect(page).toHaveURL(new RegExp(`#letter-${letter}$`))
      await expect(page.locator(`#letter-${letter}`)).toBeInViewport()
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200)
    })

    test('when a founder sends the contact form, then the browser posts it, the thank-you page follows and both emails arrive', async ({
      page,
      javaScriptEnabled,
    }) => {
      const email = unique()
      const form = await fillContact(page, {
        name: 'Rosa Marquez',
        email,
        message:
          'We sell booking software to 30 marinas and grow 12% a month. We need a seed round.',
      })
      await form.getByLabel('Timeline').selectOption('1-3months')
      await form.getByRole('button', { name: 'Send Business Inquiry' }).click()

      await expect(page).toHaveURL(/\/contact\/thank-you\?name=Rosa\+Marquez$/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'We’ve Received Your Message!',
      )
      const mail = await mailFor(email, 2)
      expect(mail.map((m) => m.subject.split(' ')[0]).sort()).toEqual(['New', 'We'])
      expect(mail.find((m) => m.subject.startsWith('New inquiry'))?.text).toContain(
        'We sell booking software to 30 marinas',
      )
      // axe runs in the page: with JavaScript off it cannot, and the scripts-blocked project
      // checks the same document.
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([])
    })

    test('when the form breaks a rule, then /contact shows the first rule’s message, and nothing is sent', async ({
      page,
      javaScriptEnabled,
    }) => {
      const email = unique()
      const message = 'A marine software company looking for a partner.'
      const form = await fillContact(page, { name: 'Visit evil.example to claim', email, message })
      await form.getByRole('button', { name: 'Send Business Inquiry' }).click()

      await expect(page).toHaveURL(
        /\/contact#inquiry-error-name-cannot-contain-a-web-or-email-address$/,
      )
      const notice = page.locator('#inquiry-error-name-cannot-contain-a-web-or-email-address')
      await expect(notice).toBeVisible()
      await expect(notice).toHaveText(
        'Your inquiry was not sent: Name cannot contain a web or email address. What you typed is still there: your browser’s Back button returns to your form.',
      )
      await expect(page.locator('[id^="inquiry-error-"]:visible')).toHaveCount(1)
      // axe runs in the page: with JavaScript off it cannot, and the scripts-blocked project
      // checks the same document.
      if (javaScriptEnabled) expect(await axeViolations(page)).toEqual([])
      expect(await mailFor(email, 1, 800)).toHaveLength(0)

      // As the notice says: Back returns to the form with what was typed, nothing in the URL.
      await page.goBack()
      await expect(page).toHaveURL(/\/contact$/)
      await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
        'Visit evil.example to claim',
      )
      await expect(form.getByLabel('Email')).toHaveValue(email)
      await expect(form.getByLabel('Message')).toHaveValue(message)
    })

    test('when a message is shorter than the rule, then the browser says so and posts nothing', async ({
      page,
    }) => {
      const email = unique()
      const form = await fillContact(page, {
        name: 'Ana Marquez',
        email,
        phone: '(561) 555-0142',
        message: 'Too short',
      })
      await form.getByRole('button', { name: 'Send Business Inquiry' }).click()
      // The browser's own check stops the post: the page stays, the field says why.
      await expect(page).toHaveURL(/\/contact$/)
      const tooShort = await form
        .getByLabel('Message')
        .evaluate((field: HTMLTextAreaElement) => field.validity.tooShort)
      expect(tooShort).toBe(true)
      // A phone number with letters is stopped the same way, by the schema's own pattern.
      await form.getByLabel('Message').fill('A marine software company looking for a partner.')
      await form.getByLabel('Phone').fill('call me maybe')
      await form.getByRole('button', { name: 'Send Business Inquiry' }).click()
      await expect(page).toHaveURL(/\/contact$/)
      const mismatch = await form
        .getByLabel('Phone')
        .evaluate((field: HTMLInputElement) => field.validity.patternMismatch)
      expect(mismatch).toBe(true)
      expect(await mailFor(email, 1, 800)).toHaveLength(0)
    })

    test('when /partnerships is opened, then every brand can be reached', async ({
      page,
      javaScriptEnabled,
    }) => {
      await page.goto('/partnerships')
      const brands = page.locator('section#brands')
      await expect(
        brands.getByRole('list', { name: 'Brands', exact: true }).getByRole('listitem'),
      ).toHaveCount(12)
      if (javaScriptEnabled === false) {
        // No filters or Load More that could not work: every brand is listed, by category.
        for (const category of brandCategories) {
          const group = brands
            .getByRole('list', { name: `${category} brands`, exact: true })
            .getByRole('listitem')
          const expected = portfolio.filter((brand) => brand.category === category)
          await expect(group).toHaveCount(expected.length)
          expect(await group.allTextContents()).toEqual(
            expected.map((brand) => expect.stringContaining(brand.brandName)),
          )
        }
        const last = portfolio.at(-1)
        if (!last) throw new Error('no brands')
        await expect(
          brands.getByRole('link', { name: `Let’s Discuss ${last.domain}` }),
        ).toHaveAttribute('href', `/contact?domain=${last.domain}`)
        await expect(brands.getByRole('button')).toHaveCount(0)
      } else {
        // Scripts on but the app's blocked: the first cards stand, none hidden or faded.
        await expect(brands.getByRole('listitem').first()).toBeVisible()
      }
    })

    test('when /partnerships?category=fintech is opened, then the address names the Finance group, and without JavaScript the browser shows that group', async ({
      page,
      javaScriptEnabled,
    }) => {
      await page.goto('/partnerships?category=fintech')
      // The server sends the query to the group's anchor (docs/decisions/053).
      await expect(page).toHaveURL(/\/partnerships#category-finance$/)
      if (javaScriptEnabled !== false) {
        // Scripts on but the app's blocked: the <noscript> list is not drawn, so the page opens
        // at its top with its first cards, as /partnerships does.
        await expect(page.locator('#category-finance')).toHaveCount(0)
        await expect(page.getByRole('heading', { level: 1 })).toBeInViewport()
        return
      }
      const finance = portfolio.filter((brand) => brand.category === 'Finance')
      const heading = page.getByRole('heading', { name: 'Finance', exact: true })
      await expect(heading).toHaveAttribute('id', 'category-finance')
      await expect(heading).toBeInViewport()
      // Clear of the fixed header, with its first brand on the screen too.
      const header = await page.getByRole('banner').boundingBox()
      const top = await heading.boundingBox()
      if (!header || !top) throw new Error('no header or heading box')
      expect(top.y).toBeGreaterThanOrEqual(header.y + header.height)
      const group = page.getByRole('list', { name: 'Finance brands', exact: true })
      await expect(group.getByRole('listitem')).toHaveCount(finance.length)
      await expect(group.getByRole('listitem').first()).toBeInViewport()
      await expect(group.getByRole('listitem').first()).toContainText(finance[0]?.brandName ?? '')

      // The categories' own links lead to the other groups.
      const at = await page.evaluate(() => window.scrollY)
      await page
        .getByRole('navigation', { name: 'Brand categories' })
        .getByRole('link', { name: 'Business', exact: true })
        .click()
      await expect(page).toHaveURL(/\/partnerships#category-business$/)
      const business = page.getByRole('heading', { name: 'Business', exact: true })
      await expect(business).toBeInViewport()
      expect(await page.evaluate(() => window.scrollY)).toBeLessThan(at)
      expect((await business.boundingBox())?.y).toBeGreaterThanOrEqual(header.y + header.height)

      // A query that names no category is the page as it is, from its top (as with the app).
      await page.goto('/partnerships?category=crypto')
      await expect(page).toHaveURL(/\/partnerships\?category=crypto$/)
      expect(await page.evaluate(() => window.scrollY)).toBe(0)
    })

    test('when the page is tabbed through, then the skip link, the header, the main content, the cookie banner where a script can keep its choice, and the footer come in that order', async ({
      page,
    }, { project }) => {
      await page.goto('/')
      // /boot.js works the banner without the app; with no script at all a choice could not be
      // kept, so nothing asks.
      const asks = project.name === 'app-script-blocked'
      await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(asks ? 1 : 0)
      const order: string[] = []
      for (let stop = 0; stop < 150; stop++) {
        await page.keyboard.press('Tab')
        const part = await page.evaluate(() => {
          const element = document.activeElement
          if (!element || element === document.body) return null
          if (element.matches('a[href="#main"]')) return 'skip'
          if (element.closest('#cookie-banner')) return 'banner'
          return element.closest('header, main, footer')?.tagName.toLowerCase() ?? 'elsewhere'
        })
        if (part === null || (part === 'skip' && order.length > 0)) break
        if (order.at(-1) !== part) order.push(part)
      }
      expect(order).toEqual(
        asks
          ? ['skip', 'header', 'main', 'banner', 'footer']
          : ['skip', 'header', 'main', 'footer'],
      )
    })

    test('when FAQ questions are chosen, then the browser opens one answer at a time and closes it again', async ({
      page,
    }) => {
      await page.goto('/partnerships/fintech-ventures')
      await expectOneAnswerAtATime(page, 'sponsor bank')
    })
  })
}

test.describe('without the app script, the phone menu (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('when its button is pressed, then the menu opens, and Escape or the button closes it', async ({
    page,
  }) => {
    await page.goto('/about')
    const toggle = page.getByRole('button', { name: 'Menu' })
    const menu = page.locator('#main-menu')
    await expect(menu).toBeHidden()
    await toggle.click()
    await expect(menu).toBeVisible()
    expect(await isExpanded(page, 'Menu')).toBe(true)
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await toggle.click()
    await expect(menu).toBeVisible()
    await toggle.click()
    await expect(menu).toBeHidden()
    expect(await isExpanded(page, 'Menu')).toBe(false)
    await toggle.click()
    await menu.getByRole('link', { name: 'Partnerships' }).click()
    await expect(page).toHaveURL(/\/partnerships$/)
  })
})
