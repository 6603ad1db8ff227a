import { type ChildProcess, spawn } from 'node:child_process'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createRedisStores } from './rate-limit-store'
import { type Harness, makeApp, validInquiry } from './test/harness'
import { freePort, SmtpSink } from './test/smtp-sink'

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
    const stores = [await createRedisStores(redisUrl), await createRedisStores(redisUrl)]
    const replicas: Harness[] = []
    for (const shared of stores) {
      replicas.push(
        await makeApp({ SMTP_URL: smtp.url, RATE_LIMIT_MAX: '5' }, { stores: shared.stores }),
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
      // The confirmation budget is shared too: five inquiries from one address, one confirmation.
      await smtp.waitFor(6)
      await new Promise((resolve) => setTimeout(resolve, 150))
      await Promise.all(replicas.map((replica) => replica.delivery.idle()))
      const to = smtp.messages.flatMap((m) => m.envelope.to)
      expect(to.filter((address) => address === validInquiry.email)).toHaveLength(1)
      expect(to).toHaveLength(6)
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
    const { stores: shared, close } = await createRedisStores(`redis://127.0.0.1:${port}`)
    const harness = await makeApp({ SMTP_URL: smtp.url, RATE_LIMIT_MAX: '5' }, { stores: shared })
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
