import { FORM_POST_NOTICES } from '@inlet/shared/inquiry-api'
import { Redis } from 'ioredis'
import parsePrometheusTextFormat from 'parse-prometheus-text-format'
import request from 'supertest'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  type Harness,
  makeApp,
  redisCounters,
  validInquiry,
  withProof,
} from '../../test/harness.ts'
import { HeldPort } from '../../test/held-port.ts'
import { patient } from '../../test/patience.ts'
import { RedisServer } from '../../test/redis-server.ts'
import { SmtpSink } from '../../test/smtp-sink.ts'

const PATH = '/api/send-contact-email'
const cleanups: Array<() => unknown> = []
let redis: RedisServer
let smtp: SmtpSink

/** A replica whose queue is BullMQ on the test's Redis, started and connected. */
async function replica(env: Record<string, string> = {}): Promise<Harness> {
  const harness = await makeApp({
    SMTP_URL: smtp.url,
    REDIS_URL: redis.url,
    QUEUE_LOCK_MS: '2000',
    ...env,
  })
  cleanups.push(() => harness.close())
  await vi.waitUntil(
    async () => (await harness.delivery.counts().catch(() => undefined)) !== undefined,
    { timeout: patient(10_000) },
  )
  return harness
}

/** Posts as the site's form does, with a solved proof of work. */
const post = async (harness: Harness, body: object, key?: string) =>
  request(harness.app)
    .post(PATH)
    .set(key ? { 'Idempotency-Key': key } : {})
    .send(await withProof(harness.url, body))

beforeAll(async () => {
  redis = await new RedisServer().start()
  smtp = await new SmtpSink().start()
})
afterAll(async () => {
  await smtp.stop()
  await redis.remove()
})
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.()
  smtp.messages.length = 0
  const client = new Redis(redis.url)
  await client.flushall()
  await client.quit()
})

