import { utimesSync } from 'node:fs'
import { join } from 'node:path'
import type { Inquiry } from '@inlet/shared/inquiry'
import { INQUIRY_ENDPOINT } from '@inlet/shared/inquiry-api'
import { Queue } from 'bullmq'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { FileQueue } from './queue/file/file-queue.ts'
import { runCli } from './test/cli.ts'
import { type Harness, makeApp, validInquiry } from './test/harness.ts'
import { RedisServer } from './test/redis-server.ts'
import { SmtpSink } from './test/smtp-sink.ts'
import { testSecret, verify, WebhookReceiver } from './test/webhook-receiver.ts'

const TOKEN = 'quarantine-metrics-token'
const STUDIO = 'hello@inletventures.example'
const SECRET = testSecret(7)
let smtp: SmtpSink
let redis: RedisServer
let receiver: WebhookReceiver

beforeAll(async () => {
  smtp = await new SmtpSink().start()
  redis = await new RedisServer().start()
  receiver = await new WebhookReceiver().start()
})
afterAll(async () => {
  await smtp.stop()
  await redis.remove()
  await receiver.stop()
})
/** The inquiry ids of the signed `inquiry.received` events the receiver took, each verified. */
const hookIds = () =>
  receiver
    .delivered()
    .map((hook) => verify(SECRET, hook) as { type: string; data: { id: string } })
    .filter((event) => event.type === 'inquiry.received')
    .map((event) => event.data.id)

/** A message of its own per inquiry, so that only the repeat tests repeat one. */
let serial = 0
const inquiry = (email: string, extra: Record<string, unknown> = {}) => ({
  ...validInquiry,
  email,
  message: `${validInquiry.message} (inquiry ${++serial} of this run, ${email})`,
  ...extra,
})

const recipients = () => smtp.messages.map((message) => message.envelope.to[0])

