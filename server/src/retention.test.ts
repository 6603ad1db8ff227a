import { readFileSync, utimesSync } from 'node:fs'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Inquiry } from '@inlet/shared/inquiry'
import { Redis } from 'ioredis'
import { pino } from 'pino'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadConfig } from './config.ts'
import { createQueue } from './create-queue.ts'
import { createSmtpMailer } from './delivery/mailer.ts'
import type { QueueState } from './inquiry/queue.ts'
import { Outbox } from './queue/file/outbox.ts'
import { closeRedis, connectRedis } from './queue/redis/redis-client.ts'
import { validInquiry } from './test/harness.ts'
import { onDisk } from './test/on-disk.ts'
import { patient } from './test/patience.ts'
import { RedisServer } from './test/redis-server.ts'
import { SmtpSink } from './test/smtp-sink.ts'

const DAY = 24 * 60 * 60_000
const RETENTION_DAYS = 30
const DEAD_RETENTION_DAYS = 90
const longAgo = () => new Date(Date.now() - (RETENTION_DAYS + 1) * DAY)
const longerAgo = () => new Date(Date.now() - (DEAD_RETENTION_DAYS + 1) * DAY)
const cleanups: Array<() => unknown> = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.()
})

/** The server's own queue (createQueue) with the default retention (30 and 90 days), sending to `smtpUrl`. */
async function retainingQueue(env: Record<string, string>, smtpUrl: string) {
  const config = loadConfig({
    SENT_RETENTION_DAYS: String(RETENTION_DAYS),
    SMTP_URL: smtpUrl,
    SMTP_TIMEOUT_MS: '1000',
    RETRY_BASE_MS: '100',
    RETRY_MAX_MS: '100',
    QUEUE_LOCK_MS: '2000',
    ...env,
  })
  const mailer = createSmtpMailer(config.SMTP_URL, config.SMTP_TIMEOUT_MS)
  const logger = pino({ level: 'silent' })
  const redis = config.REDIS_URL ? connectRedis(config.REDIS_URL, { logger }) : undefined
  const queue = await createQueue(config, { mailer, logger, redis })
  cleanups.push(async () => {
    await queue.stop()
    mailer.close()
    if (redis) await closeRedis(redis)
  })
  return queue
}

const inquiryFrom = (email: string) => ({ ...validInquiry, email }) as Inquiry

