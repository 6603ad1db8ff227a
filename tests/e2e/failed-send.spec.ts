import type { Locator, Page } from '@playwright/test'
import { startServerProcess } from '../server-process.ts'
import { expect, test } from './fixtures.ts'
import { mailFor } from './mail.ts'

/**
 * Issue 42, item 2: a failed send is easy to recover from. The server stops mid-send (killed
 * while the post is on its way): one notice, beside the button, takes focus, with a Try again in
 * sight (not under the cookie banner or the scroll-to-top button) and the studio's address as a
 * mailto: link carrying the message; no toast. After a restart, Try again delivers exactly one
 * inquiry, under the same Idempotency-Key.
 */

test.use({
  viewport: { width: 390, height: 780 },
  expectedConsole: 'Inquiry could not be sent|net::ERR_|Failed to fetch',
})

const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`

/**
 * Whether the control is what a tap at its middle reaches (a link over two lines: its first
 * line's): nothing fixed lies on top of it.
 */
async function onTop(control: Locator) {
  return control.evaluate((element) => {
    const box = element.getClientRects()[0] ?? element.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    const inView = box.top >= 0 && box.bottom <= window.innerHeight
    return inView && hit !== null && element.contains(hit)
  })
}

const forms = [
  {
    path: '/contact',
    form: 'Inquiry form',
    send: 'Send Business Inquiry',
    async fill(page: Page, email: string) {
      const form = page.getByRole('form', { name: 'Inquiry form' })
      await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Rosa Marquez')
      await form.getByLabel('Email').fill(email)
      await form.getByLabel('Company / business name').fill('Marquez Marine Software')
      await form
        .getByLabel('Message')
        .fill('We sell booking software to 30 marinas & need a seed round.')
    },
    async sent(page: Page) {
      await expect(page).toHaveURL(/\/contact\/thank-you/)
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused()
    },
  },
  {
    path: '/',
    form: 'Ready to Get Started',
    send: 'Send Message',
    async fill(page: Page, email: string) {
      const form = page.getByRole('form', { name: 'Ready to Get Started' })
      await form.getByLabel('Name').fill('Rosa Marquez')
      await form.getByLabel('Email').fill(email)
      await form
        .getByLabel('Message')
        .fill('We sell booking software to 30 marinas & need a seed round.')
    },
    async sent(page: Page) {
      const line = page.getByText(/^Message sent! A partner reads it/)
      await expect(line).toBeFocused()
      await expect(page.getByRole('region', { name: 'Notifications' })).toHaveText('')
    },
  },
] as const

for (const { path, form: formName, send, fill, sent } of forms) {
  test(`when the server stops while ${path}’s form is sending, then one focused notice offers a visible Try again and a mailto: link with the message, and after a restart Try again delivers exactly one inquiry`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    // The suite's settings for the spam signals: this robot types fast (playwright.config.ts).
    const server = await startServerProcess({
      QUARANTINE_MIN_OPEN_MS: '0',
      QUARANTINE_REPEAT_SENDERS: '0',
    })
    try {
      const email = unique('stopped')
      await page.goto(`${server.baseURL}${path}`)
      await fill(page, email)
      const form = page.getByRole('form', { name: formName })

      // Mid-send: the post has left the page; the server dies before it arrives.
      const keys: string[] = []
      await page.route('**/api/send-contact-email', async (route) => {
        keys.push(route.request().headers()['idempotency-key'] ?? '')
        if (keys.length === 1) await server.crash()
        await route.continue().catch(() => route.abort('connectionrefused'))
      })
      await form.getByRole('button', { name: send }).click()

      const notice = form.getByRole('region', { name: 'Error' })
      await expect(notice).toBeFocused()
      await expect(page.locator('section[aria-labelledby]:focus')).toHaveCount(1)
      await expect(notice).toContainText('Please try again')
      // One voice: no toast, and no second notice.
      await expect(page.getByRole('region', { name: 'Notifications' })).toHaveText('')
      await expect(page.getByRole('region', { name: 'Error' })).toHaveCount(1)
      // Try again in sight: not under the cookie banner (it shows) or the scroll-to-top button.
      await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible()
      const retry = notice.getByRole('button', { name: 'Try again' })
      await expect(retry).toBeVisible()
      expect(await onTop(retry), 'Try again is what a tap there reaches').toBe(true)
      // The studio's address, as a link that carries the message.
      const link = notice.getByRole('link', { name: 'hello@inletventures.example' })
      expect(await onTop(link)).toBe(true)
      const mail = new URL((await link.getAttribute('href')) ?? '')
      expect(`${mail.protocol}${mail.pathname}`).toBe('mailto:hello@inletventures.example')
      expect(mail.searchParams.get('subject')).toBe('Inquiry from Rosa Marquez')
      expect(mail.searchParams.get('body')).toContain(
        'We sell booking software to 30 marinas & need a seed round.',
      )
      expect(mail.searchParams.get('body')).toContain(`Email: ${email}`)

      await server.restart()
      await retry.click()
      await sent(page)
      expect(keys).toHaveLength(2)
      expect(keys[1]).toBe(keys[0])
      const both = await mailFor(email, 2)
      expect(both.map((m) => m.subject.split(' ')[0]).sort()).toEqual(['New', 'We'])
      // Exactly one inquiry: no third email comes, given the time.
      expect(await mailFor(email, 3, 2_000)).toHaveLength(2)
    } finally {
      await server.stop()
    }
  })
}
