import { axeViolations, expect, test } from './fixtures.ts'
import { mailFor, rawSource } from './mail.ts'

const unique = () => `founder-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`

async function fill(page: import('@playwright/test').Page, email: string) {
  const form = page.getByRole('form', { name: 'Inquiry form' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Rosa Marquez')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Company / business name').fill('Marquez Marine Software')
  await form.getByLabel('Phone').fill('(561) 555-0123')
  await form.getByLabel('Website').fill('https://marquez-marine.example')
  await form.getByLabel('Timeline').selectOption('1-3months')
  await form
    .getByLabel('Message')
    .fill('We sell booking software to 30 marinas and grow 12% a month. We need a seed round.')
  return form
}

test('when a founder first focuses the form, then it fetches a challenge (not on load), solves it in a Web Worker with nothing shown, and the inquiry goes with its proof and is delivered', async ({
  page,
}) => {
  const email = unique()
  const challenges: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/api/challenge')) challenges.push(request.method())
  })
  const workers: string[] = []
  page.on('worker', (worker) => workers.push(worker.url()))
  await page.goto('/contact')
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' })
  await page.waitForLoadState('networkidle')
  expect(challenges).toEqual([]) // not on page load
  const form = await fill(page, email)
  await expect.poll(() => workers.length).toBeGreaterThan(0)
  expect(challenges).toEqual(['GET'])
  expect(workers.every((url) => /\/assets\/proof-worker-[\w-]+\.js$/.test(url))).toBe(true)
  // Nothing shown and nothing asked: no widget, no checkbox, no word of it.
  await expect(page.getByText(/captcha|altcha|verif|robot|challenge/i)).toHaveCount(0)
  await expect(form.getByRole('checkbox')).toHaveCount(0)

  const request = page.waitForRequest('**/api/send-contact-email')
  await form.getByRole('button', { name: 'Send Business Inquiry' }).click()
  const body = (await request).postDataJSON() as { altcha: string }
  expect(body).not.toHaveProperty('formOpenMs')
  const proof = JSON.parse(Buffer.from(body.altcha, 'base64').toString('utf8'))
  expect(proof.challenge.parameters.algorithm).toBe('PBKDF2/SHA-256')
  expect(proof.challenge.signature).toMatch(/^[0-9a-f]{64}$/)
  expect(proof.solution).toMatchObject({ counter: expect.any(Number) })
  await expect(page).toHaveURL(/\/contact\/thank-you\?name=Rosa\+Marquez$/)
  // Delivered, not held: the studio's email and the founder's confirmation both arrive.
  expect(await mailFor(email, 2)).toHaveLength(2)
})

test('when a founder sends the funding form, then the thank-you page greets them and both emails arrive', async ({
  page,
}) => {
  const email = unique()
  await page.goto('/contact?context=funding')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Let’s Discuss Your Capital Needs',
  )
  await expect(page).toHaveTitle('Discuss Funding | Inlet Ventures')
  const form = await fill(page, email)
  await form.getByRole('button', { name: 'Request Funding Discussion' }).click()

  await expect(page).toHaveURL(/\/contact\/thank-you\?name=Rosa\+Marquez&context=funding$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We’ve Received Your Message!')
  await expect(
    page.getByText(
      'Thanks Rosa Marquez, a partner reads your message within 24 hours and replies personally within 72 hours.',
    ),
  ).toBeVisible()
  await expect(page.getByText('We’re excited to discuss funding with you.')).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')

  const mail = await mailFor(email, 2)
  expect(mail).toHaveLength(2)
  const notification = mail.find((m) => m.subject.startsWith('New inquiry'))
  const confirmation = mail.find((m) => m.subject.startsWith('We received'))
  expect(notification?.to[0]?.address).toBe('partners@inletventures.example')
  expect(await rawSource(notification?.id ?? '')).toContain(`Reply-To: Rosa Marquez <${email}>`)
  for (const value of [
    'Rosa Marquez',
    email,
    'Marquez Marine Software',
    '(561) 555-0123',
    'https://marquez-marine.example',
    'In 1–3 months',
    'Context: funding',
    'We sell booking software to 30 marinas',
  ]) {
    expect(notification?.text).toContain(value)
  }
  expect(confirmation?.to[0]?.address).toBe(email)
  expect(confirmation?.text).toContain('Hi Rosa Marquez,')
})

test('when the contact page is read, then office hours are US style and the closing links read as one sentence', async ({
  page,
}) => {
  await page.goto('/contact')
  const aside = page.getByRole('complementary', { name: 'Other ways to reach us' })
  await expect(aside).toContainText('Monday to Friday, 9 a.m.–5 p.m. ET')
  await expect(aside).not.toContainText('17:00')
  await expect(page.getByRole('navigation', { name: 'Explore more' })).toHaveText(
    'Not ready to write yet? Explore Partnerships, IP Development or Resources, or read our Privacy Policy.',
  )
})

