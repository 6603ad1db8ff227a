import { expect, isExpanded, test } from './fixtures.ts'

test.describe('navigation', () => {
  test('when on a wide screen, then the nav reads Home, Partnerships, IP Development, About, Contact', async ({
    page,
  }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.locator('#main-menu a')).toHaveText([
      'Home',
      'Partnerships',
      'IP Development',
      'About',
      'Contact',
    ])
    await expect(nav.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact')
  })

  test('when on a phone, then the menu hides behind a toggle and closes when a link is chosen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 740 })
    await page.goto('/')
    const menu = page.locator('#main-menu')
    await expect(menu).toBeHidden()
    expect(await isExpanded(page, 'Menu')).toBe(false)
    await page.getByRole('button', { name: 'Menu' }).click()
    await expect(menu).toBeVisible()
    expect(await isExpanded(page, 'Menu')).toBe(true)
    await menu.getByRole('link', { name: 'About' }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(menu).toBeHidden()
    expect(await isExpanded(page, 'Menu')).toBe(false)
  })

  test('when scrolled past 20 px, then the bar shrinks and gains a shadow', async ({ page }) => {
    await page.goto('/')
    const header = page.getByRole('banner')
    await expect(header).toHaveCSS('height', '80px')
    // /boot.js places the shell in the frame after a scroll: two frames later it has.
    const frames = () =>
      page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      )
    await page.evaluate(() => window.scrollTo(0, 20))
    await frames()
    await expect(page.locator('html')).not.toHaveAttribute('data-compact', /.*/)
    await expect(header).toHaveCSS('height', '80px')
    await page.evaluate(() => window.scrollTo(0, 21))
    await expect(page.locator('html')).toHaveAttribute('data-compact', '')
    await expect(header).toHaveCSS('height', '64px')
    await expect(header).not.toHaveCSS('box-shadow', 'none')
  })

  test('when a link is followed from far down a page, then the new page starts at the top', async ({
    page,
  }) => {
    await page.goto('/')
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click()
    await expect(page).toHaveURL(/\/privacy$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})

test.describe('Back and Forward', () => {
  test('when the reader goes from far down /blog to an article and Back, then /blog is where they left it, and Forward returns to the article’s top', async ({
    page,
  }) => {
    await page.goto('/blog')
    await page.evaluate(() => window.scrollTo({ top: 1800, behavior: 'instant' }))
    const link = page.locator('main a[href^="/blog/"]:visible').last()
    const article = await link.getAttribute('href')
    await link.click()
    await expect(page).toHaveURL(article ?? '')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await page.goBack()
    await expect(page).toHaveURL(/\/blog$/)
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(1800)
    await page.goForward()
    await expect(page).toHaveURL(article ?? '')
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})

test.describe('scroll-to-top button', () => {
  test('when scrolled 300 px it is hidden; past 300 px it shows and returns to the top', async ({
    page,
  }) => {
    await page.goto('/')
    const button = page.getByRole('button', { name: 'Scroll to top' })
    await page.evaluate(() => window.scrollTo(0, 300))
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    )
    await expect(button).toHaveCount(0)
    await page.evaluate(() => window.scrollTo(0, 301))
    await expect(button).toBeVisible()
    await button.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(button).toHaveCount(0)
  })
})

test.describe('skip link', () => {
  test('when the first Tab is pressed and the link followed, then focus moves to main', async ({
    page,
  }) => {
    await page.goto('/')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to main content' })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page.locator('main#main')).toBeFocused()
  })
})

test.describe('cookie banner', () => {
  test('when it shows, then its words say what the choice governs: only this notice, with no cookies or tracking either way', async ({
    page,
  }) => {
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/')
      const banner = page.getByRole('region', { name: 'Cookie consent' })
      await expect(banner).toContainText(
        width < 640 ? 'Either choice only hides this.' : 'only hides this notice',
      )
    }
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toContainText(
      'This site sets no cookies and tracks no one.',
    )
  })

  for (const [button, stored] of [
    ['Accept', 'accepted'],
    ['Decline', 'declined'],
  ] as const) {
    test(`when ${button} is chosen, then "${stored}" is stored and the banner stays away after reload`, async ({
      page,
    }) => {
      await page.goto('/')
      const banner = page.getByRole('region', { name: 'Cookie consent' })
      await expect(banner).toBeVisible()
      await banner.getByRole('button', { name: button, exact: true }).click()
      await expect(banner).toHaveCount(0)
      expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe(stored)
      await page.reload()
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
      await expect(banner).toHaveCount(0)
    })
  }

  test('when the close button is used on a wide screen, then it counts as declined', async ({
    page,
  }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Close cookie notice (declines)' }).click()
    expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toBe('declined')
  })
})

test.describe('redirects', () => {
  for (const from of ['/domains', '/portfolio']) {
    test(`when ${from} is requested, then the server answers 301 to /partnerships`, async ({
      request,
    }) => {
      const res = await request.get(from, { maxRedirects: 0 })
      expect(res.status()).toBe(301)
      expect(res.headers().location).toBe('/partnerships')
    })
  }
})

test('when the app itself navigates to /domains, then it replaces the entry with /partnerships', async ({
  page,
}) => {
  await page.goto('/')
  const before = await page.evaluate(() => history.length)
  await page.evaluate(() => {
    history.pushState({}, '', '/domains')
    dispatchEvent(new PopStateEvent('popstate'))
  })
  await expect(page).toHaveURL(/\/partnerships$/)
  expect(await page.evaluate(() => history.length)).toBe(before + 1)
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
})
