import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { pino } from 'pino'
import request from 'supertest'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createRedisStores } from './rate-limit-store.ts'
import { type Harness, makeApp, makeSiteFixture, validInquiry } from './test/harness.ts'
import { freePort, SmtpSink } from './test/smtp-sink.ts'

const PATH = '/api/send-contact-email'
const silent = pino({ level: 'silent' })
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
  const redis = createRedisStores(url, silent)
  cleanups.push(() => redis.close())
  const harness = await makeApp(
    { SMTP_URL: smtp.url, RATE_LIMIT_MAX: '5', ...env },
    { stores: redis.stores, redisUp: redis.isUp },
  )
  cleanups.push(() => harness.close())
  return { harness, redis }
}

describe('when two server replicas share Redis for the rate limit', () => {
  it('then the count is shared: 3 + 2 inquiries pass, the sixth on either replica is refused', async () => {
    const port = await freePort()
    const server = await startRedis(port)
    cleanups.push(() => stopRedis(server))
    const url = `redis://127.0.0.1:${port}`
    const replicas = [await replica(url), await replica(url)]
    await vi.waitUntil(() => replicas.every(({ redis }) => redis.isUp()), { timeout: 10_000 })
    smtp.messages.length = 0
    const [a, b] = replicas.map(({ harness }) => harness) as [Harness, Harness]
    for (let i = 0; i < 3; i++)
      expect((await request(a.app).post(PATH).send(validInquiry)).status).toBe(202)
    for (let i = 0; i < 2; i++)
      expect((await request(b.app).post(PATH).send(validInquiry)).status).toBe(202)
    const refused = await request(b.app).post(PATH).send(validInquiry)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect((await request(a.app).post(PATH).send(validInquiry)).status).toBe(429)
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
    const { harness, redis } = await replica(`redis://127.0.0.1:${port}`, { RATE_LIMIT_MAX: '2' })
    await vi.waitUntil(redis.isUp, { timeout: 10_000 })
    expect((await request(harness.app).get('/api/ready')).body).toMatchObject({
      status: 'ready',
      checks: { redis: 'ok' },
    })
    await stopRedis(server)
    await vi.waitUntil(() => !redis.isUp(), { timeout: 10_000 })
    expect((await request(harness.app).post(PATH).send(validInquiry)).status).toBe(202)
    expect((await request(harness.app).post(PATH).send(validInquiry)).status).toBe(202)
    expect((await request(harness.app).post(PATH).send(validInquiry)).status).toBe(429)
    const ready = await request(harness.app).get('/api/ready')
    expect(ready.status).toBe(200)
    expect(ready.body).toEqual({
      status: 'degraded',
      checks: { outbox: 'ok', smtp: 'ok', redis: 'failed' },
    })
  })
})

describe('when Redis is down as the server starts', () => {
  it('then the server starts, logs the problem, and connects once Redis is up', async () => {
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
      cwd: fileURLToPath(new URL('..', import.meta.url)),
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
    await vi.waitUntil(async () => (await ready())?.checks.redis === 'failed', { timeout: 15_000 })
    expect(log).toContain('Redis unavailable')
    const server = await startRedis(port)
    cleanups.push(() => stopRedis(server))
    await vi.waitUntil(async () => (await ready())?.checks.redis === 'ok', { timeout: 15_000 })
    expect(log).toContain('Redis connected')
  }, 40_000)
})