test('when a listed domain is in the query, then the page offers a partnership on it with its concept', async ({
  page,
}) => {
  await page.goto('/contact?domain=lestartup.com')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Partner on lestartup.com')
  await expect(page.getByRole('button', { name: 'Request Partnership Discussion' })).toBeVisible()
  const message = page.getByLabel('Message')
  await expect(message).toHaveValue(
    /I am interested in a partnership around lestartup\.com\. The concept: A subscription back office/,
  )
})

test('when the query carries markup, then it is shown as plain text', async ({ page }) => {
  await page.goto(
    `/contact?domain=${encodeURIComponent('<img src=x onerror=alert(1)>')}&context=<b>x</b>`,
  )
  await expect(page.getByRole('main')).toContainText('“<img src=x onerror=alert(1)>”')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Let’s Build Something Extraordinary',
  )
  await expect(page.locator('main img')).toHaveCount(0)
})

test('when the domain in the link is invalid, then it is shown as text, left out, and the founder can still send', async ({
  page,
}) => {
  const email = unique()
  await page.goto(`/contact?context=funding&domain=${encodeURIComponent('not a domain!')}`)
  await expect(page.getByRole('main')).toContainText(
    'The link you followed names “not a domain!”, which is not a valid domain, so it is not sent with your inquiry.',
  )
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Let’s Discuss Your Capital Needs',
  )
  const form = await fill(page, email)
  await form.getByRole('button', { name: 'Request Funding Discussion' }).click()

  await expect(page).toHaveURL(/\/contact\/thank-you\?name=Rosa\+Marquez&context=funding$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We’ve Received Your Message!')
  const mail = await mailFor(email, 2)
  expect(mail).toHaveLength(2)
  const notification = mail.find((m) => m.subject.startsWith('New inquiry'))
  expect(notification?.text).toContain('Context: funding')
  expect(notification?.text).not.toContain('not a domain')
})

test.describe('validation', () => {
  for (const [label, value, message] of [
    ['Name', '', 'Name is required'],
    ['Email', 'not-an-email', 'Invalid email address'],
    ['Company / business name', '', 'Company/business name is required'],
    ['Website (optional)', 'not a url', 'Invalid URL'],
    ['Message', 'Too short to help', 'Please provide more details (min 20 characters)'],
  ] as const) {
    test(`when ${label} is "${value}", then the error summary says "${message}", no toast repeats it, and nothing is sent`, async ({
      page,
    }) => {
      const email = unique()
      await page.goto('/contact')
      const form = await fill(page, email)
      await form.getByRole('textbox', { name: label, exact: true }).fill(value)
      await form.getByRole('button', { name: 'Send Business Inquiry' }).click()
      const summary = form.locator('[tabindex="-1"]', {
        has: page.getByRole('heading', { name: 'There Is a Problem' }),
      })
      await expect(summary).toBeFocused()
      await expect(summary.getByRole('link', { name: message, exact: true })).toBeVisible()
      // One voice: the summary, not a toast over it (docs/decisions/025).
      const toasts = page.getByRole('region', { name: 'Notifications' })
      await expect(toasts.getByText('Invalid form data')).toHaveCount(0)
      await expect(page).toHaveURL(/\/contact$/)
      await expect(form.getByRole('button', { name: 'Send Business Inquiry' })).toBeEnabled()
      expect(await mailFor(email, 1, 800)).toHaveLength(0)
      expect(await axeViolations(page)).toEqual([])
    })
  }
})

