import { INQUIRY_ENDPOINT } from '@inlet/shared/inquiry-api'
import request from 'supertest'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { actionPath } from '../inquiry/action-links.ts'
import { FileQueue } from '../queue/file/file-queue.ts'
import { runCli } from '../test/cli.ts'
import {
  type Harness,
  makeApp,
  proofTypedFor,
  redisCounters,
  validInquiry,
} from '../test/harness.ts'
import { HeldPort } from '../test/held-port.ts'
import { patient } from '../test/patience.ts'
import { RedisServer } from '../test/redis-server.ts'
import { SmtpSink } from '../test/smtp-sink.ts'
import { testSecret, WebhookReceiver } from '../test/webhook-receiver.ts'
import { INBOX_LIMIT, REQUEST_WINDOW_MS } from './inbox-route.ts'

const STUDIO = 'partners@inletventures.example'
const LINK_SECRET = 'inbox-actions-test-secret-of-32-characters-or-more'
let smtp: SmtpSink
let redis: RedisServer
let receiver: WebhookReceiver

beforeAll(async () => {
  smtp = await new SmtpSink().start()
  redis = await new RedisServer().start()
  receiver = await new WebhookReceiver().start()
})
// Each test starts with an endpoint that answers: one that failed midway leaves no refusals behind.
beforeEach(() => {
  receiver.respond = () => 200
})
afterAll(async () => {
  await smtp.stop()
  await redis.remove()
  await receiver.stop()
})

const mailTo = (address: string) =>
  smtp.messages.filter((message) => message.envelope.to.includes(address))
/** The path and query of the link after `label` in the text of the studio's email. */
const linkIn = (text: string | undefined, label: string) => {
  const url = new RegExp(`${label} (https?://\\S+)`).exec(text ?? '')?.[1]
  if (!url) throw new Error(`no ${label} link in: ${text}`)
  const { pathname, search } = new URL(url)
  return pathname + search
}
/** The studio-only emails holding the Report link of inquiry `id` (delivery/report-email.ts). */
const reportMails = (id: string) =>
  mailTo(STUDIO).filter((m) => m.parsed.subject === `Confirm the spam report: inquiry ${id}`)
