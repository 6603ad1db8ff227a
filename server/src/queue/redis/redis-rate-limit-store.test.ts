import request from 'supertest'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  type Harness,
  makeApp,
  makeSiteFixture,
  redisCounters,
  validInquiry,
  withProof,
} from '../../test/harness.ts'
import { patient } from '../../test/patience.ts'
import { RedisServer } from '../../test/redis-server.ts'
import { SmtpSink } from '../../test/smtp-sink.ts'
import { spawnServer } from '../../test/spawn-server.ts'

const PATH = '/api/send-contact-email'
const cleanups: Array<() => unknown> = []
let smtp: SmtpSink

/** A real Redis (redis-server.ts), removed after the test. */
async function startRedis(): Promise<RedisServer> {
  const redis = await new RedisServer().start()
  cleanups.push(() => redis.remove())
  return redis
}

beforeAll(async () => {
  smtp = await new SmtpSink().start()
})
afterAll(() => smtp.stop())
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.()
})

/** A replica of the server whose counts live in Redis at `url` (connected or not). */
async function replica(url: string, env: Record<string, string> = {}) {
  const counters = redisCounters(url)
  cleanups.push(() => counters.close())
  const harness = await makeApp({ SMTP_URL: smtp.url, RATE_LIMIT_MAX: '5', ...env }, counters)
  cleanups.push(() => harness.close())
  return { harness, redisUp: counters.redisUp }
}

describe('when two server replicas share Redis for the rate limit', () => {
  it('then the count is shared: 3 + 2 inquiries pass, the sixth on either replica is refused', async () => {
    const { url } = await startRedis()
    const replicas = [await replica(url), await replica(url)]
    await vi.waitUntil(() => replicas.every(({ redisUp }) => redisUp()), {
      timeout: patient(10_000),
    })
    smtp.messages.length = 0
    const [a, b] = replicas.map(({ harness }) => harness) as [Harness, Harness]
    for (let i = 0; i < 3; i++)
      expect(
        (
          await request(a.app)
            .post(PATH)
            .send(await withProof(a.url, validInquiry))
        ).status,
      ).toBe(202)
    for (let i = 0; i < 2; i++)
      expect(
        (
          await request(b.app)
            .post(PATH)
            .send(await withProof(b.url, validInquiry))
        ).status,
      ).toBe(202)
    const refused = await request(b.app)
      .post(PATH)
      .send(await withProof(b.url, validInquiry))
    expect(refused.status).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect(
      (
        await request(a.app)
          .post(PATH)
          .send(await withProof(a.url, validInquiry))
      ).status,
    ).toBe(429)
    // The confirmation budget is shared too: five inquiries from one address, one confirmation.
    await smtp.waitFor(6)
    await new Promise((resolve) => setTimeout(resolve, 150))
    await Promise.all([a.delivery.idle(), b.delivery.idle()])
    const to = smtp.messages.flatMap((m) => m.envelope.to)
    expect(to.filter((address) => address === validInquiry.email)).toHaveLength(1)
    expect(to).toHaveLength(6)
  })

  it('when Redis goes away, then each replica still limits in memory, inquiries are accepted, and /api/ready says Redis failed', async () => {
    const redis = await startRedis()
    const { harness, redisUp } = await replica(redis.url, { RATE_LIMIT_MAX: '2' })
    await vi.waitUntil(redisUp, { timeout: patient(10_000) })
    expect((await request(harness.app).get('/api/ready')).body).toMatchObject({
      status: 'ready',
      checks: { redis: 'ok' },
    })
    await redis.stop()
    await vi.waitUntil(() => !redisUp(), { timeout: patient(10_000) })
    const send = async () =>
      (
        await request(harness.app)
          .post(PATH)
          .send(await withProof(harness.url, validInquiry))
      ).status
    expect([await send(), await send(), await send()]).toEqual([202, 202, 429])
    const ready = await request(harness.app).get('/api/ready')
    expect(ready.status).toBe(200)
    expect(ready.body).toEqual({
      status: 'degraded',
      checks: { outbox: 'ok', smtp: 'ok', redis: 'failed' },
    })
  })
})

describe('when Redis is down as the server starts', () => {
  it('then the server starts, logs the outage once for the queue and the rate limit together, and connects once Redis is up; a later outage is logged once too', async () => {
    // Its address held from the start, Redis itself not started yet.
    const redis = await new RedisServer().reserve()
    cleanups.push(() => redis.remove())
    const dist = makeSiteFixture()
    const { mkdtempSync, rmSync } = await import('node:fs')
    const { tmpdir } = await import('node:os')
    const { join } = await import('node:path')
    const outboxDir = mkdtempSync(join(tmpdir(), 'inlet-outbox-'))
    cleanups.push(() => {
      rmSync(dist, { recursive: true, force: true })
      rmSync(outboxDir, { recursive: true, force: true })
    })
    const server = await spawnServer({
      LOG_LEVEL: 'info',
      CLIENT_DIST: dist,
      OUTBOX_DIR: outboxDir,
      SMTP_URL: smtp.url,
      REDIS_URL: redis.url,
    })
    cleanups.push(() => server.child.kill('SIGKILL'))
    const ready = async () => {
      try {
        return (await (await fetch(`http://127.0.0.1:${server.port}/api/ready`)).json()) as {
          checks: { redis?: string }
        }
      } catch {
        return undefined
      }
    }
    const lines = (text: string) =>
      server
        .stdout()
        .split('\n')
        .filter((line) => line.includes(text)).length
    await vi.waitUntil(async () => (await ready())?.checks.redis === 'failed', {
      timeout: patient(15_000),
    })
    await redis.start()
    await vi.waitUntil(async () => (await ready())?.checks.redis === 'ok', {
      timeout: patient(15_000),
    })
    await vi.waitUntil(() => lines('Redis connected') >= 1, { timeout: patient(10_000) })
    // One client for the queue and the rate limit: one line for the whole outage, however many
    // reconnection attempts failed (each use had its own client and line before).
    expect(lines('Redis unavailable')).toBe(1)
    expect(lines('Redis connected')).toBe(1)

    await redis.stop()
    await vi.waitUntil(async () => (await ready())?.checks.redis === 'failed', {
      timeout: patient(15_000),
    })
    await vi.waitUntil(() => lines('Redis unavailable') >= 2, { timeout: patient(10_000) })
    await redis.start()
    await vi.waitUntil(() => lines('Redis connected') >= 2, { timeout: patient(15_000) })
    expect(lines('Redis unavailable')).toBe(2)
  })
})
