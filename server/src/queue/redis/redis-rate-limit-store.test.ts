import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
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
import { freePort, SmtpSink } from '../../test/smtp-sink.ts'

const PATH = '/api/send-contact-email'
const cleanups: Array<() => unknown> = []
let smtp: SmtpSink

/** A real Redis (Debian's redis-server, installed by .ci/run) on a port of its own. */
async function startRedis(port: number): Promise<ChildProcess> {
  const redis = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  )
  await new Promise<void>((resolve, reject) => {
    redis.once('error', (error) =>
      reject(new Error(`redis-server is required for this test: ${error.message}`)),
    )
    setTimeout(resolve, 300)
  })
  return redis
}

async function stopRedis(redis: ChildProcess) {
  if (redis.exitCode !== null) return
  redis.kill()
  await new Promise((resolve) => redis.once('exit', resolve))
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
    const port = await freePort()
    const server = await startRedis(port)
    cleanups.push(() => stopRedis(server))
    const url = `redis://127.0.0.1:${port}`
    const replicas = [await replica(url), await replica(url)]
    await vi.waitUntil(() => replicas.every(({ redisUp }) => redisUp()), { timeout: 10_000 })
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
    const port = await freePort()
    const server = await startRedis(port)
    cleanups.push(() => stopRedis(server))
    const { harness, redisUp } = await replica(`redis://127.0.0.1:${port}`, { RATE_LIMIT_MAX: '2' })
    await vi.waitUntil(redisUp, { timeout: 10_000 })
    expect((await request(harness.app).get('/api/ready')).body).toMatchObject({
      status: 'ready',
      checks: { redis: 'ok' },
    })
    await stopRedis(server)
    await vi.waitUntil(() => !redisUp(), { timeout: 10_000 })
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
    const port = await freePort()
    const apiPort = await freePort()
    const dist = makeSiteFixture()
    const { mkdtempSync, rmSync } = await import('node:fs')
    const { tmpdir } = await import('node:os')
    const { join } = await import('node:path')
    const outboxDir = mkdtempSync(join(tmpdir(), 'inlet-outbox-'))
    cleanups.push(() => {
      rmSync(dist, { recursive: true, force: true })
      rmSync(outboxDir, { recursive: true, force: true })
    })
    const child = spawn(process.execPath, ['src/main.ts'], {
      cwd: fileURLToPath(new URL('../../..', import.meta.url)),
      env: {
        ...process.env,
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        CLIENT_DIST: dist,
        OUTBOX_DIR: outboxDir,
        SMTP_URL: smtp.url,
        REDIS_URL: `redis://127.0.0.1:${port}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    cleanups.push(() => child.kill('SIGKILL'))
    let log = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      log += chunk.toString()
    })
    const ready = async () => {
      try {
        return (await (await fetch(`http://127.0.0.1:${apiPort}/api/ready`)).json()) as {
          checks: { redis?: string }
        }
      } catch {
        return undefined
      }
    }
    const lines = (text: string) => log.split('\n').filter((line) => line.includes(text)).length
    await vi.waitUntil(async () => (await ready())?.checks.redis === 'failed', { timeout: 15_000 })
    const server = await startRedis(port)
    cleanups.push(() => stopRedis(server))
    await vi.waitUntil(async () => (await ready())?.checks.redis === 'ok', { timeout: 15_000 })
    await vi.waitUntil(() => lines('Redis connected') >= 1, { timeout: 10_000 })
    // One client for the queue and the rate limit: one line for the whole outage, however many
    // reconnection attempts failed (each use had its own client and line before).
    expect(lines('Redis unavailable')).toBe(1)
    expect(lines('Redis connected')).toBe(1)

    await stopRedis(server)
    await vi.waitUntil(async () => (await ready())?.checks.redis === 'failed', { timeout: 15_000 })
    await vi.waitUntil(() => lines('Redis unavailable') >= 2, { timeout: 10_000 })
    const again = await startRedis(port)
    cleanups.push(() => stopRedis(again))
    await vi.waitUntil(() => lines('Redis connected') >= 2, { timeout: 15_000 })
    expect(lines('Redis unavailable')).toBe(2)
  }, 60_000)
})