/** Every link an email carries, in its text and its HTML, as path and query. */
const linksIn = (mail: { text?: string; html?: string | false }) =>
  [
    ...(mail.text ?? '').matchAll(/https?:\/\/[^\s"<>]+/g),
    ...(mail.html || '').matchAll(/href="([^"]+)"/g),
  ].map((match) => {
    const { pathname, search } = new URL((match[1] ?? match[0]).replaceAll('&amp;', '&'))
    return pathname + search
  })

describe.each(['file', 'redis'] as const)(
  'the studio acting from its inbox on the %s backend',
  (backend) => {
    let harness: Harness
    let env: Record<string, string>
    // On Redis the limits and the report window count there, as the replicas share them.
    let counters: ReturnType<typeof redisCounters> | undefined
    const json = async (...args: string[]) => {
      const result = await runCli(env, ...args, '--json')
      if (result.code !== 0) throw new Error(`CLI ${args.join(' ')} failed: ${result.stderr}`)
      return JSON.parse(result.stdout)
    }
    const company = (who: string) => ({
      ...validInquiry,
      name: `${who} Founder`,
      company: `${who} Works`,
      email: `${who}@${who}-${backend}.example`,
      message: `We are ${who} Works in ${backend} land, building tide gauges for small harbours, and raising a first round this spring.`,
    })
    const post = async (body: object, typedMs: number | 'none' = 30_000) =>
      fetch(`${harness.url}${INQUIRY_ENDPOINT}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          ...body,
          ...(typedMs === 'none' ? {} : { altcha: await proofTypedFor(typedMs) }),
        }),
      })
    const accepted = async (body: object, typedMs: number | 'none' = 30_000) => {
      const res = await post(body, typedMs)
      expect(res.status).toBe(202)
      return ((await res.json()) as { id: string }).id
    }
    const settle = async () => {
      await new Promise((resolve) => setTimeout(resolve, 300))
      if (harness.delivery instanceof FileQueue) harness.delivery.worker.kick()
      await harness.delivery.idle()
    }
    const state = async (id: string) => (await json('show', id)).state as string
    /**
     * The studio's two steps to a report: the notification's This is spam link pressed, then the
     * Report link of the email that sends to the studio's inbox.
     */
    const reportLinkOf = async (notificationText: string | undefined, id: string) => {
      const asked = await request(harness.app).post(linkIn(notificationText, 'This is spam:'))
      expect(asked.status).toBe(200)
      expect(asked.text).toContain('We’ve sent a confirmation link to the studio’s inbox')
      return linkIn(reportMails(id).at(-1)?.parsed.text, 'Report as spam:')
    }

    beforeAll(async () => {
      counters = backend === 'redis' ? redisCounters(redis.url) : undefined
      harness = await makeApp(
        {
          SMTP_URL: smtp.url,
          STUDIO_INBOX: STUDIO,
          ACTION_LINK_SECRET: LINK_SECRET,
          QUARANTINE_DIGEST_MINUTES: '0',
          QUARANTINE_MIN_OPEN_MS: '0',
          WEBHOOK_URLS: `${receiver.url}/hooks`,
          WEBHOOK_SECRET: testSecret(9),
          ...(backend === 'redis' ? { REDIS_URL: redis.url } : {}),
        },
        counters ? { stores: counters.stores, redisUp: counters.redisUp } : {},
      )
      env = {
        ...(backend === 'redis' ? { REDIS_URL: redis.url } : { OUTBOX_DIR: harness.outboxDir }),
        LOG_LEVEL: 'silent',
      }
      if (backend === 'redis') await harness.delivery.check()
    })
    afterAll(async () => {
      await harness.close()
      await counters?.close()
    })

    it('when the studio opens a held inquiry’s Release link, then the page names it and changes nothing; its button delivers both emails, a second press says already done, and an expired or altered link gets its own page', async () => {
      smtp.messages.length = 0
      const founder = company('held')
      // The honeypot holds it; the digest goes at once (QUARANTINE_DIGEST_MINUTES=0).
      const id = await accepted({ ...founder, fax: 'filled by an autofill' })
      await vi.waitUntil(() => mailTo(STUDIO).length > 0, { timeout: patient(10_000) })
      const digest = mailTo(STUDIO)[0]?.parsed
      expect(digest?.subject).toContain('Held as suspected spam')
      const path = linkIn(digest?.text, 'Release:')
      expect(digest?.html).toContain('>Release</a>')

      // A mail scanner's GET: a page with one button, and nothing happens.
      const page = await request(harness.app).get(path)
      expect(page.status).toBe(200)
      expect(page.headers['x-robots-tag']).toContain('noindex')
      expect(page.headers['cache-control']).toBe('no-store')
      expect(page.text).toContain('<meta name="robots" content="noindex, nofollow">')
      expect(page.text).toContain(id)
      expect(page.text).toContain('held Works')
      expect(page.text).toMatch(/<form method="post"><button type="submit">Release<\/button>/)
      // Not the founder's personal data: no address, no message.
      expect(page.text).not.toContain(founder.email)
      expect(page.text).not.toContain('tide gauges')
      await request(harness.app).head(path).expect(200)
      await settle()
      expect(await state(id)).toBe('quarantine')
      expect(mailTo(founder.email)).toHaveLength(0)

      // Expired (signed by us, too late) and altered (another inquiry, a changed signature).
      const expired = actionPath({ secrets: [LINK_SECRET], lifetimeMs: -1000 }, 'release', id)
      const gone = await request(harness.app).post(expired)
      expect(gone.status).toBe(410)
      expect(gone.text).toContain('This link has expired')
      for (const altered of [
        path.replace(id, `${id.slice(0, -1)}${id.endsWith('0') ? '1' : '0'}`),
        // Its first character changed (to B when it is an A: once in 64 links it is).
        path.replace(/sig=(.)/, (_, first) => `sig=${first === 'A' ? 'B' : 'A'}`),
        path.replace('/release/', '/retry/'),
        path.replace(/expires=\d+/, 'expires=9999999999'),
        path.split('?')[0] as string,
      ]) {
        const res = await request(harness.app).post(altered)
        expect(res.status, altered).toBe(403)
        expect(res.text).toContain('This link is not valid')
      }
      expect(await state(id)).toBe('quarantine')

      // The button: the founder's confirmation and the studio's notification go out.
      const done = await request(harness.app).post(path).type('form').send('')
      expect(done.status).toBe(200)
      expect(done.text).toContain('Released')
      await vi
        .waitUntil(() => mailTo(founder.email).length === 1 && mailTo(STUDIO).length === 2, {
          timeout: patient(20_000),
        })
        .catch(() => {})
      expect(mailTo(STUDIO).map((m) => m.parsed.subject)).toHaveLength(2)
      expect(mailTo(founder.email)).toHaveLength(1)
      expect(mailTo(STUDIO)[1]?.parsed.subject).toBe('New inquiry from held Founder (held Works)')
      const again = await request(harness.app).post(path)
      expect(again.status).toBe(200)
      expect(again.text).toContain('Already released')
      await settle()
      expect(mailTo(founder.email)).toHaveLength(1)
      expect(await state(id)).toBe('sent')
    })

    it('when the studio opens a notification’s This is spam link, then nothing in the notification acts: the page only asks, its button emails the studio alone one Report link (a second press within the window none), a forged or altered request link is refused, and only the Report link reports', async () => {
      smtp.messages.length = 0
      const founder = {
        ...company('asks'),
        message: `Our ${backend} studio makes sailcloth from recycled nets and wants a partner for its first factory.`,
      }
      const id = await accepted(founder)
      await vi.waitUntil(() => mailTo(STUDIO).length === 1, { timeout: patient(10_000) })
      const notification = mailTo(STUDIO)[0]?.parsed
      expect(notification?.replyTo?.value.map((to) => to.address)).toEqual([founder.email])
      // Its one link, in the text and the HTML, is a request: a reply can quote nothing that acts.
      const links = linksIn(notification ?? {}).filter((link) => link.startsWith('/api/inbox/'))
      expect(links).toHaveLength(2)
      for (const link of links) expect(link).toMatch(/^\/api\/inbox\/report-request\//)
      const path = linkIn(notification?.text, 'This is spam:')

      // A scanner's GET: the page asks, nothing is sent.
      const page = await request(harness.app).get(path)
      expect(page.status).toBe(200)
      expect(page.text).toContain(id)
      expect(page.text).toContain('asks Works')
      expect(page.text).toMatch(
        /<form method="post"><button type="submit">Send the confirmation link<\/button>/,
      )
      expect(page.text).not.toContain(founder.email)
      expect(mailTo(STUDIO)).toHaveLength(1)

      // Made into a report link, or altered in any part: refused; an expired one: gone.
      for (const altered of [
        path.replace('/report-request/', '/report/'),
        path.replace('/report-request/', '/spam/'),
        path.replace(/sig=(.)/, (_, first) => `sig=${first === 'A' ? 'B' : 'A'}`),
        path.replace(/expires=\d+/, 'expires=9999999999'),
        path.replace(id, `${id.slice(0, -1)}${id.endsWith('0') ? '1' : '0'}`),
      ]) {
        const res = await request(harness.app).post(altered)
        expect(res.status, altered).toBe(403)
        expect(res.text).toContain('This link is not valid')
      }
      const expired = actionPath(
        { secrets: [LINK_SECRET], lifetimeMs: -1000 },
        'report-request',
        id,
      )
      expect((await request(harness.app).post(expired)).status).toBe(410)
      expect(mailTo(STUDIO)).toHaveLength(1)

      // The button: one email, to the studio's inbox alone, from the server, no Reply-To, and
      // nothing the founder typed but the company.
      const asked = await request(harness.app).post(path)
      expect(asked.status).toBe(200)
      expect(asked.text).toContain('Check the studio’s inbox')
      expect(asked.text).toContain('We’ve sent a confirmation link to the studio’s inbox')
      expect(reportMails(id)).toHaveLength(1)
      const [sent] = reportMails(id)
      expect(sent?.envelope.to).toEqual([STUDIO])
      expect(sent?.parsed.replyTo).toBeUndefined()
      expect(sent?.parsed.cc).toBeUndefined()
      expect(sent?.parsed.from?.value[0]?.address).toBe('hello@inletventures.example')
      expect(sent?.parsed.text).toContain('asks Works')
      for (const typed of [founder.email, founder.name, 'sailcloth', founder.phone]) {
        expect(sent?.raw).not.toContain(typed)
      }
      const report = linkIn(sent?.parsed.text, 'Report as spam:')
      expect(report).toMatch(/^\/api\/inbox\/report\//)
      expect(sent?.parsed.html).toContain('>Report as spam</a>')

      // Pressed again within the window (a reply's reader, or a second tap): nothing more sent.
      const again = await request(harness.app).post(path)
      expect(again.status).toBe(200)
      expect(again.text).toContain('Already sent')
      expect(again.text).toContain(`in the last ${REQUEST_WINDOW_MS / 60_000} minutes`)
      // A This is spam link of a notification sent before decision 063 (`spam`) only asks too.
      const legacy = actionPath({ secrets: [LINK_SECRET], lifetimeMs: 60_000 }, 'spam', id)
      expect((await request(harness.app).post(legacy)).text).toContain('Already sent')
      expect(reportMails(id)).toHaveLength(1)
      expect(await json('reported')).toEqual([])

      // The Report link reports, and the studio's judgement holds a near-copy.
      expect((await request(harness.app).get(report)).text).toContain('Report as spam</button>')
      const done = await request(harness.app).post(report)
      expect(done.text).toContain('Reported as spam')
      expect(await json('reported')).toEqual([expect.objectContaining({ inquiryId: id })])
      await json('reported', 'remove', id)
    }, 60_000) // CLI processes: slow on a busy machine

    it('when the studio presses This is spam on a delivered inquiry, then a near-copy from a new address and a post from its company domain are held as reported; the CLI lists and removes the report, and forget removes what an address added', async () => {
      smtp.messages.length = 0
      const spammer = {
        ...company('spam'),
        message: `Hello, we run ${backend} growth campaigns for investment studios and would like to send you a proposal for more founder leads this quarter.`,
      }
      const id = await accepted(spammer)
      await vi.waitUntil(() => mailTo(STUDIO).length === 1, { timeout: patient(10_000) })
      const notification = mailTo(STUDIO)[0]?.parsed
      expect(notification?.html).toContain('>This is spam</a>')
      const path = await reportLinkOf(notification?.text, id)
      const page = await request(harness.app).get(path)
      expect(page.status).toBe(200)
      expect(page.text).toContain('Report as spam</button>')
      expect((await json('reported')).length).toBe(0)

      const done = await request(harness.app).post(path)
      expect(done.status).toBe(200)
      expect(done.text).toContain('Reported as spam')
      expect((await request(harness.app).post(path)).text).toContain('Already reported')

      // A near-copy from a free-mail address, and another text from the reported domain.
      const copy = await accepted({
        ...spammer,
        name: 'Other Sender',
        company: 'Another Agency',
        email: `copy-${backend}@gmail.com`,
        message: spammer.message.replace('Hello', 'Hi there').replace('quarter', 'month'),
      })
      const sameDomain = await accepted({
        ...company('second'),
        email: `second@spam-${backend}.example`,
        message: `A different letter from the same ${backend} agency about its newsletter sponsorships.`,
      })
      const unrelated = await accepted(company('clean'))
      await settle()
      // The copy is also a repeat (the reported text came from another team within the hour).
      expect(await json('show', copy)).toMatchObject({
        state: 'quarantine',
        reasons: expect.arrayContaining(['reported']),
      })
      expect(await json('show', sameDomain)).toMatchObject({
        state: 'quarantine',
        reasons: ['reported'],
      })
      expect(await state(unrelated)).not.toBe('quarantine')

      // The CLI: the report by inquiry, with its domain; removed, the domain holds nothing.
      expect(await json('reported')).toEqual([
        expect.objectContaining({
          inquiryId: id,
          fingerprint: true,
          domain: `spam-${backend}.example`,
        }),
      ])
      expect(await json('reported', 'remove', `spam-${backend}.example`)).toEqual({ removed: 1 })
      expect(await json('reported')).toEqual([])
      const after = await accepted({ ...company('third'), email: `third@spam-${backend}.example` })
      await settle()
      expect(await state(after)).not.toBe('quarantine')

      // Reported again, then forgotten by the sender's address: what it added goes too.
      await request(harness.app).post(path).expect(200)
      expect((await json('reported')).length).toBe(1)
      expect(await json('forget', spammer.email)).toMatchObject({ judgements: 1 })
      expect(await json('reported')).toEqual([])
    }, 120_000) // a dozen CLI processes: slow on a busy machine

    it('when the studio presses This is spam on an inquiry not delivered yet (its webhook still retried, or refused for good), then it moves to the quarantine as reported and nothing more of it goes out', async () => {
      smtp.messages.length = 0
      // Each notification goes out at once; the webhook fails: retried (503), or dead (400).
      receiver.respond = (hook) => (hook.body.includes('dead Works') ? 400 : 503)
      // Texts of their own: a report holds every near-copy (company()'s texts are alike).
      const retried = await accepted({
        ...company('pending'),
        message: `Our ${backend} agency writes press releases for funds: forty a month, flat fee.`,
      })
      const dead = await accepted({
        ...company('dead'),
        message: `Dead letters from ${backend} are our whole business: we buy unclaimed parcels.`,
      })
      await vi.waitUntil(
        () =>
          mailTo(STUDIO).some((m) => m.parsed.subject?.startsWith('Inquiry not delivered')) &&
          receiver.received.some((hook) => hook.body.includes(retried)),
        { timeout: patient(15_000) },
      )
      // The server's own queue (in this process): quicker than a CLI process per look.
      const queue = harness.delivery
      const stateOf = async (id: string) => (await queue.show(id))?.state
      expect(await stateOf(dead)).toBe('dead')
      expect(await stateOf(retried)).toBe('pending')
      const spamLink = (who: string, id: string) =>
        reportLinkOf(
          mailTo(STUDIO).find((m) => m.parsed.subject?.startsWith(`New inquiry from ${who} `))
            ?.parsed.text,
          id,
        )

      for (const [id, who] of [
        [retried, 'pending'],
        [dead, 'dead'],
      ] as const) {
        const path = await spamLink(who, id)
        const done = await request(harness.app).post(path)
        expect(done.status).toBe(200)
        expect(await queue.show(id)).toMatchObject({ state: 'quarantine', reasons: ['reported'] })
        expect(done.text).toContain('moved to the quarantine')
        const again = await request(harness.app).post(path)
        expect(again.text).toContain('Already reported')
      }
      // The endpoint answers again, and a retry pass or two goes by: nothing of either is sent.
      receiver.respond = () => 200
      await settle()
      await new Promise((resolve) => setTimeout(resolve, 500))
      await settle()
      const held = await queue.list('quarantine')
      expect(held.map((item) => item.id)).toEqual(expect.arrayContaining([retried, dead]))
      for (const id of [retried, dead]) {
        expect(await stateOf(id)).toBe('quarantine')
        expect(receiver.delivered().filter((hook) => hook.body.includes(id))).toEqual([])
      }
      expect(
        (await json('reported')).map((r: { inquiryId: string }) => r.inquiryId).sort(),
      ).toEqual([retried, dead].sort())
    }, 120_000) // CLI processes: slow on a busy machine

    it('when an inquiry’s webhook is refused for good, then the alert carries a Retry link whose button sends it again once', async () => {
      smtp.messages.length = 0
      receiver.respond = () => 400
      const founder = company('retry')
      const id = await accepted(founder)
      await vi.waitUntil(
        () => mailTo(STUDIO).some((m) => m.parsed.subject?.startsWith('Inquiry not delivered')),
        { timeout: patient(15_000) },
      )
      const alert = mailTo(STUDIO).find((m) =>
        m.parsed.subject?.startsWith('Inquiry not delivered'),
      )
      const path = linkIn(alert?.parsed.text, 'Retry:')
      expect(await state(id)).toBe('dead')
      expect((await request(harness.app).get(path)).text).toContain('Retry</button>')
      expect(await state(id)).toBe('dead')

      receiver.respond = () => 200
      const done = await request(harness.app).post(path)
      expect(done.text).toContain('Sent back for delivery')
      await vi.waitUntil(async () => (await state(id)) === 'sent', { timeout: patient(10_000) })
      const again = await request(harness.app).post(path)
      expect(again.text).toContain('Already sent back')
      // Only the webhook went again: the founder has one confirmation.
      expect(mailTo(founder.email)).toHaveLength(1)
    })

    it('when a client opens more than the limit of action links, then it gets a 429 page', async () => {
      const path = actionPath({ secrets: [LINK_SECRET], lifetimeMs: 60_000 }, 'release', 'none')
      // The tests before used some of this client's budget: 404s (no such inquiry), then 429s.
      const answers: number[] = []
      for (let i = 0; i <= INBOX_LIMIT; i++) {
        answers.push((await request(harness.app).get(path)).status)
      }
      const first = answers.indexOf(429)
      expect(first).toBeGreaterThan(0)
      expect(answers.slice(0, first).every((status) => status === 404)).toBe(true)
      expect(answers.slice(first).every((status) => status === 429)).toBe(true)
      const last = await request(harness.app).get(path)
      expect(last.status).toBe(429)
      expect(last.text).toContain('Too many requests')
    })
  },
)

describe('a This is spam request while SMTP is down', () => {
  let harness: Harness
  let held: HeldPort
  beforeAll(async () => {
    held = await HeldPort.open()
    harness = await makeApp({
      SMTP_URL: held.url('smtp'),
      STUDIO_INBOX: STUDIO,
      ACTION_LINK_SECRET: LINK_SECRET,
      QUARANTINE_MIN_OPEN_MS: '0',
    })
  })
  afterAll(async () => {
    await harness.close()
    await held.close()
  })

  it('when the report link cannot be emailed, then the page says so (503, nothing reported) and the press is given back: once SMTP answers, the next press sends it', async () => {
    const res = await fetch(`${harness.url}${INQUIRY_ENDPOINT}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...validInquiry, altcha: await proofTypedFor(30_000) }),
    })
    expect(res.status).toBe(202)
    const { id } = (await res.json()) as { id: string }
    // The link its notification would carry (the notification cannot go out either).
    const path = actionPath({ secrets: [LINK_SECRET], lifetimeMs: 60_000 }, 'report-request', id)

    const down = await request(harness.app).post(path)
    expect(down.status).toBe(503)
    expect(down.text).toContain('could not be sent to the studio’s inbox just now')
    expect(down.text).toContain('Nothing was reported')

    held.forwardTo(smtp.port)
    const up = await request(harness.app).post(path)
    expect(up.status).toBe(200)
    expect(up.text).toContain('We’ve sent a confirmation link')
    expect(reportMails(id)).toHaveLength(1)
  })
})