describe.each(['file', 'redis'] as const)('the quarantine on the %s backend', (backend) => {
  let harness: Harness
  let env: Record<string, string>
  const cli = async (...args: string[]) => {
    const result = await runCli(env, ...args)
    if (result.code !== 0) throw new Error(`CLI ${args.join(' ')} failed: ${result.stderr}`)
    return result.stdout
  }
  const json = async (...args: string[]) => JSON.parse(await cli(...args, '--json'))
  /** Someone of their own: a name, a company and a mail domain nobody else in the run has. */
  const sender = (who: string, extra: Record<string, unknown> = {}) => ({
    ...validInquiry,
    name: `${who[0]?.toUpperCase()}${who.slice(1)} Sender`,
    company: `${who} company`,
    email: `${who}@${who}-${backend}.example`,
    ...extra,
  })

  const post = async (body: object, headers: Record<string, string> = {}, to = harness) =>
    fetch(`${to.url}${INQUIRY_ENDPOINT}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })
  const accepted = async (body: object, to = harness) => {
    const res = await post(body, {}, to)
    expect(res.status).toBe(202)
    return ((await res.json()) as { id: string }).id
  }
  /** The file server rescans its outbox every 30 s for what the CLI sent back: now, here. */
  const pickUp = () => {
    if (harness.delivery instanceof FileQueue) harness.delivery.worker.kick()
  }
  const settle = async () => {
    await new Promise((resolve) => setTimeout(resolve, 200))
    await harness.delivery.idle()
  }

  beforeAll(async () => {
    harness = await makeApp({
      SMTP_URL: smtp.url,
      METRICS_TOKEN: TOKEN,
      WEBHOOK_URLS: `${receiver.url}/hooks`,
      WEBHOOK_SECRET: SECRET,
      ...(backend === 'redis' ? { REDIS_URL: redis.url } : {}),
    })
    env = {
      ...(backend === 'redis' ? { REDIS_URL: redis.url } : { OUTBOX_DIR: harness.outboxDir }),
      LOG_LEVEL: 'silent',
    }
    if (backend === 'redis') await harness.delivery.check()
  })
  afterAll(() => harness.close())

  it('when a honeypot inquiry and a link dump sent in 1 second arrive, then each gets the same 202 as a clean one, is quarantined with its reasons and sends no email and no inquiry.received event; after release both emails and the event arrive', async () => {
    smtp.messages.length = 0
    receiver.received.length = 0
    const clean = await post(inquiry(`clean-${backend}@example.com`, { formOpenMs: 45_000 }))
    await smtp.waitFor(2)
    const bot = await post(inquiry(`bot-${backend}@example.com`, { fax: 'cheap watches' }))
    const fast = await post({
      ...inquiry(`fast-${backend}@example.com`, { formOpenMs: 1_000 }),
      message: `Deals: https://cheap-watches.example/${backend}/a https://cheap-watches.example/b`,
    })

    // The same answer: status, body shape and headers; nothing tells a bot it was caught.
    const shape = async (res: Response) => ({
      status: res.status,
      body: Object.keys((await res.json()) as object),
      headers: [...res.headers.keys()].filter((name) => name !== 'date').sort(),
      type: res.headers.get('content-type'),
    })
    const cleanId = ((await clean.clone().json()) as { id: string }).id
    const cleanShape = await shape(clean)
    expect(cleanShape.status).toBe(202)
    const botId = ((await bot.clone().json()) as { id: string }).id
    const fastId = ((await fast.clone().json()) as { id: string }).id
    expect(await shape(bot)).toEqual(cleanShape)
    expect(await shape(fast)).toEqual(cleanShape)

    await settle()
    expect(smtp.messages).toHaveLength(2) // the clean inquiry's only
    await vi.waitUntil(() => hookIds().length >= 1, { timeout: 10_000 })
    expect(hookIds()).toEqual([cleanId])
    const listed = await json('list', '--state', 'quarantine')
    expect(
      listed.map((item: { id: string; reasons: string[] }) => [item.id, item.reasons]),
    ).toEqual(
      expect.arrayContaining([
        [botId, ['honeypot', 'untimed']],
        [fastId, ['too-fast', 'links']],
      ]),
    )
    expect(listed[0].inquiry.message).toBeUndefined()
    const table = await cli('list', '--state', 'quarantine')
    expect(table).toMatch(/^id\s+received\s+reasons\s+email\n/)
    expect(table).toMatch(
      new RegExp(`${botId}\\s+\\S+\\s+honeypot,untimed\\s+bot-${backend}@example.com`),
    )
    expect(table).toMatch(new RegExp(`${fastId}\\s+\\S+\\s+too-fast,links\\s+fast-${backend}@`))
    expect((await json('status')).counts).toMatchObject({ quarantine: 2, pending: 0 })

    expect(await json('release', botId)).toEqual({ released: [botId] })
    expect(await json('release', fastId)).toEqual({ released: [fastId] })
    pickUp()
    await smtp.waitFor(6, 10_000)
    expect(recipients().sort()).toEqual(
      [
        STUDIO,
        STUDIO,
        STUDIO,
        `clean-${backend}@example.com`,
        `bot-${backend}@example.com`,
        `fast-${backend}@example.com`,
      ].sort(),
    )
    await vi.waitUntil(async () => (await harness.delivery.counts()).sent >= 3, {
      timeout: 10_000,
    })
    expect(hookIds().sort()).toEqual([cleanId, botId, fastId].sort())
    const shown = await json('show', botId)
    expect(shown).toMatchObject({ state: 'sent', reasons: ['honeypot', 'untimed'] })
    expect(shown.releasedAt).toBeTruthy()
    expect((await json('status')).counts.quarantine).toBe(0)
    // Released once: a second release finds nothing to release.
    const again = await runCli(env, 'release', botId)
    expect(again.code).toBe(1)
    expect(again.stderr).toContain('is not in the quarantine')
  }, 60_000)

  it('when a form reports no typing time (a restored draft, no JavaScript, an API client), then that alone holds nothing and the inquiry is delivered', async () => {
    smtp.messages.length = 0
    await accepted(inquiry(`no-time-${backend}@example.com`))
    await smtp.waitFor(2)
    expect((await json('list', '--state', 'quarantine')).length).toBe(0)
  }, 30_000)

  it('when the time open is not a whole number of ms, then 400 names the field and nothing is stored', async () => {
    const before = await harness.delivery.counts()
    for (const formOpenMs of [-1, 1.5, '900', null]) {
      const res = await post(inquiry(`odd-${backend}@example.com`, { formOpenMs }))
      expect(res.status).toBe(400)
      expect(((await res.json()) as { error: { message: string } }).error).toEqual({
        code: 'invalid_input',
        message: 'formOpenMs must be a whole number of milliseconds (0 or more)',
      })
    }
    expect(await harness.delivery.counts()).toEqual(before)
  })

  it('when a suspected inquiry is sent again under its Idempotency-Key, then the same id comes back and one inquiry is held', async () => {
    const body = inquiry(`twice-${backend}@example.com`, { fax: 'x' })
    const key = `quarantine-twice-${backend}`
    const first = await post(body, { 'Idempotency-Key': key })
    const second = await post({ ...body, fax: '' }, { 'Idempotency-Key': key })
    const ids = [await first.json(), await second.json()].map((b) => (b as { id: string }).id)
    expect([first.status, second.status]).toEqual([202, 202])
    expect(ids[1]).toBe(ids[0])
    const held = (await json('list', '--state', 'quarantine')).filter(
      (item: { id: string }) => item.id === ids[0],
    )
    expect(held).toHaveLength(1)
    await settle()
    expect(recipients()).not.toContain(`twice-${backend}@example.com`)
  }, 30_000)

  it('when a link dump comes with no typing time, then it is held for both; when near-copies of one text come from unrelated senders (on another replica with Redis), then the later ones are held as repeats', async () => {
    smtp.messages.length = 0
    const links = await accepted(
      inquiry(`links-${backend}@example.com`, {
        message: 'See https://a1.example/x9k2 and https://a1.example/y7m4 today',
      }),
    )
    const text = `Hello, I would like to discuss a ${backend} business proposal with your CEO. Please reply to me.`
    const firstId = await accepted(sender('first', { message: text.replace('Hello', 'Hallo') }))
    // With Redis, a second replica: the repeat is seen across replicas.
    const other =
      backend === 'redis' ? await makeApp({ SMTP_URL: smtp.url, REDIS_URL: redis.url }) : harness
    try {
      await other.delivery.check() // connected
      // One character changed; then the same with a zero-width space and other spacing.
      const copyId = await accepted(
        sender('second', { message: text.replace('CEO', 'CE0') }),
        other,
      )
      const zeroWidthId = await accepted(
        sender('third', { message: text.replace('business', 'busi\u200bness ').toUpperCase() }),
      )
      await smtp.waitFor(2)
      await settle()
      const held = await json('list', '--state', 'quarantine')
      const reasons = (id: string) =>
        held.find((item: { id: string }) => item.id === id)?.reasons as string[] | undefined
      expect(reasons(links)).toEqual(['untimed', 'links'])
      expect(reasons(copyId)).toEqual(['untimed', 'repeat'])
      expect(reasons(zeroWidthId)).toEqual(['untimed', 'repeat'])
      expect(reasons(firstId)).toBeUndefined()
      expect(recipients().sort()).toEqual([STUDIO, `first@first-${backend}.example`].sort())
    } finally {
      if (other !== harness) await other.close()
    }
  }, 60_000)

  it('when a script sends an SEO offer, then it is held for the offer and the missing typing time', async () => {
    const id = await accepted(
      sender('seo', {
        message:
          'Dear website owner, your website is not on the first page of Google. We offer affordable SEO packages, reply YES for a free audit.',
      }),
    )
    const held = await json('show', id)
    expect(held).toMatchObject({ state: 'quarantine', reasons: ['untimed', 'offer'] })
  })

  it('when founders send as founders do (deck links and a line, co-founders with one text, an address corrected), then every inquiry reaches the studio', async () => {
    smtp.messages.length = 0
    const pitch = `We are ${backend} Dock, booking software for 40 marinas, growing 9% a month, and raising a seed round.`
    const deck = await accepted(
      sender('deck', {
        // Sent from a restored draft: no typing time.
        message: `Seed round, 40 paying marinas. Deck: https://docsend.com/view/${backend}x7k2 Demo: https://www.loom.com/share/${backend}9f3e1c Calendar: https://calendly.com/dock-${backend}/30min`,
      }),
    )
    const team = { company: `${backend} Dock`, message: pitch, formOpenMs: 60_000 }
    const ceo = await accepted({
      ...validInquiry,
      ...team,
      name: 'Ines Alvarez',
      email: `ines@${backend}dock.example`,
    })
    const cto = await accepted({
      ...validInquiry,
      ...team,
      name: 'Raj Mehta',
      email: `raj@${backend}dock.example`,
    })
    const tia = {
      ...validInquiry,
      name: 'Tia Brooks',
      company: `Brooks ${backend} Rentals`,
      message: `Our ${backend} boat-rental marketplace takes 300 bookings a month; we would like mentoring before our seed round.`,
    }
    const typo = await accepted({ ...tia, email: `tia.${backend}@gmial.com` })
    const fixed = await accepted({ ...tia, email: `tia.${backend}@gmail.com` })
    await smtp.waitFor(10, 15_000)
    expect(recipients()).toEqual(
      expect.arrayContaining([
        `deck@deck-${backend}.example`,
        `ines@${backend}dock.example`,
        `raj@${backend}dock.example`,
        `tia.${backend}@gmial.com`,
        `tia.${backend}@gmail.com`,
      ]),
    )
    const held = (await json('list', '--state', 'quarantine')).map(
      (item: { id: string }) => item.id,
    )
    for (const id of [deck, ceo, cto, typo, fixed]) expect(held).not.toContain(id)
  }, 60_000)

  it('when the metrics are scraped, then quarantined inquiries are counted by reason and the quarantine is a queue state', async () => {
    await accepted(inquiry(`metrics-${backend}@example.com`, { fax: 'x', formOpenMs: 10 }))
    const res = await fetch(`${harness.url}/api/metrics`, {
      headers: { Authorization: `Bearer ${TOKEN}` },
    })
    const text = await res.text()
    expect(text).toMatch(/^inlet_inquiries_quarantined_total\{reason="honeypot"\} [1-9]/m)
    expect(text).toMatch(/^inlet_inquiries_quarantined_total\{reason="too-fast"\} [1-9]/m)
    expect(text).toMatch(/^inlet_queue_depth\{state="quarantine"\} [1-9]/m)
  })

  it('when the quarantine is purged or an address forgotten, then only the held inquiries asked for go', async () => {
    const keep = await accepted(inquiry(`keep-${backend}@example.com`, { fax: 'x' }))
    const forget = await accepted(inquiry(`forget-${backend}@example.com`, { fax: 'x' }))
    expect(await json('forget', `FORGET-${backend}@example.com`)).toEqual({
      forgotten: 1,
      addresses: [`forget-${backend}@example.com`],
    })
    const ids = async () =>
      (await json('list', '--state', 'quarantine')).map((item: { id: string }) => item.id)
    expect(await ids()).toContain(keep)
    expect(await ids()).not.toContain(forget)
    expect(await json('purge', '--quarantine', '--older-than', '1d')).toEqual({ purged: 0 })
    const all = (await ids()).length
    if (backend === 'file') {
      const old = new Date(Date.now() - 2 * 86_400_000)
      utimesSync(join(harness.outboxDir, 'quarantine', `${keep}.json`), old, old)
      expect(await json('purge', '--quarantine', '--older-than', '1d')).toEqual({ purged: 1 })
      expect(await ids()).toHaveLength(all - 1)
    } else {
      expect(await json('purge', '--quarantine', '--older-than', '0m')).toEqual({ purged: all })
      expect(await ids()).toEqual([])
    }
    expect(await ids()).not.toContain(keep)
    expect((await runCli(env, 'purge', '--quarantine', '--dead', '--older-than', '1d')).code).toBe(
      2,
    )
  }, 60_000)
})

