/**
 * Redis as production runs it (docker-compose.prod.yml): a password from a Docker secret
 * (REDIS_PASSWORD_FILE) and a memory cap with noeviction. The whole server (startServer, with
 * its own Redis rate-limit stores) against a real redis-server.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { Redis } from 'ioredis'
import { pino } from 'pino'
import request from 'supertest'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type RunningServer, startServer } from './start-server.ts'
import { makeSiteFixture, TEST_PROOF, validInquiry, withProof } from './test/harness.ts'
import { patient } from './test/patience.ts'
import { RedisServer } from './test/redis-server.ts'
import { SmtpSink } from './test/smtp-sink.ts'

const PASSWORD = 'redis-secret-7f3a9c'
const PATH = '/api/send-contact-email'
const scratch = mkdtempSync(join(tmpdir(), 'inlet-redis-secret-'))
const secretFile = join(scratch, 'redis_password')
writeFileSync(secretFile, `${PASSWORD}\n`, { mode: 0o600 })
const cleanups: Array<() => unknown> = []
let smtp: SmtpSink

beforeAll(async () => {
  smtp = await new SmtpSink().start()
})
afterAll(async () => {
  await smtp.stop()
  rmSync(scratch, { recursive: true, force: true })
})
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.()
  smtp.messages.length = 0
})

async function redisServer(args: string[] = []) {
  const redis = await new RedisServer(args).start()
  cleanups.push(() => redis.remove())
  return redis
}

/** The whole server on `redis`, its log lines kept in `logs`. */
async function server(env: Record<string, string>) {
  const dist = makeSiteFixture()
  const outbox = mkdtempSync(join(tmpdir(), 'inlet-outbox-'))
  const logs: string[] = []
  const running: RunningServer = await startServer({
    env: {
      CLIENT_DIST: dist,
      OUTBOX_DIR: outbox,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      SMTP_URL: smtp.url,
      SMTP_TIMEOUT_MS: '1000',
      RATE_LIMIT_MAX: '1000',
      ...TEST_PROOF,
      ...env,
    },
    logger: pino({ level: 'info' }, { write: (line: string) => logs.push(line) }),
  })
  cleanups.push(async () => {
    await running.close()
    rmSync(dist, { recursive: true, force: true })
    rmSync(outbox, { recursive: true, force: true })
  })
  return { app: running.app, queue: running.queue, logs, url: running.url }
}

// Each address its own text: one text from several addresses is quarantined as a repeat.
// Posts as the site's form does, with a solved proof of work.
const post = async (
  { app, url }: { app: RunningServer['app']; url: string },
  email = validInquiry.email,
) =>
  request(app)
    .post(PATH)
    .send(
      await withProof(url, {
        ...validInquiry,
        email,
        message: `${validInquiry.message} (${email})`,
      }),
    )

describe('Redis with a password (REDIS_PASSWORD_FILE)', () => {
  it('when the password comes from REDIS_PASSWORD_FILE, then inquiries are queued, delivered and counted in Redis, and the CLI reaches the queue too', async () => {
    const redis = await redisServer(['--requirepass', PASSWORD])
    const { app, queue, url } = await server({
      REDIS_URL: redis.url,
      REDIS_PASSWORD_FILE: secretFile,
    })
    await vi.waitUntil(async () => (await request(app).get('/api/ready')).status === 200, {
      timeout: patient(10_000),
      message: 'ready',
    })
    const res = await post({ app, url })
    expect(res.status).toBe(202)
    await smtp.waitFor(2)
    await vi.waitUntil(async () => (await queue.counts()).sent === 1, {
      timeout: patient(10_000),
      message: 'the delivery',
    })
    // The rate limit counted in Redis (the same client as the queue), not in this process.
    const client = new Redis(redis.url, { password: PASSWORD })
    cleanups.push(() => client.quit())
    expect(await client.keys('inlet:rl:*')).not.toEqual([])

    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['scripts/inquiries.ts', 'status', '--json'],
      {
        cwd: fileURLToPath(new URL('..', import.meta.url)),
        env: { ...process.env, REDIS_URL: redis.url, REDIS_PASSWORD_FILE: secretFile },
      },
    )
    expect(JSON.parse(stdout).counts).toEqual({ pending: 0, sent: 1, dead: 0, quarantine: 0 })
  })

  it('when the password is missing or wrong, then a submit fails closed with a 503, and the log holds neither the password nor the founder’s address', async () => {
    const redis = await redisServer(['--requirepass', PASSWORD])
    const wrongFile = join(scratch, 'wrong_password')
    writeFileSync(wrongFile, 'not-the-password\n', { mode: 0o600 })
    for (const env of [{}, { REDIS_PASSWORD_FILE: wrongFile }] as Record<string, string>[]) {
      const { app, logs, url } = await server({ REDIS_URL: redis.url, ...env })
      const res = await post({ app, url }, 'refused.by.auth@example.com')
      expect(res.status).toBe(503)
      expect(res.body.error.code).toBe('queue_unavailable')
      expect((await request(app).get('/api/ready')).status).toBe(503)
      const log = logs.join('')
      expect(log).toContain('inquiry not stored: the queue is unavailable')
      for (const secret of [PASSWORD, 'not-the-password', 'refused.by.auth@example.com']) {
        expect(log).not.toContain(secret)
      }
    }
    expect(smtp.messages).toHaveLength(0)
  })
})

describe('Redis at its memory cap (maxmemory, noeviction)', () => {
  it('when Redis is full, then a submit gets a 503 and nothing queued is evicted; once there is room, submits are accepted again', async () => {
    const redis = await redisServer(['--maxmemory-policy', 'noeviction'])
    const { app, queue, logs, url } = await server({
      REDIS_URL: redis.url,
      SMTP_URL: 'smtp://127.0.0.1:1', // nothing is delivered: the first inquiry stays queued
      RETRY_BASE_MS: '600000',
    })
    const connected = () =>
      queue.check().then(
        () => true,
        () => false,
      )
    await vi.waitUntil(connected, { timeout: patient(10_000), message: 'Redis connected' })
    const first = await post({ app, url })
    expect(first.status).toBe(202)

    const admin = new Redis(redis.url)
    cleanups.push(() => admin.quit())
    await admin.config('SET', 'maxmemory', '1') // far below what Redis already holds
    const full = await post({ app, url }, 'while.full@example.com')
    expect(full.status).toBe(503)
    expect(full.body).toEqual({
      error: { code: 'queue_unavailable', message: expect.stringContaining('try again') },
    })
    expect(logs.join('')).toContain('OOM')
    expect(logs.join('')).not.toContain('while.full@example.com')
    expect((await queue.show(first.body.id))?.state).toBe('pending')

    await admin.config('SET', 'maxmemory', '0')
    expect((await post({ app, url }, 'after.full@example.com')).status).toBe(202)
    expect((await queue.counts()).pending).toBe(2)
  })
})
