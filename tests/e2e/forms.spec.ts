import type { Locator, Page } from '@playwright/test'
import { axeViolations, expect, test } from './fixtures.ts'
import { mailFor } from './mail.ts'

/**
 * The founder's path through both forms (issue 20, docs/decisions/025): the home form sends
 * through the inquiry API, errors sit next to their fields with a summary that takes focus,
 * and nothing typed is lost. Every test runs on a phone and on a desktop, and ends with axe.
 */

const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' })

/** The field's error as a screen reader meets it: invalid, and described by the message. */
async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription(new RegExp(`Error: ${message}`))
}

async function expectFieldFine(field: Locator) {
  await expect(field).not.toHaveAttribute('aria-invalid')
  await expect(field).not.toHaveAccessibleDescription(/Error:/)
}

/** Holds the inquiry requests until released; records each one's Idempotency-Key and body. */
async function holdInquiries(page: Page) {
  const keys: string[] = []
  const bodies: Array<Record<string, string | number>> = []
  let release: () => void = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/api/send-contact-email', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '')
    bodies.push(route.request().postDataJSON())
    await released
    await route.continue()
  })
  return { keys, bodies, release }
}

function homeForm(page: Page) {
  const form = page.getByRole('form', { name: 'Ready to Get Started' })
  return {
    form,
    name: form.getByLabel('Name'),
    email: form.getByLabel('Email'),
    message: form.getByLabel('Message'),
    send: form.getByRole('button', { name: 'Send Message' }),
  }
}

function contactForm(page: Page) {
  const form = page.getByRole('form', { name: 'Inquiry form' })
  return {
    form,
    name: form.getByRole('textbox', { name: 'Name', exact: true }),
    email: form.getByLabel('Email'),
    company: form.getByLabel('Company / business name'),
    website: form.getByLabel('Website'),
    message: form.getByLabel('Message'),
    send: form.getByRole('button', { name: 'Send Business Inquiry' }),
  }
}

