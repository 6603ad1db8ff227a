import { utimesSync } from 'node:fs'
import { join } from 'node:path'
import type { Inquiry } from '@inlet/shared/inquiry'
import { INQUIRY_ENDPOINT, PROOF_UNAVAILABLE_HEADER } from '@inlet/shared/inquiry-api'
import { Queue } from 'bullmq'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { FileQueue } from '../queue/file/file-queue.ts'
import { runCli } from '../test/cli.ts'
import { type Harness, makeApp, proofTypedFor, solveProof, validInquiry } from '../test/harness.ts'
import { patient } from '../test/patience.ts'
import { RedisServer } from '../test/redis-server.ts'
import { SmtpSink } from '../test/smtp-sink.ts'
import { testSecret, verify, WebhookReceiver } from '../test/webhook-receiver.ts'

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

  /**
   * Posts as the site's form does, with a proof typed for `typed` ms (30 s unless given); with
   * `typed: 'none'` no proof goes, as from a script; a string is the `altcha` field to send.
   */
  const post = async (
    body: object,
    { headers = {}, to = harness, typed = 30_000 as number | 'none' | { altcha: string } } = {},
  ) => {
    const altcha =
      typed === 'none'
        ? {}
        : typeof typed === 'number'
          ? { altcha: await proofTypedFor(typed) }
          : typed
    return fetch(`${to.url}${INQUIRY_ENDPOINT}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ ...body, ...altcha }),
    })
  }
  const accepted = async (body: object, options: Parameters<typeof post>[1] = {}) => {
    const res = await post(body, options)
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
    const clean = await post(inquiry(`clean-${backend}@example.com`), { typed: 45_000 })
    await smtp.waitFor(2)
    const bot = await post(inquiry(`bot-${backend}@example.com`, { fax: 'cheap watches' }))
    const fast = await post(
      {
        ...inquiry(`fast-${backend}@example.com`),
        message: `Deals: https://cheap-watches.example/${backend}/a https://cheap-watches.example/b`,
      },
      { typed: 1_000 },
    )

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
    await vi.waitUntil(() => hookIds().length >= 1, { timeout: patient(10_000) })
    expect(hookIds()).toEqual([cleanId])
    const listed = await json('list', '--state', 'quarantine')
    expect(
      listed.map((item: { id: string; reasons: string[] }) => [item.id, item.reasons]),
    ).toEqual(
      expect.arrayContaining([
        [botId, ['honeypot']],
        [fastId, ['too-fast', 'links']],
      ]),
    )
    expect(listed[0].inquiry.message).toBeUndefined()
    const table = await cli('list', '--state', 'quarantine')
    expect(table).toMatch(/^id\s+received\s+reasons\s+email\n/)
    expect(table).toMatch(new RegExp(`${botId}\\s+\\S+\\s+honeypot\\s+bot-${backend}@example.com`))
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
      timeout: patient(10_000),
    })
    expect(hookIds().sort()).toEqual([cleanId, botId, fastId].sort())
    const shown = await json('show', botId)
    expect(shown).toMatchObject({ state: 'sent', reasons: ['honeypot'] })
    expect(shown.releasedAt).toBeTruthy()
    expect((await json('status')).counts.quarantine).toBe(0)
    // Released once: a second release finds nothing to release.
    const again = await runCli(env, 'release', botId)
    expect(again.code).toBe(1)
    expect(again.stderr).toContain('is not in the quarantine')
  })

  it('when an API post claims it was typed for 20 s but carries no proof, then it is held for no-proof alone and sends nothing', async () => {
    smtp.messages.length = 0
    const id = await accepted(inquiry(`claims-${backend}@example.com`, { formOpenMs: 20_000 }), {
      typed: 'none',
    })
    await settle()
    expect(await json('show', id)).toMatchObject({ state: 'quarantine', reasons: ['no-proof'] })
    expect(recipients()).not.toContain(`claims-${backend}@example.com`)
    // The digest's line for script posts names this listing.
    const scripts = await json('list', '--state', 'quarantine', '--reason', 'no-proof')
    expect(scripts.map((item: { id: string }) => item.id)).toContain(id)
    expect(scripts.every((item: { reasons: string[] }) => item.reasons.includes('no-proof'))).toBe(
      true,
    )
  })

  it('when a post carries a proof solved from GET /api/challenge, then it is delivered: both emails arrive', async () => {
    smtp.messages.length = 0
    const altcha = await solveProof(harness.url)
    const id = await accepted(inquiry(`solved-${backend}@example.com`), { typed: { altcha } })
    await smtp.waitFor(2)
    expect(recipients().sort()).toEqual([STUDIO, `solved-${backend}@example.com`].sort())
    expect((await json('show', id)).state).not.toBe('quarantine')
  })

  it('when a proof is sent again with another inquiry (on another replica with Redis), then the replay is held for no-proof', async () => {
    smtp.messages.length = 0
    const altcha = await solveProof(harness.url)
    await accepted(inquiry(`replay-a-${backend}@example.com`), { typed: { altcha } })
    // With Redis, a second replica with the same secret: single use is shared through Redis.
    const other =
      backend === 'redis' ? await makeApp({ SMTP_URL: smtp.url, REDIS_URL: redis.url }) : harness
    try {
      await other.delivery.check()
      const again = await accepted(inquiry(`replay-b-${backend}@example.com`), {
        to: other,
        typed: { altcha },
      })
      await smtp.waitFor(2)
      await settle()
      expect(await json('show', again)).toMatchObject({
        state: 'quarantine',
        reasons: ['no-proof'],
      })
      expect(recipients()).not.toContain(`replay-b-${backend}@example.com`)
    } finally {
      if (other !== harness) await other.close()
    }
  })

  it('when a valid proof has expired (a founder away 31 minutes), then it is the soft signal stale-proof and, alone, delivered: both emails arrive', async () => {
    smtp.messages.length = 0
    const id = await accepted(inquiry(`expired-${backend}@example.com`), { typed: 31 * 60_000 })
    await smtp.waitFor(2)
    expect(recipients().sort()).toEqual([STUDIO, `expired-${backend}@example.com`].sort())
    expect((await json('show', id)).state).not.toBe('quarantine')
  })

  it('when a JSON post without a proof says the form could get none, then it is delivered (one soft signal); with an offer it is held for both', async () => {
    smtp.messages.length = 0
    const unavailable = { typed: 'none' as const, headers: { [PROOF_UNAVAILABLE_HEADER]: '1' } }
    const id = await accepted(inquiry(`unavailable-${backend}@example.com`), unavailable)
    await smtp.waitFor(2)
    expect(recipients().sort()).toEqual([STUDIO, `unavailable-${backend}@example.com`].sort())
    expect((await json('show', id)).state).not.toBe('quarantine')
    const offer = await accepted(
      inquiry(`unavailable-offer-${backend}@example.com`, {
        message: `Dear sir, we offer guaranteed first page Google rankings for your website. Only $99 a month, reply YES today (${backend}).`,
      }),
      unavailable,
    )
    await settle()
    expect(await json('show', offer)).toMatchObject({
      state: 'quarantine',
      reasons: ['proof-unavailable', 'offer'],
    })
  })

  it('when a proof’s challenge was changed or is garbled, then it counts as no proof', async () => {
    const proof = JSON.parse(Buffer.from(await proofTypedFor(30_000), 'base64').toString())
    // An older issue time, for a longer typing time: the signature no longer matches.
    proof.challenge.parameters.data.issuedAt -= 60_000
    const tampered = await accepted(inquiry(`tampered-${backend}@example.com`), {
      typed: { altcha: Buffer.from(JSON.stringify(proof)).toString('base64') },
    })
    const garbled = await accepted(inquiry(`garbled-${backend}@example.com`), {
      typed: { altcha: 'bm90IGEgcHJvb2Y=' },
    })
    for (const id of [tampered, garbled]) {
      expect(await json('show', id)).toMatchObject({ state: 'quarantine', reasons: ['no-proof'] })
    }
  })

  it('when the /contact form is posted without JavaScript (no proof), then that alone holds nothing; with an offer it is held for both', async () => {
    smtp.messages.length = 0
    const form = (body: Record<string, string>) =>
      fetch(`${harness.url}${INQUIRY_ENDPOINT}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ ...validInquiry, ...body }).toString(),
        redirect: 'manual',
      })
    const plain = await form({
      email: `no-script-${backend}@example.com`,
      message: `${validInquiry.message} (sent without JavaScript, ${backend})`,
    })
    expect(plain.status).toBe(303)
    await smtp.waitFor(2)
    expect(recipients()).toContain(`no-script-${backend}@example.com`)
    const offer = await form({
      ...sender('formseo'),
      message: `Hello friend, our marketing agency can double your sales. Cheap packages, 50% off this week only. Contact us on WhatsApp (${backend}).`,
    })
    expect(offer.status).toBe(303)
    await settle()
    const held = await json('list', '--state', 'quarantine')
    expect(
      held.find((item: { email?: string; inquiry?: { email: string } }) =>
        JSON.stringify(item).includes(`formseo@formseo-${backend}.example`),
      )?.reasons,
    ).toEqual(['no-script', 'offer'])
  })

  it('when the proof is not text, then 400 names the field and nothing is stored', async () => {
    const before = await harness.delivery.counts()
    for (const altcha of [42, null, { challenge: {} }]) {
      const res = await post(inquiry(`odd-${backend}@example.com`), { typed: { altcha } as never })
      expect(res.status).toBe(400)
      expect(((await res.json()) as { error: { message: string } }).error).toEqual({
        code: 'invalid_input',
        message: "altcha must be the proof of work's solution (base64 text)",
      })
    }
    expect(await harness.delivery.counts()).toEqual(before)
  })

  it('when a suspected inquiry is sent again under its Idempotency-Key, then the same id comes back and one inquiry is held', async () => {
    const body = inquiry(`twice-${backend}@example.com`, { fax: 'x' })
    const key = `quarantine-twice-${backend}`
    const first = await post(body, { headers: { 'Idempotency-Key': key } })
    const second = await post({ ...body, fax: '' }, { headers: { 'Idempotency-Key': key } })
    const ids = [await first.json(), await second.json()].map((b) => (b as { id: string }).id)
    expect([first.status, second.status]).toEqual([202, 202])
    expect(ids[1]).toBe(ids[0])
    const held = (await json('list', '--state', 'quarantine')).filter(
      (item: { id: string }) => item.id === ids[0],
    )
    expect(held).toHaveLength(1)
    await settle()
    expect(recipients()).not.toContain(`twice-${backend}@example.com`)
  })

  it('when a link dump is typed in a second, then it is held for both; when near-copies of one text come fast from unrelated senders (on another replica with Redis), then the later ones are held as repeats', async () => {
    smtp.messages.length = 0
    const links = await accepted(
      inquiry(`links-${backend}@example.com`, {
        message: 'See https://a1.example/x9k2 and https://a1.example/y7m4 today',
      }),
      { typed: 1_000 },
    )
    const text = `Hello, I would like to discuss a ${backend} business proposal with your CEO. Please reply to me.`
    const firstId = await accepted(sender('first', { message: text.replace('Hello', 'Hallo') }))
    // With Redis, a second replica: the repeat is seen across replicas.
    const other =
      backend === 'redis' ? await makeApp({ SMTP_URL: smtp.url, REDIS_URL: redis.url }) : harness
    try {
      await other.delivery.check() // connected
      // One character changed; then the same with a zero-width space and other spacing.
      const copyId = await accepted(sender('second', { message: text.replace('CEO', 'CE0') }), {
        to: other,
        typed: 1_000,
      })
      const zeroWidthId = await accepted(
        sender('third', { message: text.replace('business', 'busi\u200bness ').toUpperCase() }),
        { typed: 1_000 },
      )
      await smtp.waitFor(2)
      await settle()
      const held = await json('list', '--state', 'quarantine')
      const reasons = (id: string) =>
        held.find((item: { id: string }) => item.id === id)?.reasons as string[] | undefined
      expect(reasons(links)).toEqual(['too-fast', 'links'])
      expect(reasons(copyId)).toEqual(['too-fast', 'repeat'])
      expect(reasons(zeroWidthId)).toEqual(['too-fast', 'repeat'])
      expect(reasons(firstId)).toBeUndefined()
      expect(recipients().sort()).toEqual([STUDIO, `first@first-${backend}.example`].sort())
    } finally {
      if (other !== harness) await other.close()
    }
  })

  it('when a script sends an SEO offer, then it is held for the offer and the missing proof', async () => {
    const id = await accepted(
      sender('seo', {
        message:
          'Dear website owner, your website is not on the first page of Google. We offer affordable SEO packages, reply YES for a free audit.',
      }),
      { typed: 'none' },
    )
    const held = await json('show', id)
    expect(held).toMatchObject({ state: 'quarantine', reasons: ['no-proof', 'offer'] })
    // The CLI is a process of its own: room for a busy machine.
  })

  it('when founders send as founders do (deck links and a line, co-founders with one text, an address corrected), then every inquiry reaches the studio', async () => {
    smtp.messages.length = 0
    const pitch = `We are ${backend} Dock, booking software for 40 marinas, growing 9% a month, and raising a seed round.`
    const deck = await accepted(
      sender('deck', {
        message: `Seed round, 40 paying marinas. Deck: https://docsend.com/view/${backend}x7k2 Demo: https://www.loom.com/share/${backend}9f3e1c Calendar: https://calendly.com/dock-${backend}/30min`,
      }),
      // A restored draft sent at once: its proof started when the draft came back.
      { typed: 1_000 },
    )
    const team = { company: `${backend} Dock`, message: pitch }
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
  })

  it('when the metrics are scraped, then quarantined inquiries are counted by reason and the quarantine is a queue state', async () => {
    await accepted(inquiry(`metrics-${backend}@example.com`, { fax: 'x' }), { typed: 10 })
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
  })
})

// The file worker's guard (an item with reasons found in pending/) is in retention.test.ts.
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
        timeout: patient(10_000),
        message: 'the worker to take the job',
      })
      await vi.waitUntil(async () => (await bull.getJob(id))?.isDelayed(), {
        timeout: patient(10_000),
      })
    } finally {
      await bull.close()
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
    await harness.delivery.idle()
    expect((await harness.delivery.show(id))?.state).toBe('quarantine')
    expect(smtp.messages).toEqual([])
  })
})