test.describe('failures', () => {
  test.use({
    expectedConsole:
      'Inquiry could not be sent|status of (500|429|503)|ERR_CONNECTION_REFUSED|Failed to fetch',
  })

  test('when the server answers 500, then the Error notice, focused, shows our message and no toast, the button is re-enabled and fields kept', async ({
    page,
  }) => {
    await page.route('**/api/send-contact-email', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'internal',
            message:
              'Something went wrong on our side. Please try again, or email us at hello@inletventures.example.',
          },
        }),
      }),
    )
    await page.goto('/contact')
    const form = await fill(page, unique())
    const button = form.getByRole('button', { name: 'Send Business Inquiry' })
    await button.click()
    const notice = form.getByRole('region', { name: 'Error' })
    await expect(notice).toBeFocused()
    await expect(page.getByRole('region', { name: 'Notifications' })).toHaveText('')
    await expect(
      notice.getByText(
        'Something went wrong on our side. Please try again, or email us at hello@inletventures.example.',
      ),
    ).toBeVisible()
    await expect(button).toBeEnabled()
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
      'Rosa Marquez',
    )
    await expect(form.getByLabel('Message')).toHaveValue(/30 marinas/)
  })

  test('when the queue is unavailable (503), then the fields are kept and pressing again sends the same inquiry under the same key', async ({
    page,
  }) => {
    const keys: string[] = []
    await page.route('**/api/send-contact-email', (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '')
      return keys.length === 1
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({
              error: {
                code: 'queue_unavailable',
                message:
                  'We couldn’t take your inquiry just now. Please try again in a minute; nothing was sent yet.',
              },
            }),
          })
        : route.fulfill({
            status: 202,
            contentType: 'application/json',
            body: JSON.stringify({ id: 'k-queue-back' }),
          })
    })
    await page.goto('/contact')
    const form = await fill(page, unique())
    const button = form.getByRole('button', { name: 'Send Business Inquiry' })
    await button.click()
    await expect(
      form
        .getByRole('region', { name: 'Error' })
        .getByText('Please try again in a minute; nothing was sent yet.'),
    ).toBeVisible()
    await expect(button).toBeEnabled()
    await expect(form.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
      'Rosa Marquez',
    )
    await expect(form.getByLabel('Message')).toHaveValue(/30 marinas/)
    await button.click()
    await expect(page).toHaveURL(/\/contact\/thank-you/)
    expect(keys).toHaveLength(2)
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,128}$/)
    expect(keys[1]).toBe(keys[0])
  })

  test('when the server cannot be reached, then the fallback message names our address', async ({
    page,
  }) => {
    await page.route('**/api/send-contact-email', (route) => route.abort('connectionrefused'))
    await page.goto('/contact')
    const form = await fill(page, unique())
    await form.getByRole('button', { name: 'Send Business Inquiry' }).click()
    await expect(
      form
        .getByRole('region', { name: 'Error' })
        .getByText(
          'There was a problem sending your message. Please try again or email us directly at hello@inletventures.example',
        ),
    ).toBeVisible()
    await expect(form.getByRole('button', { name: 'Send Business Inquiry' })).toBeEnabled()
  })

  test('when the founder is rate limited, then the notice says when, and both buttons wait until then', async ({
    page,
  }) => {
    await page.route('**/api/send-contact-email', (route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '600' },
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'rate_limited',
            message: 'Too many inquiries from your connection. Please try again in 10 minutes.',
          },
        }),
      }),
    )
    await page.goto('/contact')
    const form = await fill(page, unique())
    await form.getByRole('button', { name: 'Send Business Inquiry' }).click()
    await expect(
      form
        .getByRole('region', { name: 'Error' })
        .getByText('Please try again in 10 minutes.', { exact: false }),
    ).toBeVisible()
    await expect(form.getByRole('button', { name: /^Try again at \d{1,2}:\d{2}/ })).toBeDisabled()
    await expect(form.getByRole('button', { name: 'Send Business Inquiry' })).toBeDisabled()
  })
})

test('when submit is double-clicked, then exactly one inquiry is sent', async ({ page }) => {
  const email = unique()
  let posts = 0
  page.on('request', (request) => {
    if (request.url().endsWith('/api/send-contact-email') && request.method() === 'POST') posts++
  })
  await page.goto('/contact?context=ip')
  const form = await fill(page, email)
  await form.getByRole('button', { name: 'Request IP Consultation' }).dblclick()
  await expect(page).toHaveURL(/\/contact\/thank-you/)
  const mail = await mailFor(email, 2)
  await page.waitForTimeout(500)
  expect(posts).toBe(1)
  expect((await mailFor(email, 3, 300)).length).toBe(2)
  expect(mail.filter((m) => m.subject.startsWith('New inquiry'))).toHaveLength(1)
})

test('when the thank-you page is opened without a name, then it thanks the visitor without a blank name', async ({
  page,
}) => {
  await page.goto('/contact/thank-you')
  await expect(
    page.getByText(
      'Thanks, a partner reads your message within 24 hours and replies personally within 72 hours.',
    ),
  ).toBeVisible()
  await expect(page.getByRole('main')).toContainText(
    'Check your inbox for a receipt with your reference number. If none arrives, your inquiry still reached us.',
  )
  await expect(page.getByRole('main')).not.toContainText('Thanks there')
  await expect(
    page.getByRole('main').getByRole('link', { name: 'hello@inletventures.example' }),
  ).toHaveAttribute('href', 'mailto:hello@inletventures.example')
  for (const href of ['/blog', '/about', '/partnerships']) {
    await expect(page.getByRole('main').locator(`a[href="${href}"]`).first()).toBeVisible()
  }
})