async function fillContact(page: Page, email: string) {
  const fields = contactForm(page)
  await fields.name.fill('Rosa Marquez')
  await fields.email.fill(email)
  await fields.company.fill('Marquez Marine Software')
  await fields.message.fill('We sell booking software to 30 marinas and need a seed round.')
  return fields
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport })

    test.describe('the home form', () => {
      test('when a founder sends it, then it goes through the API with the home context, both emails arrive, and the fields clear only after the 202', async ({
        page,
      }) => {
        // A mail app must not open any more.
        await page.addInitScript(() => {
          const opened: string[] = []
          Object.assign(window, { __opened: opened })
          window.open = (url?: string | URL) => {
            opened.push(String(url))
            return null
          }
        })
        const email = unique('home')
        await page.goto('/')
        const home = homeForm(page)
        await home.name.fill('Rosa Founder')
        await home.email.fill(email)
        await home.message.fill('We sell to 30 marinas and need a seed round.')
        const held = await holdInquiries(page)
        await home.send.click()

        // Sending: the button says so, and what was typed is still there.
        await expect(home.form.getByRole('button', { name: 'Sending...' })).toBeDisabled()
        await expect(home.name).toHaveValue('Rosa Founder')
        await expect(home.message).toHaveValue('We sell to 30 marinas and need a seed round.')
        held.release()

        const promise = 'A partner reads it within 24 hours and replies personally within 72 hours.'
        // It stays on the home page: it says what happened once, beside the button, where focus
        // goes (no toast repeats it: issue 42), and the button is back for more.
        await expect(home.form.getByText(`Message sent! ${promise}`)).toBeFocused()
        await expect(toasts(page)).toHaveText('')
        await expect(home.name).toHaveValue('')
        await expect(home.email).toHaveValue('')
        await expect(home.message).toHaveValue('')
        await expect(home.send).toBeEnabled()
        await expect(home.send).toHaveText('Send Message')
        expect(held.keys[0]).toMatch(/^[A-Za-z0-9_-]{8,128}$/)
        expect(held.bodies[0]).toEqual({
          name: 'Rosa Founder',
          email,
          message: 'We sell to 30 marinas and need a seed round.',
          context: 'home',
          // The proof of work, solved in a worker while the founder typed (docs/decisions/047).
          altcha: expect.any(String),
        })
        expect(
          await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened),
        ).toEqual([])

        const mail = await mailFor(email, 2)
        expect(mail).toHaveLength(2)
        const notification = mail.find((m) => m.subject.startsWith('New inquiry'))
        const confirmation = mail.find((m) => m.subject.startsWith('We received'))
        expect(notification?.subject).toBe('New inquiry from Rosa Founder')
        expect(notification?.to[0]?.address).toBe('partners@inletventures.example')
        expect(notification?.text).toContain('New inquiry from the home page form')
        expect(notification?.text).toContain('Context: the home page form')
        expect(notification?.text).toContain('We sell to 30 marinas')
        expect(confirmation?.to[0]?.address).toBe(email)
        expect(await axeViolations(page)).toEqual([])
      })

      test.describe('when sending fails', () => {
        test.use({ expectedConsole: 'Inquiry could not be sent|status of 500' })

        test('then the fields are kept, the error names our address, and Try again sends the same inquiry under the same key', async ({
          page,
        }) => {
          const keys: string[] = []
          await page.route('**/api/send-contact-email', (route) => {
            keys.push(route.request().headers()['idempotency-key'] ?? '')
            return keys.length === 1
              ? route.fulfill({
                  status: 500,
                  contentType: 'application/json',
                  body: JSON.stringify({
                    error: {
                      code: 'internal',
                      message:
                        'Something went wrong on our side. Please try again, or email us at hello@inletventures.example.',
                    },
                  }),
                })
              : route.continue()
          })
          const email = unique('home-retry')
          await page.goto('/')
          const home = homeForm(page)
          await home.name.fill('Rosa Founder')
          await home.email.fill(email)
          await home.message.fill('We sell to 30 marinas and need a seed round.')
          await home.send.click()

          const notice = home.form.getByRole('region', { name: 'Error' })
          await expect(notice).toContainText('email us at hello@inletventures.example')
          await expect(notice).toBeFocused()
          await expect(toasts(page)).toHaveText('') // the notice says it once
          await expect(home.name).toHaveValue('Rosa Founder')
          await expect(home.message).toHaveValue('We sell to 30 marinas and need a seed round.')
          expect(await axeViolations(page)).toEqual([])

          await notice.getByRole('button', { name: 'Try again' }).click()
          await expect(home.form.getByText(/^Message sent!/)).toBeFocused()
          await expect(home.name).toHaveValue('')
          expect(keys).toHaveLength(2)
          expect(keys[1]).toBe(keys[0])
          expect(await mailFor(email, 2)).toHaveLength(2)
        })
      })
    })

    test.describe('errors a founder can fix', () => {
      test('when /contact is sent empty, then each field is marked, the summary takes focus and links to it, and each message goes once its field is fixed', async ({
        page,
      }) => {
        await page.goto('/contact')
        await page.clock.install()
        const fields = contactForm(page)
        await fields.send.click()

        const summary = fields.form.locator('[tabindex="-1"]', {
          has: page.getByRole('heading', { name: 'There Is a Problem' }),
        })
        await expect(summary).toBeFocused()
        const links = summary.getByRole('link')
        await expect(links).toHaveText([
          'Name is required',
          'Invalid email address',
          'Company/business name is required',
          'Please provide more details (min 20 characters)',
        ])
        await expectFieldError(fields.name, 'Name is required')
        await expectFieldError(fields.email, 'Invalid email address')
        await expectFieldError(fields.company, 'Company/business name is required')
        await expectFieldError(
          fields.message,
          'Please provide more details \\(min 20 characters\\)',
        )
        await expectFieldFine(fields.website)
        expect(await axeViolations(page)).toEqual([])

        // One voice: the summary says it; no toast repeats it, on a second submit or later.
        await fields.send.click()
        await expect(summary).toBeFocused()
        await page.clock.runFor(10_000)
        await expect(toasts(page).getByText('Invalid form data')).toHaveCount(0)

        // A summary link takes the founder to the field.
        await links.filter({ hasText: 'Company/business name is required' }).click()
        await expect(fields.company).toBeFocused()

        // Fixing a field takes its message away at once, in the field and the summary.
        await fields.name.fill('Rosa Marquez')
        await expectFieldFine(fields.name)
        await expect(links).toHaveCount(3)
        await expect(links.first()).toHaveText('Invalid email address')
        await fields.email.fill('rosa@example.com')
        await fields.company.fill('Marquez Marine Software')
        await fields.message.fill('We sell booking software to 30 marinas.')
        await expectFieldFine(fields.message)
        await expect(summary).toHaveCount(0)
        await expect(toasts(page).getByText('Invalid form data')).toHaveCount(0)
        expect(await axeViolations(page)).toEqual([])
      })

      test('when a message over the limit is pasted into /contact, then none of it is cut: the count says how far over and the send is refused with the rule', async ({
        page,
      }) => {
        await page.goto('/contact')
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
        const fields = contactForm(page)
        await fields.name.fill('Rosa Marquez')
        await fields.email.fill('rosa@example.com')
        await fields.company.fill('Marquez Marine Software')
        const long = 'Our traction, our team and our plan, in detail. '.repeat(60) // 2,880
        await fields.message.fill(long)
        await expect(fields.message).toHaveValue(long)
        await expect(fields.form.getByText(/of 2,000 characters/)).toHaveText(
          '2,880 of 2,000 characters: 880 over the limit. Shorten it to send.',
        )
        const posts: string[] = []
        page.on('request', (req) => {
          if (req.url().endsWith('/api/send-contact-email')) posts.push(req.url())
        })
        await fields.send.click()
        await expectFieldError(fields.message, 'Message must be 2000 characters or fewer')
        await expect(fields.message).toHaveValue(long)
        expect(posts).toEqual([])
        expect(await axeViolations(page)).toEqual([])
      })

      test('when the home form is sent empty or too short, then its fields are marked and the summary takes focus', async ({
        page,
      }) => {
        await page.goto('/')
        const home = homeForm(page)
        await home.send.click()
        const summary = home.form.locator('[tabindex="-1"]', {
          has: page.getByRole('heading', { name: 'There Is a Problem' }),
        })
        await expect(summary).toBeFocused()
        await expect(summary.getByRole('link')).toHaveText([
          'Name is required',
          'Invalid email address',
          'Message must be at least 10 characters',
        ])
        await expectFieldError(home.name, 'Name is required')
        await expectFieldError(home.message, 'Message must be at least 10 characters')
        expect(await axeViolations(page)).toEqual([])

        await home.name.fill('Rosa Founder')
        await home.email.fill('rosa@example.com')
        await home.message.fill('Hi there')
        await expectFieldFine(home.name)
        await expectFieldError(home.message, 'Message must be at least 10 characters')
        await expect(toasts(page).getByText('Invalid form data')).toHaveCount(0)
        await expect(summary.getByRole('link')).toHaveText([
          'Message must be at least 10 characters',
        ])
      })

      test('when the website is typed without https://, then it is accepted and sent with it', async ({
        page,
      }) => {
        for (const [website, sent] of [
          ['acme.io', 'https://acme.io'],
          ['www.acme.io', 'https://www.acme.io'],
        ] as const) {
          const email = unique('site')
          await page.goto('/contact')
          const fields = await fillContact(page, email)
          await fields.website.fill(website)
          await fields.send.click()
          await expect(page).toHaveURL(/\/contact\/thank-you/)
          const notification = (await mailFor(email, 2)).find((m) =>
            m.subject.startsWith('New inquiry'),
          )
          expect(notification?.text).toContain(`Website: ${sent}\n`)
        }
        expect(await axeViolations(page)).toEqual([])
      })

      test('when the email domain looks like a typo, then a "did you mean" hint offers the fix, and the address is not refused', async ({
        page,
      }) => {
        await page.goto('/contact')
        const fields = contactForm(page)
        await fields.email.fill('rosa@gmial.com')
        await fields.email.blur()
        const hint = fields.form.getByText('Did you mean')
        await expect(hint).toBeVisible()
        await expect(fields.email).toHaveAccessibleDescription(/Did you mean rosa@gmail\.com ?\?/)
        await expectFieldFine(fields.email)
        expect(await axeViolations(page)).toEqual([])
        await hint.getByRole('button', { name: 'rosa@gmail.com' }).click()
        await expect(fields.email).toHaveValue('rosa@gmail.com')
        await expect(hint).toHaveCount(0)

        // Ignored, the hint does not stop the inquiry.
        const email = `${unique('typo').split('@')[0]}@gmial.com`
        await page.goto('/')
        const home = homeForm(page)
        await home.name.fill('Rosa Founder')
        await home.email.fill(email)
        await home.message.fill('We sell to 30 marinas and need a seed round.')
        await home.message.focus()
        await expect(home.form.getByText('Did you mean')).toContainText('@gmail.com')
        await home.send.click()
        await expect(home.form.getByText(/^Message sent!/)).toBeVisible()
        expect(await mailFor(email, 2)).toHaveLength(2)
      })
    })

    test.describe('nothing typed is lost', () => {
      test('when the founder reloads, goes Back, or the tab crashes, then the /contact draft comes back', async ({
        page,
      }) => {
        const email = unique('draft')
        await page.goto('/contact?context=funding')
        const fields = await fillContact(page, email)
        await fields.website.fill('acme.io')

        await page.reload()
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
        await expect(fields.name).toHaveValue('Rosa Marquez')
        await expect(fields.website).toHaveValue('acme.io')
        await expect(fields.message).toHaveValue(/30 marinas/)
        expect(await axeViolations(page)).toEqual([])

        await fields.form.getByRole('link', { name: 'Privacy Policy' }).click()
        await expect(page).toHaveURL(/\/privacy$/)
        await page.goBack()
        await expect(fields.company).toHaveValue('Marquez Marine Software')
        await expect(fields.message).toHaveValue(/30 marinas/)

        // The renderer dies (nothing runs on the way out); the tab is reloaded, as Chromium's
        // "Reload" on its crash page does. Playwright drops a crashed page, so CDP drives it.
        await fields.message.fill('We sell booking software to 31 marinas and need a seed round.')
        const cdp = await page.context().newCDPSession(page)
        const crashed = page.waitForEvent('crash')
        void cdp.send('Page.crash').catch(() => {})
        await crashed
        await cdp.send('Page.reload')
        const fieldValue = async (id: string) =>
          (
            await cdp.send('Runtime.evaluate', {
              expression: `document.querySelector('html[data-hydrated] #${id}')?.value`,
              returnByValue: true,
            })
          ).result.value
        await expect.poll(() => fieldValue('inquiry-email')).toBe(email)
        expect(await fieldValue('inquiry-message')).toBe(
          'We sell booking software to 31 marinas and need a seed round.',
        )
      })

      test('when a draft belongs to another address, then it stays there: /contact and /contact?context=funding keep their own', async ({
        page,
      }) => {
        await page.goto('/contact?context=funding')
        const fields = await fillContact(page, unique('own-draft'))
        await page.goto('/contact')
        await expect(fields.message).toHaveValue('')
        await expect(fields.name).toHaveValue('')
        await fields.name.fill('Ada Reyes')

        await page.goto('/contact?context=funding')
        await expect(fields.name).toHaveValue('Rosa Marquez')
        await expect(fields.message).toHaveValue(/30 marinas/)
        await page.goto('/contact')
        await expect(fields.name).toHaveValue('Ada Reyes')
      })

      test('when the inquiry is accepted, then the draft is gone', async ({ page }) => {
        await page.goto('/contact?context=funding')
        const fields = await fillContact(page, unique('sent'))
        const send = fields.form.getByRole('button', { name: 'Request Funding Discussion' })
        await send.scrollIntoViewIfNeeded()
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
        await send.click()
        await expect(page).toHaveURL(/\/contact\/thank-you/)
        // The thank-you page opens at its top, not where the button was.
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
        await page.goto('/contact?context=funding')
        await expect(fields.message).toHaveValue(/^I /)
        await expect(fields.name).toHaveValue('')
        await expect(fields.email).toHaveValue('')
        expect(await axeViolations(page)).toEqual([])
      })

      test.describe('when the network fails', () => {
        test.use({
          expectedConsole:
            'Inquiry could not be sent|net::ERR_|Failed to fetch|dynamically imported module',
        })

        test('then the fields are kept and Try again sends under the same key', async ({
          page,
        }) => {
          const keys: string[] = []
          await page.route('**/api/send-contact-email', (route) => {
            keys.push(route.request().headers()['idempotency-key'] ?? '')
            return keys.length === 1 ? route.abort('connectionreset') : route.continue()
          })
          await page.goto('/contact')
          const fields = await fillContact(page, unique('network'))
          await fields.send.click()
          const notice = fields.form.getByRole('region', { name: 'Error' })
          await expect(notice).toContainText(
            'There was a problem sending your message. Please try again or email us directly at hello@inletventures.example',
          )
          await expect(notice).toBeFocused()
          await expect(fields.name).toHaveValue('Rosa Marquez')
          expect(await axeViolations(page)).toEqual([])
          await notice.getByRole('button', { name: 'Try again' }).click()
          await expect(page).toHaveURL(/\/contact\/thank-you/)
          expect(keys).toHaveLength(2)
          expect(keys[1]).toBe(keys[0])
        })

        test('when the connection drops before the form’s code has loaded, then offline is still said as such, and sending works once back online', async ({
          page,
          context,
        }) => {
          await page.goto('/contact')
          await context.setOffline(true)
          const fields = await fillContact(page, unique('offline-early'))
          await fields.send.click()
          await expect(toasts(page).getByText('You’re offline')).toBeVisible()
          await expect(toasts(page)).not.toContainText('Error')
          await expect(fields.name).toHaveValue('Rosa Marquez')
          await expect(fields.send).toBeEnabled()

          await context.setOffline(false)
          await fields.send.click()
          await expect(page).toHaveURL(/\/contact\/thank-you/)
        })

        test('then going offline is said as such, and Try again back online sends under the same key', async ({
          page,
          context,
        }) => {
          const keys: string[] = []
          page.on('request', (request) => {
            if (request.url().endsWith('/api/send-contact-email'))
              keys.push(request.headers()['idempotency-key'] ?? '')
          })
          await page.goto('/contact')
          const fields = await fillContact(page, unique('offline'))
          await context.setOffline(true)
          await fields.send.click()
          const notice = fields.form.getByRole('region', { name: 'You’re offline' })
          await expect(notice).toContainText('Your message is kept here.')
          await expect(notice).not.toContainText('Error')
          await expect(notice).toBeFocused()
          await expect(toasts(page)).toHaveText('') // the notice says it once
          await expect(fields.message).toHaveValue(/30 marinas/)
          expect(await axeViolations(page)).toEqual([])

          await context.setOffline(false)
          await notice.getByRole('button', { name: 'Try again' }).click()
          await expect(page).toHaveURL(/\/contact\/thank-you/)
          expect(keys.length).toBeGreaterThanOrEqual(1)
          expect(new Set(keys).size).toBe(1)
        })
      })
    })
  })
}
