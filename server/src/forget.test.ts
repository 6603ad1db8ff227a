/**
 * Deletion on request (`npm run inquiries -- forget <email>`) and the dead letters' purge, on
 * both backends, run as the operator runs them: the CLI in its own process, against inquiries
 * the real app accepted and delivered (or could not deliver) through a real SMTP sink.
 */
import { readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { HOOK_TIMEOUT_MS } from './delivery/hooks.ts'
import { runCli } from './test/cli.ts'
import { type Harness, makeApp, postUntilAccepted, validInquiry } from './test/harness.ts'
import { HeldPort } from './test/held-port.ts'
import { onDisk } from './test/on-disk.ts'
import { patient } from './test/patience.ts'
import { RedisServer } from './test/redis-server.ts'
import { SmtpSink } from './test/smtp-sink.ts'
import { NO_ANSWER, testSecret, WebhookReceiver } from './test/webhook-receiver.ts'

/** The founder who asks to be forgotten: delivered once, refused once (another case), pending once. */
const FORGET = 'forget.me@example.com'
const FORGET_REFUSED = 'Forget.Me@example.com'
/** The same mailbox with a tag: forgotten with it, as the confirmation budget counts them as one. */
const FORGET_TAGGED = 'forget.me+crm@example.com'
const KEPT = 'someone.else@example.com'
const KEPT_DEAD = 'other.dead@example.com'
let smtp: SmtpSink
let redis: RedisServer
/** An SMTP address held with nobody behind it: SMTP is down. */
let smtpDown: HeldPort

beforeAll(async () => {
  // Their notifications refused for good: the dead letters.
  smtp = await new SmtpSink().start({ refusedReplyTo: [FORGET_REFUSED, KEPT_DEAD] })
  // Uncompressed strings in the rewritten file's RDB part, so that a grep finds an address
  // that is still there (the control below), as it does in the append-only part.
  redis = await new RedisServer(['--rdbcompression', 'no']).start()
  smtpDown = await HeldPort.open()
})
afterAll(async () => {
  await smtp.stop()
  await redis.remove()
  await smtpDown.close()
})

describe.each(['file', 'redis'] as const)('deleting inquiries on the %s backend', (backend) => {
  const apps: Harness[] = []
  let env: Record<string, string>
  let dataDir: string

  const cli = (...args: string[]) => runCli(env, ...args)
  const json = async (...args: string[]) => JSON.parse((await cli(...args, '--json')).stdout)
  const addresses = async (state: string) =>
    ((await json('list', '--state', state)) as Array<{ inquiry: { email: string } }>)
      .map((item) => item.inquiry.email)
      .sort()

  // Each address its own text: one text from several addresses is quarantined as a repeat.
  const post = (harness: Harness, email: string) =>
    postUntilAccepted(harness, {
      ...validInquiry,
      email,
      message: `${validInquiry.message} (${email})`,
    })

  beforeAll(async () => {
    const delivering = await makeApp({
      SMTP_URL: smtp.url,
      ...(backend === 'redis' ? { REDIS_URL: redis.url } : {}),
    })
    apps.push(delivering)
    dataDir = backend === 'redis' ? redis.dir : delivering.outboxDir
    env = {
      ...(backend === 'redis' ? { REDIS_URL: redis.url } : { OUTBOX_DIR: dataDir }),
      LOG_LEVEL: 'silent',
    }
    const counts = () => delivering.delivery.counts()
    // The refused ones first.
    for (const email of [FORGET_REFUSED, KEPT_DEAD]) await post(delivering, email)
    await vi.waitUntil(async () => (await counts()).dead === 2, {
      timeout: patient(10_000),
      message: 'two dead letters',
    })
    for (const email of [FORGET, KEPT]) await post(delivering, email)
    await vi.waitUntil(async () => (await counts()).sent === 2, {
      timeout: patient(10_000),
      message: 'two deliveries',
    })
    await delivering.delivery.stop()
    // One more from the same founder, on a server whose SMTP is down: it stays pending.
    const waiting = await makeApp({
      SMTP_URL: smtpDown.url('smtp'),
      RETRY_BASE_MS: '600000',
      RETRY_MAX_MS: '600000',
      ...(backend === 'redis' ? { REDIS_URL: redis.url } : { OUTBOX_DIR: dataDir }),
    })
    apps.push(waiting)
    await post(waiting, FORGET)
    await post(waiting, FORGET_TAGGED)
  })
  afterAll(async () => {
    for (const app of apps) await app.close()
  })

  it('when an address is forgotten, then its inquiries (any case, any +tag) are gone in every state, from the disk too, and the others stay', async () => {
    expect(await addresses('sent')).toEqual([FORGET, KEPT].sort())
    expect(await addresses('dead')).toEqual([FORGET_REFUSED, KEPT_DEAD].sort())
    expect(await addresses('pending')).toEqual([FORGET, FORGET_TAGGED].sort())
    if (backend === 'file') {
      // A pending file that could not be read was moved to dead/ with its error beside it.
      writeFileSync(join(dataDir, 'dead', 'k-corrupt.json'), `{"inquiry":{"email":"${FORGET}"`)
      writeFileSync(join(dataDir, 'dead', 'k-corrupt.json.error.txt'), 'Unexpected end\n')
    }
    expect(onDisk(dataDir)).toContain(FORGET)

    const forgotten = await cli('forget', 'FORGET.me@example.com')
    const count = backend === 'file' ? 5 : 4 // the corrupt file too
    // The operator sees which addresses went: the founder's own data, on the operator's terminal.
    expect(forgotten.stdout).toContain(
      `deleted inquiries: ${count}, from ${[FORGET_REFUSED, FORGET_TAGGED, FORGET].sort().join(', ')}`,
    )
    expect(await addresses('sent')).toEqual([KEPT])
    expect(await addresses('dead')).toEqual([KEPT_DEAD])
    expect(await addresses('pending')).toEqual([])
    // Redis: the append-only file was rewritten; the old files go once the new one is complete.
    await vi.waitUntil(
      async () => !onDisk(dataDir).includes(FORGET) && !onDisk(dataDir).includes(FORGET_TAGGED),
      { timeout: patient(10_000), message: 'no copy of the address on disk' },
    )
    expect(onDisk(dataDir)).toContain(KEPT) // the search sees what is still stored
    if (backend === 'file') expect(readdirSync(join(dataDir, 'dead'))).toHaveLength(1) // KEPT_DEAD
    expect(await json('forget', FORGET)).toEqual({ forgotten: 0, addresses: [] })
  })

  it('when forget gets no address or something else, then it explains and deletes nothing', async () => {
    for (const args of [['forget'], ['forget', 'someone.else'], ['forget', `${KEPT},x`]]) {
      const result = await cli(...args)
      expect(result.code).toBe(2)
      expect(result.stderr).toContain('forget needs the email address to forget')
    }
    expect((await json('status')).counts).toMatchObject({ sent: 1, dead: 1 })
  })

  it('when dead inquiries are purged, then only those older than --older-than go, from the disk too', async () => {
    expect((await cli('purge', '--sent', '--dead', '--older-than', '0m')).code).toBe(2)
    expect((await cli('purge', '--dead', '--older-than', 'later')).code).toBe(2)
    expect(await json('purge', '--dead', '--older-than', '90d')).toEqual({ purged: 0 })
    expect(onDisk(dataDir)).toContain(KEPT_DEAD)
    expect(await json('purge', '--dead', '--older-than', '0m')).toEqual({ purged: 1 })
    expect((await json('status')).counts).toMatchObject({ sent: 1, dead: 0 })
    // Redis: the append-only file was rewritten, as after forget.
    await vi.waitUntil(async () => !onDisk(dataDir).includes(KEPT_DEAD), {
      timeout: patient(10_000),
      message: 'no copy of the purged address on disk',
    })
    expect(onDisk(dataDir)).toContain(KEPT)
  })
})

describe('forgetting an address while its inquiry is being delivered', () => {
  const cleanups: Array<() => unknown> = []
  afterAll(async () => {
    while (cleanups.length) await cleanups.pop()?.()
  })

  // Both backends at once: each waits out a webhook time-out (10 s).
  it.concurrent.for(['file', 'redis'] as const)(
    'when forget runs on the %s backend while a webhook hangs, then after it returns nothing carrying the address is sent or stored',
    { timeout: patient(60_000) },
    async (backend, { expect }) => {
      const HANK = `HANK-${backend}@hooks.example`
      const receiver = new WebhookReceiver()
      receiver.respond = () => NO_ANSWER
      await receiver.start()
      const app = await makeApp({
        SMTP_URL: smtp.url,
        WEBHOOK_URLS: `${receiver.url}/hooks`,
        WEBHOOK_SECRET: testSecret(3),
        // Retries a second apart, as in production (2 s): forget looks again sooner than that.
        RETRY_BASE_MS: '1000',
        RETRY_MAX_MS: '1000',
        ...(backend === 'redis' ? { REDIS_URL: redis.url } : {}),
      })
      cleanups.push(() => app.close())
      cleanups.push(() => receiver.stop()) // first: a delivery waiting on it ends
      const dataDir = backend === 'redis' ? redis.dir : app.outboxDir
      const env: Record<string, string> =
        backend === 'redis' ? { REDIS_URL: redis.url } : { OUTBOX_DIR: dataDir }
      const id = await postUntilAccepted(app, {
        ...validInquiry,
        email: HANK,
        message: `${validInquiry.message} (${HANK})`,
      })
      await vi.waitUntil(() => receiver.received.length === 1, {
        timeout: patient(10_000),
        message: 'the webhook on its way, unanswered',
      })
      const hungAt = Date.now()

      const forgotten = await runCli({ ...env, LOG_LEVEL: 'silent' }, 'forget', HANK.toLowerCase())
      expect(forgotten.stdout).toContain(`deleted inquiries: 1, from ${HANK}`)
      // Past the webhook's time-out and a retry's wait: the delivery that held it has ended.
      await sleep(hungAt + HOOK_TIMEOUT_MS + 2_500 - Date.now())
      await app.delivery.idle()
      expect(receiver.received).toHaveLength(1)
      expect(await app.delivery.show(id)).toBeUndefined()
      expect(onDisk(dataDir)).not.toContain(HANK.toLowerCase())
    },
  )
})
