import { actionPath } from '@inlet/server/action-links'
import { withProof } from '@inlet/server/proof-solver'
import { RedisServer } from '@inlet/server/test/redis-server'
import { INQUIRY_ENDPOINT } from '@inlet/shared/inquiry-api'
import type { APIRequestContext, Page } from '@playwright/test'
import { ACTION_LINK_SECRET, baseURL } from '../playwright.config.ts'
import { startServerProcess } from '../server-process.ts'
import { expect, test } from './fixtures.ts'
import { type CaughtMail, mailFor } from './mail.ts'

/**
 * The studio acts from its inbox (docs/decisions/050): a partner opens the digest's Release link
 * on a phone, with no script needed, and presses the one button. A mail scanner's GET changes
 * nothing; a second press says it is already done; an expired or an altered link has its own
 * page. On both backends: the suite's server (the file outbox), and a server of the test's own
 * on a real redis-server. The server tests (server/src/http/inbox-actions.test.ts) cover the other
 * two actions.
 */
test.use({
  javaScriptEnabled: false,
  // The browser notes the 410 and 403 answers of the expired and altered links.
  expectedConsole: 'status of (403|410)',
})

const founderEmail = () =>
  `held-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@harbour-gauges.example`

/** The Release link of the digest that lists `email`, on the server under test. */
function releaseLink(digest: CaughtMail): string {
  const url = /Release: (https?:\/\/\S+)/.exec(digest.text)?.[1]
  if (!url) throw new Error(`no Release link in the digest: ${digest.text}`)
  const { pathname, search } = new URL(url)
  return pathname + search
}

/**
 * The server the test releases on: the suite's own (the file outbox), or one of its own on Redis
 * with the suite's settings for the spam signals and the digest (playwright.config.ts).
 */
async function serverOn(backend: 'file' | 'redis') {
  if (backend === 'file') return { origin: '', stop: async () => {} }
  const redis = await new RedisServer().start()
  const server = await startServerProcess({
    REDIS_URL: redis.url,
    QUARANTINE_MIN_OPEN_MS: '0',
    QUARANTINE_REPEAT_SENDERS: '0',
    QUARANTINE_DIGEST_MINUTES: '0',
    ACTION_LINK_SECRET,
  }).catch(async (error) => {
    await redis.remove()
    throw error
  })
  return {
    origin: server.baseURL,
    async stop() {
      await server.stop()
      await redis.remove()
    },
  }
}

for (const backend of ['file', 'redis'] as const) {
  test(`on the ${backend} backend, a partner releases a held founder from the digest: the page names the inquiry, the button delivers both emails once`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000) // the Redis variant starts a redis-server and a server first
    const server = await serverOn(backend)
    try {
      await releaseFromTheDigest(page, request, server.origin)
    } finally {
      await server.stop()
    }
  })
}

async function releaseFromTheDigest(page: Page, request: APIRequestContext, origin: string) {
  const email = founderEmail()
  // The hidden honeypot field filled (by an overeager autofill) in the site's form, which sends its
  // proof: held, and listed in the digest on its own (a post without a proof would be counted).
  const posted = await request.post(`${origin}${INQUIRY_ENDPOINT}`, {
    data: await withProof(origin || baseURL, {
      name: 'Mara Quint',
      email,
      company: 'Harbour Gauges',
      message: 'We build tide gauges for small harbours and are raising a first round this spring.',
      fax: 'autofilled',
    }),
  })
  expect(posted.status()).toBe(202)
  const { id } = (await posted.json()) as { id: string }
  const [digest] = await mailFor(email, 1)
  expect(digest?.subject).toContain('Held as suspected spam')
  const link = `${origin}${releaseLink(digest as CaughtMail)}`

  // What a mail scanner and then the partner see: the inquiry named, one button, nothing done.
  const opened = await page.goto(link)
  expect(opened?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Release' })).toBeVisible()
  await expect(page.getByText(id)).toBeVisible()
  await expect(page.getByText('Harbour Gauges')).toBeVisible()
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  await expect(page.getByText(email)).toHaveCount(0)
  await page.waitForTimeout(1_000)
  expect(await mailFor(email, 2, 500)).toHaveLength(1)

  await page.getByRole('button', { name: 'Release' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Done' })).toBeVisible()
  await expect(page.getByText(/^Released:/)).toBeVisible()
  const mail = await mailFor(email, 3)
  expect(mail.map((each) => each.subject).sort()).toEqual(
    [
      digest?.subject,
      'New inquiry from Mara Quint (Harbour Gauges)',
      'We received your inquiry – Inlet Ventures',
    ].sort(),
  )
  expect(mail.find((each) => each.subject.startsWith('We received'))?.to[0]?.address).toBe(email)

  // A second press (the page opened again from the email): already done, nothing sent again.
  await page.goto(link)
  await page.getByRole('button', { name: 'Release' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Already done' })).toBeVisible()
  await expect(page.getByText('Already released')).toBeVisible()
  await page.waitForTimeout(1_000)
  expect(await mailFor(email, 4, 500)).toHaveLength(3)

  // An expired link (signed, its time past) and an altered one (the signature changed).
  const expired = await page.goto(
    `${origin}${actionPath({ secrets: [ACTION_LINK_SECRET], lifetimeMs: -60_000 }, 'release', id)}`,
  )
  expect(expired?.status()).toBe(410)
  await expect(page.getByRole('heading', { level: 1, name: 'This link has expired' })).toBeVisible()
  await expect(page.getByRole('button')).toHaveCount(0)
  const altered = await page.goto(link.replace(/sig=[^&]{4}/, 'sig=AAAA'))
  expect(altered?.status()).toBe(403)
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link is not valid' }),
  ).toBeVisible()
  await expect(page.getByRole('button')).toHaveCount(0)
}
