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
 * The studio acts from its inbox (docs/decisions/050, 063): a partner opens the digest's Release
 * link on a phone, with no script needed, and presses the one button. A mail scanner's GET changes
 * nothing; a second press says it is already done; an expired or an altered link has its own
 * page. This is spam takes two steps: the notification's link (its Reply-To is the founder) only
 * emails the studio's inbox the link that reports. On both backends: the suite's server (the file
 * outbox), and a server of the test's own on a real redis-server. The server tests
 * (server/src/http/inbox-actions.test.ts) cover Retry and what a report holds.
 */
test.use({
  javaScriptEnabled: false,
  // The browser notes the 410 and 403 answers of the expired and altered links.
  expectedConsole: 'status of (403|410)',
})

const founderEmail = () =>
  `held-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@harbour-gauges.example`

/** The path and query of the link after `label` in an email's text. */
function linkAfter(label: string, mail: CaughtMail | undefined): string {
  const url = new RegExp(`${label} (https?://\\S+)`).exec(mail?.text ?? '')?.[1]
  if (!url) throw new Error(`no ${label} link in: ${mail?.text}`)
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

const actions = [
  {
    what: 'a partner releases a held founder from the digest: the page names the inquiry, the button delivers both emails once',
    act: releaseFromTheDigest,
  },
  {
    what: "a partner reports spam in two steps: the notification's link emails the studio's inbox a confirmation link, whose button takes the report",
    act: reportInTwoSteps,
  },
]

for (const backend of ['file', 'redis'] as const)
  for (const { what, act } of actions)
    test(`on the ${backend} backend, ${what}`, async ({ page, request }) => {
      test.setTimeout(90_000) // the Redis variant starts a redis-server and a server first
      const server = await serverOn(backend)
      try {
        await act(page, request, server.origin)
      } finally {
        await server.stop()
      }
    })

async function reportInTwoSteps(page: Page, request: APIRequestContext, origin: string) {
  // A sender of its own: the report holds its company domain and near-copies of its text.
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`
  const email = `sales@leads-${tag}.example`
  const posted = await request.post(`${origin}${INQUIRY_ENDPOINT}`, {
    data: await withProof(origin || baseURL, {
      name: 'Rory Blake',
      email,
      company: 'Leadfinder Lists',
      message: `We sell verified lists of family offices and angel investors, forty thousand contacts for a flat fee, batch ${tag}.`,
    }),
  })
  expect(posted.status()).toBe(202)
  const { id } = (await posted.json()) as { id: string }
  const notification = (await mailFor(email, 2)).find((mail) =>
    mail.subject.startsWith('New inquiry from Rory Blake'),
  )
  const asks = `${origin}${linkAfter('This is spam:', notification)}`

  // The notification's link: a page that asks, and whose button only sends the studio an email.
  expect((await page.goto(asks))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'This is spam' })).toBeVisible()
  await expect(page.getByText(id)).toBeVisible()
  await expect(page.getByText('Leadfinder Lists')).toBeVisible()
  await page.getByRole('button', { name: 'Send the confirmation link' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Check the studio’s inbox' }),
  ).toBeVisible()
  await expect(page.getByText('We’ve sent a confirmation link to the studio’s inbox')).toBeVisible()

  // The confirmation: to the studio's inbox alone, nothing of the founder's but the company.
  const subject = `Confirm the spam report: inquiry ${id}`
  const [confirmation] = await mailFor(subject, 1)
  expect(confirmation?.to.map((to) => to.address)).toEqual(['partners@inletventures.example'])
  expect(JSON.stringify(confirmation)).not.toContain(email)
  expect(confirmation?.text).toContain('Leadfinder Lists')

  // Pressed again (a reply's reader, a second tap): no second email.
  await page.goto(asks)
  await page.getByRole('button', { name: 'Send the confirmation link' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Already sent' })).toBeVisible()

  // Its link, opened and pressed: the report is taken; pressed again, already done.
  const report = `${origin}${linkAfter('Report as spam:', confirmation)}`
  expect((await page.goto(report))?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'This is spam' })).toBeVisible()
  await page.getByRole('button', { name: 'Report as spam' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Done' })).toBeVisible()
  await expect(page.getByText(/^Reported as spam:/)).toBeVisible()
  await page.goto(report)
  await page.getByRole('button', { name: 'Report as spam' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Already done' })).toBeVisible()
  await expect(page.getByText('Already reported as spam')).toBeVisible()
  expect(await mailFor(subject, 2, 500)).toHaveLength(1)
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
  const link = `${origin}${linkAfter('Release:', digest)}`

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
