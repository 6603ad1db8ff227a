import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { mailFor } from './mail.ts'

/**
 * What a founder types before the page's script has run is kept (issue 42, item 1; DECISIONS.md
 * "Forms"). On a slow connection the prerendered fields show seconds before React hydrates them;
 * the app's script is held here until the test has typed, so the order is certain, not a race.
 */

const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`

/**
 * Two moments before a form is hydrated: the app's script (the `data-app` chunk boot.js imports
 * after the first paint) has not arrived; or React runs, but the page's own chunk, which its
 * form is drawn by, is still on its way.
 */
const moments = [
  { moment: 'before the script has arrived', chunk: /\/assets\/index-[\w-]{8}\.js$/ },
  {
    moment: 'while the page’s own code is on its way',
    chunk: /\/assets\/(?:contact|home)-[\w-]{8}\.js$/,
  },
]

/**
 * Holds the script `chunk` until `release`, as a slow network does; `requested` resolves once
 * the page has asked for it.
 */
async function hold(page: Page, chunk: RegExp) {
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  let requested: () => void = () => {}
  const asked = new Promise<void>((resolve) => {
    requested = resolve
  })
  await page.route(chunk, async (route) => {
    requested()
    await released
    await route.continue()
  })
  return { release, requested: asked }
}

/** Opens `path` with a chunk held: resolves once hydrated (fixtures.ts), after `release`. */
function openHeld(page: Page, path: string) {
  return page.goto(path, { waitUntil: 'commit' })
}

const hydrated = (page: Page) => page.locator('html[data-hydrated]')

const draft = (page: Page, key: string) =>
  page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? 'null'), key)

function contactFields(page: Page) {
  const form = page.getByRole('form', { name: 'Inquiry form' })
  return {
    form,
    name: form.getByRole('textbox', { name: 'Name', exact: true }),
    email: form.getByLabel('Email'),
    company: form.getByLabel('Company / business name'),
    phone: form.getByLabel('Phone'),
    website: form.getByLabel('Website'),
    timeline: form.getByLabel('Timeline'),
    message: form.getByLabel('Message'),
  }
}

function homeFields(page: Page) {
  const form = page.getByRole('form', { name: 'Ready to Get Started' })
  return {
    form,
    name: form.getByLabel('Name'),
    email: form.getByLabel('Email'),
    message: form.getByLabel('Message'),
    send: form.getByRole('button', { name: 'Send Message' }),
  }
}

const typed = {
  name: 'Ada Reyes',
  company: 'Reyes Ledger Labs',
  phone: '+1 (561) 555-0142',
  website: 'reyesledger.io',
  timeline: '3-6months',
  message: 'We run payroll for 40 marinas and need a partner for our seed round.',
}

for (const { moment, chunk } of moments) {
  for (const path of ['/contact', '/contact?context=fintech']) {
    test(`when a founder types into every field of ${path} ${moment}, then every value is kept once it has, and the draft holds them`, async ({
      page,
    }) => {
      const email = unique('early')
      const app = await hold(page, chunk)
      const loaded = openHeld(page, path)
      const fields = contactFields(page)
      await app.requested
      await fields.name.fill(typed.name)
      await fields.email.fill(email)
      await fields.company.fill(typed.company)
      await fields.phone.fill(typed.phone)
      await fields.website.fill(typed.website)
      await fields.timeline.selectOption(typed.timeline)
      await fields.message.fill(typed.message)
      await expect(hydrated(page)).toHaveCount(0)

      app.release()
      await loaded
      const expected = { ...typed, email }
      for (const [field, value] of Object.entries(expected))
        await expect(fields[field as keyof typeof expected], field).toHaveValue(value)
      const key = `inquiry-draft:${new URL(path, 'http://site').pathname}${new URL(path, 'http://site').search}`
      await expect.poll(() => draft(page, key)).toMatchObject(expected)

      // The form's own state holds them: a key typed now adds to the text, and a reload keeps all.
      await fields.name.press('End')
      await fields.name.pressSequentially(' Jr')
      await expect(fields.name).toHaveValue(`${typed.name} Jr`)
      await page.reload()
      for (const [field, value] of Object.entries({ ...expected, name: `${typed.name} Jr` }))
        await expect(fields[field as keyof typeof expected], field).toHaveValue(value)
    })
  }

  test(`when a founder types into the home form ${moment}, then every value is kept once it has, the draft holds them, and they are sent`, async ({
    page,
  }) => {
    const email = unique('early-home')
    const app = await hold(page, chunk)
    const loaded = openHeld(page, '/')
    const home = homeFields(page)
    await app.requested
    await home.name.fill(typed.name)
    await home.email.fill(email)
    await home.message.fill(typed.message)
    await expect(hydrated(page)).toHaveCount(0)

    app.release()
    await loaded
    await expect(home.name).toHaveValue(typed.name)
    await expect(home.email).toHaveValue(email)
    await expect(home.message).toHaveValue(typed.message)
    await expect
      .poll(() => draft(page, 'inquiry-draft:/'))
      .toEqual({ name: typed.name, email, message: typed.message })
    // What the form sends is what the founder sees; once it is received, the draft goes.
    await home.send.click()
    await expect(home.form.getByText(/^Message sent!/)).toBeFocused()
    const [notification] = await mailFor(email, 1)
    expect(notification?.text).toContain(typed.message)
    await expect.poll(() => draft(page, 'inquiry-draft:/')).toBeNull()
  })
}

test('when the founder reloads the home page or comes Back to it, then the home form’s draft comes back', async ({
  page,
}) => {
  await page.goto('/')
  const home = homeFields(page)
  await home.name.fill(typed.name)
  await home.message.fill(typed.message)
  await page.reload()
  await expect(hydrated(page)).toHaveCount(1)
  await expect(home.name).toHaveValue(typed.name)
  await expect(home.message).toHaveValue(typed.message)
  await expect(home.email).toHaveValue('')

  await home.email.fill('ada@reyesledger.example')
  await page.goto('/about')
  await page.goBack()
  await expect(hydrated(page)).toHaveCount(1)
  await expect(home.email).toHaveValue('ada@reyesledger.example')
  await expect(home.name).toHaveValue(typed.name)
})

for (const { moment, chunk } of moments)
  for (const { form, path } of [
    { form: 'the /contact form', path: '/contact' },
    { form: 'the home form', path: '/' },
  ]) {
    test(`when Send is pressed on ${form} ${moment}, then the inquiry is sent, even when the script arrives while the post is on its way`, async ({
      page,
    }) => {
      const email = unique('early-send')
      // Playwright waits for a pending navigation before it reads the page, so the page itself
      // reports its hydration while the post is on its way.
      let hydratedAt: (path: string) => void = () => {}
      const pageHydrated = new Promise<string>((resolve) => {
        hydratedAt = resolve
      })
      await page.exposeFunction('reportHydrated', (at: string) => hydratedAt(at))
      await page.addInitScript(() => {
        new MutationObserver((_, observer) => {
          if (!document.documentElement?.hasAttribute('data-hydrated')) return
          observer.disconnect()
          ;(window as unknown as { reportHydrated: (at: string) => void }).reportHydrated(
            location.pathname,
          )
        }).observe(document, {
          attributes: true,
          subtree: true,
          attributeFilter: ['data-hydrated'],
        })
      })
      const post = { release: () => {}, seen: () => {} }
      const postReleased = new Promise<void>((resolve) => {
        post.release = resolve
      })
      const postSeen = new Promise<void>((resolve) => {
        post.seen = resolve
      })
      await page.route('**/api/send-contact-email', async (route) => {
        post.seen()
        await postReleased
        await route.continue()
      })
      const app = await hold(page, chunk)
      const loaded = openHeld(page, path)
      await app.requested
      if (path === '/') {
        const home = homeFields(page)
        await home.name.fill(typed.name)
        await home.email.fill(email)
        await home.message.fill(typed.message)
        await home.send.click({ noWaitAfter: true })
      } else {
        const fields = contactFields(page)
        await fields.name.fill(typed.name)
        await fields.email.fill(email)
        await fields.company.fill(typed.company)
        await fields.message.fill(typed.message)
        await fields.form
          .getByRole('button', { name: 'Send Business Inquiry' })
          .click({ noWaitAfter: true })
      }
      await postSeen
      // The script arrives, and the page hydrates, while the post is on its way.
      app.release()
      expect(await pageHydrated).toBe(path)
      post.release()
      await expect(page).toHaveURL(/\/contact\/thank-you/)
      await loaded
      expect(await mailFor(email, 2)).toHaveLength(2)
    })
  }