describe('how long delivered inquiries are kept', () => {
  it('when the file queue starts, then delivered inquiries older than SENT_RETENTION_DAYS and dead ones older than DEAD_RETENTION_DAYS are deleted, and newer ones kept', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'inlet-outbox-'))
    cleanups.push(() => rm(dir, { recursive: true, force: true }))
    const outbox = new Outbox(dir)
    await outbox.init()
    for (const [id, to] of [
      ['old', 'sent'],
      ['new', 'sent'],
      ['old-dead', 'dead'],
      ['recent-dead', 'dead'],
    ] as const) {
      const now = new Date().toISOString()
      await outbox.add({
        id,
        receivedAt: now,
        nextAttemptAt: now,
        attempts: 0,
        sent: {},
        inquiry: validInquiry as Inquiry,
      })
      await outbox.finish(id, to)
    }
    utimesSync(join(dir, 'sent', 'old.json'), longAgo(), longAgo())
    utimesSync(join(dir, 'dead', 'recent-dead.json'), longAgo(), longAgo())
    utimesSync(join(dir, 'dead', 'old-dead.json'), longerAgo(), longerAgo())

    const queue = await retainingQueue({ OUTBOX_DIR: dir }, 'smtp://127.0.0.1:1')
    queue.start()
    await vi.waitUntil(async () => (await readdir(join(dir, 'sent'))).length === 1, {
      timeout: patient(10_000),
      message: 'the old inquiry to be purged',
    })
    expect(await readdir(join(dir, 'sent'))).toEqual(['new.json'])
    await vi.waitUntil(async () => (await readdir(join(dir, 'dead'))).length === 1, {
      timeout: patient(10_000),
      message: 'the old dead letter to be purged',
    })
    expect(await readdir(join(dir, 'dead'))).toEqual(['recent-dead.json'])
  })

  it('when a replica starts on Redis, then delivered jobs older than SENT_RETENTION_DAYS and dead ones older than DEAD_RETENTION_DAYS are deleted, from the append-only file too, and newer and pending ones kept', async () => {
    // Uncompressed strings in the rewritten file's RDB part, so that a search finds an address
    // that is still there (the control below), as it does in the append-only part.
    const redis = await new RedisServer(['--rdbcompression', 'no']).start()
    cleanups.push(() => redis.remove())
    const refused = 'no-such-founder@example.com'
    const refusedLongAgo = 'long-gone@example.com'
    const smtp = await new SmtpSink().start({ refusedReplyTo: [refused, refusedLongAgo] })
    cleanups.push(() => smtp.stop())
    const env = { REDIS_URL: redis.url }
    const ids: Record<'oldSent' | 'newSent' | 'dead' | 'oldDead' | 'pending', string> = {
      oldSent: 'retention-old-sent',
      newSent: 'retention-new-sent',
      dead: 'retention-dead',
      oldDead: 'retention-old-dead',
      pending: 'retention-pending',
    }
    const received = new Date().toISOString()

    // Two inquiries delivered for real, two whose notification is refused for good (the dead letters).
    const first = await retainingQueue(env, smtp.url)
    first.start()
    await first.check()
    await first.accept(ids.oldSent, inquiryFrom('old@example.com'), received)
    await first.accept(ids.newSent, inquiryFrom('new@example.com'), received)
    await first.accept(ids.dead, inquiryFrom(refused), received)
    await first.accept(ids.oldDead, inquiryFrom(refusedLongAgo), received)
    await vi.waitUntil(
      async () => {
        const counts = await first.counts()
        return counts.sent === 2 && counts.dead === 2
      },
      { timeout: patient(10_000), message: 'two deliveries and two dead letters' },
    )
    // And the studio's alert about each dead letter (docs/decisions/041), before SMTP goes.
    await vi.waitUntil(() => smtp.messages.length === 6, { timeout: patient(10_000) })
    await first.stop()
    // One more, never delivered while SMTP is down: still pending when the purge runs.
    const down = await retainingQueue(env, 'smtp://127.0.0.1:1')
    await down.check()
    await down.accept(ids.pending, inquiryFrom('pending@example.com'), received)

    // Everything but the newer delivery finished (or arrived) 31 days ago; one dead letter 91.
    const client = new Redis(redis.url)
    cleanups.push(() => client.quit())
    const at = longAgo().getTime()
    await client.zadd('inlet:inquiries:completed', 'XX', at, ids.oldSent)
    await client.zadd('inlet:inquiries:failed', 'XX', at, ids.dead)
    await client.hset(`inlet:inquiries:${ids.oldSent}`, 'finishedOn', at)
    await client.hset(`inlet:inquiries:${ids.dead}`, 'finishedOn', at)
    await client.hset(`inlet:inquiries:${ids.pending}`, 'timestamp', at)
    const longer = longerAgo().getTime()
    await client.zadd('inlet:inquiries:failed', 'XX', longer, ids.oldDead)
    await client.hset(`inlet:inquiries:${ids.oldDead}`, 'finishedOn', longer)

    down.start()
    await vi.waitUntil(
      async () => {
        const counts = await down.counts()
        return counts.sent === 1 && counts.dead === 1
      },
      {
        timeout: patient(10_000),
        message: 'the old delivery and the old dead letter to be purged',
      },
    )
    const listed = async (state: QueueState) => (await down.list(state)).map((item) => item.id)
    expect(await listed('sent')).toEqual([ids.newSent])
    expect(await listed('dead')).toEqual([ids.dead])
    expect(await listed('pending')).toEqual([ids.pending])
    expect(await down.show(ids.oldSent)).toBeUndefined()
    expect(await down.show(ids.oldDead)).toBeUndefined()
    // The pass rewrote the append-only file: the old one held every write of the deleted jobs.
    await vi.waitUntil(
      () =>
        !onDisk(redis.dir).includes('old@example.com') &&
        !onDisk(redis.dir).includes(refusedLongAgo),
      { timeout: patient(10_000), message: 'no copy of the purged addresses on disk' },
    )
    for (const kept of ['new@example.com', refused, 'pending@example.com']) {
      expect(onDisk(redis.dir)).toContain(kept)
    }
    // Two studio notifications (two more refused), the studio's two alerts, two confirmations.
    expect(smtp.messages.map((message) => message.envelope.to[0]).sort()).toEqual(
      [
        ...Array(4).fill('hello@inletventures.example'),
        'new@example.com',
        'old@example.com',
      ].sort(),
    )
  })

  it('when either queue starts, then quarantined inquiries older than QUARANTINE_RETENTION_DAYS are deleted, newer ones kept, and none is ever sent', async () => {
    const smtp = await new SmtpSink().start()
    cleanups.push(() => smtp.stop())
    const redis = await new RedisServer().start()
    cleanups.push(() => redis.remove())
    const dir = await mkdtemp(join(tmpdir(), 'inlet-outbox-'))
    cleanups.push(() => rm(dir, { recursive: true, force: true }))
    const backends: Record<string, string>[] = [{ OUTBOX_DIR: dir }, { REDIS_URL: redis.url }]
    for (const env of backends) {
      const queue = await retainingQueue(env, smtp.url)
      await queue.check()
      const recent = new Date().toISOString()
      // Arrived 31 days ago (the file outbox goes by its file's time, set below).
      const old = longAgo().toISOString()
      expect(
        await queue.accept('held-old', inquiryFrom('old@example.com'), old, ['honeypot']),
      ).toBe('created')
      expect(
        await queue.accept('held-new', inquiryFrom('new@example.com'), recent, ['links']),
      ).toBe('created')
      if ('OUTBOX_DIR' in env)
        utimesSync(join(dir, 'quarantine', 'held-old.json'), longAgo(), longAgo())
      queue.start()
      await vi.waitUntil(async () => (await queue.counts()).quarantine === 1, {
        timeout: patient(10_000),
        message: 'the old quarantined inquiry to be purged',
      })
      expect((await queue.list('quarantine')).map((item) => [item.id, item.reasons])).toEqual([
        ['held-new', ['links']],
      ])
      await queue.idle()
      expect(smtp.messages).toHaveLength(0)
      await queue.stop()
    }
  })

  it('when a pending file carries reasons (a crash between storing and quarantining it), then the worker moves it to the quarantine and sends nothing', async () => {
    const smtp = await new SmtpSink().start()
    cleanups.push(() => smtp.stop())
    const dir = await mkdtemp(join(tmpdir(), 'inlet-outbox-'))
    cleanups.push(() => rm(dir, { recursive: true, force: true }))
    const outbox = new Outbox(dir)
    await outbox.init()
    const now = new Date().toISOString()
    await outbox.add({
      id: 'held',
      receivedAt: now,
      nextAttemptAt: now,
      attempts: 0,
      sent: {},
      inquiry: validInquiry as Inquiry,
      reasons: ['too-fast'],
    })
    const queue = await retainingQueue({ OUTBOX_DIR: dir }, smtp.url)
    queue.start()
    await vi.waitUntil(async () => (await readdir(join(dir, 'quarantine'))).length === 1, {
      timeout: patient(10_000),
      message: 'the item to be quarantined',
    })
    await queue.idle()
    expect(await readdir(join(dir, 'pending'))).toEqual([])
    expect(smtp.messages).toHaveLength(0)
  })

  it('when the privacy policy says how long the queue keeps inquiries, then it states the server’s defaults', () => {
    const config = loadConfig({})
    const privacy = readFileSync(
      new URL('../../client/src/content/legal/privacy.md', import.meta.url),
      'utf8',
    )
    const queue = privacy.split('\n').find((line) => line.startsWith('- **The delivery queue**'))
    expect(queue).toContain(`deleted automatically ${config.SENT_RETENTION_DAYS} days after`)
    expect(queue).toContain(`retrying for up to ${config.RETRY_WINDOW_MS / 3_600_000} hours`)
    expect(queue).toContain(
      `deleted automatically ${config.DEAD_RETENTION_DAYS} days after the last attempt`,
    )
    expect(queue).toContain(
      `deleted automatically ${config.QUARANTINE_RETENTION_DAYS} days after it arrived`,
    )
  })
})
