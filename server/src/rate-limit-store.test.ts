import { type ChildProcess, spawn } from 'node:child_process'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRedisRateLimitStore } from './rate-limit-store.ts'
import { type Harness, makeApp, validInquiry } from './test/harness.ts'
import { freePort, SmtpSink } from './test/smtp-sink.ts'

// A real Redis (Debian's redis-server, installed by .ci/run) on a port of its own.
let redis: ChildProcess
let redisUrl: string
let smtp: SmtpSink

beforeAll(async () => {
  const port = await freePort()
  redis = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  )
  await new Promise<void>((resolve, reject) => {
    redis.once('error', (error) =>
      reject(new Error(`redis-server is required for this test: ${error.message}`)),
    )
    setTimeout(resolve, 300)
  })
  redisUrl = `redis://127.0.0.1:${port}`
  smtp = await new SmtpSink().start()
})

afterAll(async () => {
  redis?.kill()
  await smtp?.stop()
})

describe('when two server replicas share Redis for the rate limit', () => {
  it('then the count is shared: 3 + 2 inquiries pass, the sixth on either replica is refused', async () => {
    const stores = [
      await createRedisRateLimitStore(redisUrl),
      await createRedisRateLimitStore(redisUrl),
    ]
    const replicas: Harness[] = []
    for (const { store } of stores) {
      replicas.push(
        await makeApp({ SMTP_URL: smtp.url, RATE_LIMIT_MAX: '5' }, { rateLimitStore: store }),
      )
    }
    try {
      const [a, b] = replicas as [Harness, Harness]
      for (let i = 0; i < 3; i++)
        expect(
          (await request(a.app).post('/api/send-contact-email').send(validInquiry)).status,
        ).toBe(202)
      for (let i = 0; i < 2; i++)
        expect(
          (await request(b.app).post('/api/send-contact-email').send(validInquiry)).status,
        ).toBe(202)
      const refused = await request(b.app).post('/api/send-contact-email').send(validInquiry)
      expect(refused.status).toBe(429)
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      expect((await request(a.app).post('/api/send-contact-email').send(validInquiry)).status).toBe(
        429,
      )
    } finally {
      for (const replica of replicas) await replica.close()
      for (const { close } of stores) await close()
    }
  })

  it('then, with Redis gone, inquiries are still accepted rather than lost', async () => {
    const port = await freePort()
    const extra = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', ''],
      { stdio: 'ignore' },
    )
    await new Promise((resolve) => setTimeout(resolve, 300))
    const { store, close } = await createRedisRateLimitStore(`redis://127.0.0.1:${port}`)
    const harness = await makeApp(
      { SMTP_URL: smtp.url, RATE_LIMIT_MAX: '5' },
      { rateLimitStore: store },
    )
    try {
      extra.kill()
      await new Promise((resolve) => extra.once('exit', resolve))
      const res = await request(harness.app).post('/api/send-contact-email').send(validInquiry)
      expect(res.status).toBe(202)
    } finally {
      await harness.close()
      await close()
    }
  })
})