// The file worker's guard (an item with reasons found in pending/) is in queue/retention.test.ts.
describe('the quarantine on Redis', () => {
  let harness: Harness
  beforeAll(async () => {
    harness = await makeApp({ SMTP_URL: smtp.url, REDIS_URL: redis.url })
    await harness.delivery.check()
  })
  afterAll(() => harness.close())

  it('when a held inquiry comes due anyway (its delay cut short), then the worker holds it again and sends nothing', async () => {
    smtp.messages.length = 0
    const id = 'held-due'
    const held = inquiry('due@example.com') as Inquiry
    expect(await harness.delivery.accept(id, held, new Date().toISOString(), ['links'])).toBe(
      'created',
    )
    const bull = new Queue('inquiries', { connection: { url: redis.url }, prefix: 'inlet' })
    try {
      await (await bull.getJob(id))?.promote()
      await vi.waitUntil(async () => (await bull.getJob(id))?.attemptsStarted === 1, {
        timeout: 10_000,
        message: 'the worker to take the job',
      })
      await vi.waitUntil(async () => (await bull.getJob(id))?.isDelayed(), { timeout: 10_000 })
    } finally {
      await bull.close()
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
    await harness.delivery.idle()
    expect((await harness.delivery.show(id))?.state).toBe('quarantine')
    expect(smtp.messages).toEqual([])
  }, 30_000)
})