describe('when REDIS_URL is set, the inquiry queue is BullMQ on Redis', () => {
  it('when an inquiry is accepted, then it is a job in Redis, both emails go out once, and /api/ready checks the queue', async () => {
    const a = await replica()
    const res = await post(a, validInquiry)
    expect(res.status).toBe(202)
    await smtp.waitFor(2)
    await vi.waitUntil(async () => (await a.delivery.counts()).sent >= 1, {
      timeout: patient(10_000),
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(smtp.messages).toHaveLength(2)
    const item = await a.delivery.show(res.body.id)
    expect(item).toMatchObject({ id: res.body.id, state: 'sent' })
    expect(Object.keys(item?.sent ?? {}).sort()).toEqual(['confirmation', 'notification'])
    const ready = await request(a.app).get('/api/ready')
    expect(ready.body).toEqual({ status: 'ready', checks: { queue: 'ok', smtp: 'ok' } })
  })

  it('when the same Idempotency-Key reaches two replicas, then there is one inquiry and one notification, and another inquiry under it gets a 422', async () => {
    const [a, b] = [await replica(), await replica()]
    const key = 'same-key-two-replicas'
    const body = { ...validInquiry, email: 'two.replicas@example.com' }
    const [first, second] = await Promise.all([post(a, body, key), post(b, body, key)])
    expect([first.status, second.status]).toEqual([202, 202])
    expect(second.body.id).toBe(first.body.id)
    const other = await post(b, { ...body, message: `${body.message} And a second thing.` }, key)
    expect(other.status).toBe(422)
    expect(other.body.error.code).toBe('idempotency_key_reused')
    await smtp.waitFor(2)
    await new Promise((resolve) => setTimeout(resolve, 500))
    await Promise.all([a.delivery.idle(), b.delivery.idle()])
    expect(smtp.messages).toHaveLength(2)
    expect((await a.delivery.counts()).pending).toBe(0)
  })

  it('when two replicas are scraped, then both report the depth of the one shared queue', async () => {
    const token = 'metrics-token-for-replicas'
    const downSmtp = await HeldPort.open()
    cleanups.push(() => downSmtp.close())
    const env = {
      SMTP_URL: downSmtp.url('smtp'),
      RETRY_BASE_MS: '60000',
      METRICS_TOKEN: token,
    }
    const [a, b] = [await replica(env), await replica(env)]
    expect((await post(a, validInquiry)).status).toBe(202)
    // Its own text: one text from several addresses is quarantined as a repeat.
    const second = {
      ...validInquiry,
      email: 'second@example.com',
      message: 'Another seed round, please.',
    }
    expect((await post(a, second)).status).toBe(202)
    for (const harness of [a, b]) {
      const res = await request(harness.app)
        .get('/api/metrics')
        .set('Authorization', `Bearer ${token}`)
      const depth = parsePrometheusTextFormat(res.text).find((f) => f.name === 'inlet_queue_depth')
      const pending = depth?.metrics.find((sample) => sample.labels?.state === 'pending')
      expect(Number(pending?.value)).toBe(2)
    }
  })

  it('when Redis is down on submit, then the founder gets a 503 to try again, and the same key is accepted and delivered once Redis is back', async () => {
    const a = await replica()
    await redis.stop()
    await vi.waitUntil(
      async () => (await post(a, validInquiry, 'while-redis-is-down')).status === 503,
      { timeout: patient(10_000) },
    )
    const refused = await post(a, validInquiry, 'while-redis-is-down')
    expect(refused.status).toBe(503)
    expect(refused.body).toEqual({
      error: { code: 'queue_unavailable', message: expect.stringContaining('try again') },
    })
    expect((await request(a.app).get('/api/ready')).status).toBe(503)
    await redis.start()
    await vi.waitUntil(async () => (await request(a.app).get('/api/ready')).status === 200, {
      timeout: patient(15_000),
    })
    const accepted = await post(a, validInquiry, 'while-redis-is-down')
    expect(accepted.status).toBe(202)
    await smtp.waitFor(2, 10_000)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(smtp.messages).toHaveLength(2)
  })

  it('when Redis is down, then its 503s do not count toward the rate limit, and a founder gets through as soon as it is back', async () => {
    const counters = redisCounters(redis.url)
    cleanups.push(() => counters.close())
    const a = await makeApp(
      { SMTP_URL: smtp.url, REDIS_URL: redis.url, RATE_LIMIT_MAX: '5' },
      counters,
    )
    cleanups.push(() => a.close())
    const queueUp = () =>
      a.delivery.check().then(
        () => true,
        () => false,
      )
    await vi.waitUntil(queueUp, { timeout: patient(10_000) })
    await redis.stop()
    await vi.waitUntil(async () => !(await queueUp()), { timeout: patient(10_000) })
    for (let i = 0; i < 7; i++) expect((await post(a, validInquiry)).status).toBe(503)
    await redis.start()
    await vi.waitUntil(queueUp, { timeout: patient(15_000) })
    await vi.waitUntil(counters.redisUp, { timeout: patient(10_000) })
    expect((await post(a, validInquiry)).status).toBe(202)
    // What the client does still counts: four more, then the limit.
    for (let i = 0; i < 4; i++) expect((await post(a, validInquiry)).status).toBe(202)
    expect((await post(a, validInquiry)).status).toBe(429)
  })

  it('when Redis is down, then a form post is sent back to the form to try again, and it does not count toward the rate limit either', async () => {
    const a = await replica({ RATE_LIMIT_MAX: '2' })
    await redis.stop()
    cleanups.push(() => redis.start())
    await vi.waitUntil(
      () =>
        a.delivery.check().then(
          () => false,
          () => true,
        ),
      { timeout: patient(10_000) },
    )
    const form = new URLSearchParams({ ...validInquiry, fax: '' }).toString()
    for (let i = 0; i < 4; i++) {
      const res = await request(a.app).post(PATH).type('form').send(form)
      expect(res.status).toBe(303)
      expect(res.headers.location).toMatch(new RegExp(`#${FORM_POST_NOTICES.notSent}$`))
    }
  })

  it('when Redis crashes right after a 202, then the inquiry is still queued when it restarts (append-only file, fsync always), and is delivered once SMTP answers', async () => {
    const downSmtp = await HeldPort.open()
    cleanups.push(() => downSmtp.close())
    const a = await replica({
      SMTP_URL: downSmtp.url('smtp'),
      SMTP_TIMEOUT_MS: '300',
      RETRY_BASE_MS: '200',
      RETRY_MAX_MS: '400',
    })
    const res = await post(a, validInquiry)
    expect(res.status).toBe(202)
    await redis.stop('SIGKILL')
    await redis.start()
    await vi.waitUntil(
      async () => (await a.delivery.counts().catch(() => undefined)) !== undefined,
      { timeout: patient(10_000) },
    )
    expect(await a.delivery.show(res.body.id)).toMatchObject({ state: 'pending' })

    const late = await new SmtpSink().start({ at: downSmtp })
    cleanups.push(() => late.stop())
    await late.waitFor(2, 10_000)
    await vi.waitUntil(async () => (await a.delivery.counts()).sent === 1, {
      timeout: patient(10_000),
    })
    expect(late.messages).toHaveLength(2)
  })

  it('when the founder’s mailbox refuses the confirmation for good, then the job is delivered all the same (the studio has it), its confirmation marked bounced and counted, and no alert goes out', async () => {
    const refusing = await new SmtpSink().start({ unknownMailboxes: ['gone@example.com'] })
    cleanups.push(() => refusing.stop())
    const a = await replica({ SMTP_URL: refusing.url })
    const res = await post(a, { ...validInquiry, email: 'gone@example.com' })
    expect(res.status).toBe(202)
    await vi.waitUntil(async () => (await a.delivery.counts()).sent === 1, {
      timeout: patient(10_000),
    })
    await a.delivery.idle()
    const sent = await a.delivery.show(res.body.id)
    expect(sent).toMatchObject({ state: 'sent', confirmation: 'bounced' })
    expect(sent?.lastError).toBeUndefined()
    expect(await a.delivery.counts()).toMatchObject({ dead: 0, pending: 0 })
    expect((await a.delivery.stats()).bouncedConfirmations).toBe(1)
    // The studio's notification, and no "Inquiry not delivered" (docs/decisions/051).
    expect(refusing.messages.map((m) => m.parsed.subject)).toEqual([
      'New inquiry from Marisol Vega (Tidewater Analytics)',
    ])
    expect(await a.delivery.retry(res.body.id)).toBe(false)
  })

  it('when SMTP keeps failing past RETRY_WINDOW_MS, then the job moves to the failed set after backed-off retries', async () => {
    const downSmtp = await HeldPort.open()
    cleanups.push(() => downSmtp.close())
    const a = await replica({
      SMTP_URL: downSmtp.url('smtp'),
      SMTP_TIMEOUT_MS: '200',
      RETRY_BASE_MS: '100',
      RETRY_MAX_MS: '400',
      RETRY_WINDOW_MS: '1500',
      METRICS_TOKEN: 'metrics-token-for-retries',
    })
    const res = await post(a, validInquiry)
    await vi.waitUntil(async () => (await a.delivery.counts()).dead === 1, {
      timeout: patient(15_000),
    })
    const dead = await a.delivery.show(res.body.id)
    expect(dead?.attempts).toBeGreaterThanOrEqual(3)
    expect(dead?.lastError).toMatch(/^notification: /)
    const text = (
      await request(a.app)
        .get('/api/metrics')
        .set('Authorization', 'Bearer metrics-token-for-retries')
    ).text
    const families = new Map(parsePrometheusTextFormat(text).map((f) => [f.name, f.metrics]))
    const retries = Number(families.get('inlet_delivery_retries_total')?.[0]?.value)
    const failed = families
      .get('inlet_emails_failed_total')
      ?.find((m) => m.labels?.kind === 'notification')
    expect(retries).toBe((dead?.attempts ?? 0) - 1)
    expect(Number(failed?.value)).toBe(dead?.attempts)
    expect(Number(families.get('inlet_inquiries_dead_total')?.[0]?.value)).toBe(1)
  })
})
