/**
 * Issue 54: a founder is never held for time. The form's proof-of-work challenge expires while
 * the founder is away (a server of this file's own, its challenges lasting 5 s, every spam signal
 * at its default); the form renews it, keeping the first touch's issue time, and the inquiry is
 * delivered: the studio's notification and the founder's confirmation arrive. The same after a
 * failed send whose Try again comes after its proof expired (docs/decisions/061).
 */
import type { Page, Request } from '@playwright/test'
import { type ServerProcess, startServerProcess } from '../server-process.ts'
import { expect, test } from './fixtures.ts'
import { mailFor } from './mail.ts'

/** How long a challenge lasts here: the form renews at 80 % of it (use-proof.ts). */
const EXPIRES_MS = 5_000

let server: ServerProcess
test.describe.configure({ timeout: 90_000 })
test.beforeAll(async () => {
  server = await startServerProcess({
    ALTCHA_EXPIRES_MS: String(EXPIRES_MS),
    // A quick proof: this file waits on expiries, not on the work.
    ALTCHA_MAX_ATTEMPTS: '20',
    RATE_LIMIT_MAX: '1000',
    CHALLENGE_RATE_LIMIT_MAX: '1000',
  })
})
test.afterAll(async () => {
  await server?.stop()
})

interface Signed {
  parameters: { expiresAt: number; nonce: string; data: { issuedAt: number } }
}

const unique = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`
const challengePath = (request: Request) => new URL(request.url()).pathname === '/api/challenge'
const isRenewal = (request: Request) => challengePath(request) && request.method() === 'POST'
const isPost = (request: Request) =>
  new URL(request.url()).pathname === '/api/send-contact-email' && request.method() === 'POST'
/** The challenge a post's `altcha` field carries. */
const challengeOf = (request: Request): Signed =>
  JSON.parse(Buffer.from(request.postDataJSON().altcha, 'base64').toString()).challenge

/** Resolves once this machine's clock (the server's too) is past the challenge's expiry. */
const expiryOf = (page: Page, challenge: Signed) =>
  page.waitForFunction((at) => Date.now() > at * 1000, challenge.parameters.expiresAt, {
    polling: 100,
  })

async function fill(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Inquiry form' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Marisol Vega')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Company / business name').fill('Vega Tide Labs')
  await form
    .getByLabel('Message')
    .fill('We make tide-aware booking software for 18 marinas and are raising a seed round.')
  return form
}

/** Delivered, not held: both emails about this founder arrive. */
async function expectDelivered(email: string) {
  const mail = await mailFor(email, 2, 15_000)
  expect(mail.map((message) => message.subject).sort()).toEqual([
    'New inquiry from Marisol Vega (Vega Tide Labs)',
    'We received your inquiry – Inlet Ventures',
  ])
}

test('when a founder focuses the form, the challenge expires while they are away, and they then type and send, then the form renews it and both emails arrive', async ({
  page,
}) => {
  const email = unique('away')
  await page.goto(`${server.baseURL}/contact`)
  const first = page.waitForResponse(
    (response) => challengePath(response.request()) && response.request().method() === 'GET',
  )
  await page
    .getByRole('form', { name: 'Inquiry form' })
    .getByRole('textbox', { name: 'Name', exact: true })
    .focus()
  const issued = (await (await first).json()) as Signed
  // Called away: the form renews before expiry, and the first challenge runs out.
  await page.waitForRequest(isRenewal)
  await expiryOf(page, issued)

  const form = await fill(page, email)
  const posted = page.waitForRequest(isPost)
  await form.getByRole('button', { name: 'Send Business Inquiry' }).click()
  await expect(page).toHaveURL(/\/contact\/thank-you/)
  const sent = challengeOf(await posted)
  expect(sent.parameters.nonce).not.toBe(issued.parameters.nonce)
  expect(sent.parameters.expiresAt).toBeGreaterThan(issued.parameters.expiresAt)
  // The typing time still runs from the first touch.
  expect(sent.parameters.data.issuedAt).toBe(issued.parameters.data.issuedAt)
  await expectDelivered(email)
})

test.describe('a Try again after expiry', () => {
  test.use({ expectedConsole: 'Inquiry could not be sent|net::ERR_FAILED' })

  test('when the first send fails and Try again comes after its proof expired, then the form renews the proof and both emails arrive', async ({
    page,
  }) => {
    const email = unique('retry')
    await page.goto(`${server.baseURL}/contact`)
    const form = await fill(page, email)
    // The first send never reaches the server; every later one does.
    const posts: Request[] = []
    await page.route('**/api/send-contact-email', async (route) => {
      posts.push(route.request())
      if (posts.length === 1) await route.abort('failed')
      else await route.continue()
    })
    await form.getByRole('button', { name: 'Send Business Inquiry' }).click()
    const notice = form.getByRole('region', { name: 'Error' })
    await expect(notice).toBeFocused()
    const [failed] = posts
    if (!failed) throw new Error('the first send was not made')
    const firstProof = challengeOf(failed)
    await expiryOf(page, firstProof)

    // A renewed proof: made in the background since (the form kept one ready), or at the click.
    await notice.getByRole('button', { name: 'Try again' }).click()
    await expect(page).toHaveURL(/\/contact\/thank-you/)
    const [, retried] = posts
    if (!retried) throw new Error('Try again made no post')
    expect(retried.headers()['idempotency-key']).toBe(failed.headers()['idempotency-key'])
    const resent = challengeOf(retried)
    expect(resent.parameters.nonce).not.toBe(firstProof.parameters.nonce)
    expect(resent.parameters.data.issuedAt).toBe(firstProof.parameters.data.issuedAt)
    await expectDelivered(email)
  })
})
