import parsePrometheusTextFormat, { type MetricFamily } from 'parse-prometheus-text-format'
import request from 'supertest'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type Harness, makeApp, validInquiry, withProof } from './test/harness.ts'
import { patient } from './test/patience.ts'
import { SmtpSink } from './test/smtp-sink.ts'

const TOKEN = 'metrics-token-for-the-test'
const PATH = '/api/send-contact-email'
let smtp: SmtpSink
let harness: Harness | undefined

beforeAll(async () => {
  smtp = await new SmtpSink().start({ unknownMailboxes: ['gone@example.com'] })
})
afterAll(() => smtp.stop())
afterEach(async () => {
  await harness?.close()
  harness = undefined
})

async function scrape(app: Harness['app']): Promise<Map<string, MetricFamily>> {
  const res = await request(app).get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`)
  expect(res.status).toBe(200)
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
  return new Map(parsePrometheusTextFormat(res.text).map((family) => [family.name, family]))
}

const value = (family: MetricFamily | undefined, labels: Record<string, string> = {}) =>
  Number(
    family?.metrics.find((sample) =>
      Object.entries(labels).every(([key, wanted]) => sample.labels?.[key] === wanted),
    )?.value ?? Number.NaN,
  )

describe('GET /api/metrics', () => {
  it('when METRICS_TOKEN is not set, then there is no such endpoint', async () => {
    harness = await makeApp({ SMTP_URL: smtp.url })
    const res = await request(harness.app).get('/api/metrics')
    expect(res.status).toBe(404)
    expect(res.body.error.code).toBe('not_found')
  })

  it('when the token is missing or wrong, then the answer is 401 and holds no metric', async () => {
    harness = await makeApp({ SMTP_URL: smtp.url, METRICS_TOKEN: TOKEN })
    for (const auth of [undefined, 'Bearer not-the-token', TOKEN]) {
      const req = request(harness.app).get('/api/metrics')
      const res = await (auth ? req.set('Authorization', auth) : req)
      expect(res.status).toBe(401)
      expect(res.body).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } })
      expect(res.text).not.toContain('inlet_')
    }
  })

  it('when 30 wrong tokens a minute are tried, then the next gets 429, also from /api/ready, while the right token is still answered', async () => {
    harness = await makeApp({ SMTP_URL: smtp.url, METRICS_TOKEN: TOKEN })
    const app = harness.app
    const get = (auth: string) => request(app).get('/api/metrics').set('Authorization', auth)
    for (let i = 0; i < 40; i++) expect((await get(`Bearer ${TOKEN}`)).status).toBe(200)
    for (let i = 0; i < 30; i++) expect((await get(`Bearer guess-${i}`)).status).toBe(401)
    const over = await get('Bearer guess-30')
    expect(over.status).toBe(429)
    expect(over.body.error.code).toBe('rate_limited')
    expect((await request(app).get('/api/ready')).status).toBe(429)
    // The guesses came from the scraper's own address: it is never locked out by them.
    const right = await get(`Bearer ${TOKEN}`)
    expect(right.status).toBe(200)
    expect(right.text).toContain('inlet_inquiries_accepted_total')
  })

  it('when inquiries are accepted, refused and delivered, then the Prometheus text counts each of them', async () => {
    harness = await makeApp({ SMTP_URL: smtp.url, METRICS_TOKEN: TOKEN })
    const { app } = harness
    const asForm = (body: object) => withProof(harness?.url as string, body)
    expect(
      (
        await request(app)
          .post(PATH)
          .send(await asForm(validInquiry))
      ).status,
    ).toBe(202)
    expect(
      (
        await request(app)
          .post(PATH)
          .send(
            await asForm({
              ...validInquiry,
              email: 'gone@example.com',
              message: `${validInquiry.message}!`,
            }),
          )
      ).status,
    ).toBe(202)
    expect(
      (
        await request(app)
          .post(PATH)
          .send({ ...validInquiry, email: 'x' })
      ).status,
    ).toBe(400)
    expect(
      (await request(app).post(PATH).set('Content-Type', 'application/json').send('{')).status,
    ).toBe(400)
    const key = { 'Idempotency-Key': 'metrics-repeat-key' }
    expect(
      (
        await request(app)
          .post(PATH)
          .set(key)
          .send(await asForm(validInquiry))
      ).status,
    ).toBe(202)
    expect(
      (
        await request(app)
          .post(PATH)
          .set(key)
          .send(await asForm(validInquiry))
      ).status,
    ).toBe(202)
    const { delivery } = harness
    await expect
      .poll(async () => (await delivery.counts()).pending, { timeout: patient(10_000) })
      .toBe(0)
    await delivery.idle()

    const metrics = await scrape(app)
    expect(value(metrics.get('inlet_inquiries_accepted_total'))).toBe(3)
    expect(value(metrics.get('inlet_inquiries_rejected_total'), { code: 'invalid_input' })).toBe(1)
    expect(value(metrics.get('inlet_inquiries_rejected_total'), { code: 'malformed_json' })).toBe(1)
    // Three notifications and one confirmation went out; the refused mailbox's confirmation
    // bounced, and its inquiry is delivered all the same (the studio has it: no dead letter);
    // the repeated key's confirmation was budgeted.
    expect(value(metrics.get('inlet_emails_sent_total'), { kind: 'notification' })).toBe(3)
    expect(value(metrics.get('inlet_emails_failed_total'), { kind: 'confirmation' })).toBe(1)
    expect(value(metrics.get('inlet_confirmations_bounced_total'))).toBe(1)
    expect(value(metrics.get('inlet_inquiries_dead_total'))).toBe(0)
    expect(value(metrics.get('inlet_delivery_retries_total'))).toBe(0)
    expect(value(metrics.get('inlet_queue_depth'), { state: 'sent' })).toBe(3)
    expect(value(metrics.get('inlet_queue_depth'), { state: 'dead' })).toBe(0)
    expect(value(metrics.get('inlet_queue_depth'), { state: 'pending' })).toBe(0)
    const latency = metrics.get('inlet_delivery_latency_seconds')
    expect(latency?.type).toBe('HISTOGRAM')
    expect(Number(latency?.metrics[0]?.count)).toBe(3)
    expect(metrics.get('process_cpu_user_seconds_total')?.type).toBe('COUNTER')
    expect(metrics.get('nodejs_eventloop_lag_seconds')?.type).toBe('GAUGE')
  })

  it('when the JSON API and the form without JavaScript refuse submissions, then each is counted once by the API’s code, whatever the answer’s format', async () => {
    harness = await makeApp({ SMTP_URL: smtp.url, METRICS_TOKEN: TOKEN, RATE_LIMIT_MAX: '8' })
    const { app } = harness
    const json = (body: unknown, key?: string) => {
      const req = request(app).post(PATH)
      return (key ? req.set('Idempotency-Key', key) : req).send(body as object)
    }
    const form = (body: Record<string, string>, key?: string) => {
      const req = request(app).post(PATH).type('form')
      return (key ? req.set('Idempotency-Key', key) : req).send(
        new URLSearchParams(body).toString(),
      )
    }
    const answers = [
      await json(validInquiry, 'metrics-door-key'),
      await json(
        { ...validInquiry, message: `${validInquiry.message} Also: B2B.` },
        'metrics-door-key',
      ),
      await json(validInquiry, 'bad key!'),
      await request(app).post(PATH).set('Content-Type', 'text/plain').send('name=a'),
      await json({ ...validInquiry, message: 'x'.repeat(20_000) }),
      await form({ ...validInquiry, email: 'x' }),
      await form({ ...validInquiry, message: 'x'.repeat(20_000) }),
      await form(validInquiry, 'bad key!'),
      await form(validInquiry),
      await json(validInquiry),
      await json(validInquiry).set('Origin', 'https://evil.example'),
    ]
    expect(answers.map((res) => res.status)).toEqual([
      202, 422, 400, 415, 413, 303, 413, 400, 303, 429, 403,
    ])
    expect(answers[5]?.headers.location).toBe(
      '/contact?context=funding#inquiry-error-invalid-email-address',
    )
    expect(answers[8]?.headers.location).toBe('/contact#inquiry-error-rate-limited')

    const rejected = (await scrape(app)).get('inlet_inquiries_rejected_total')
    expect(
      Object.fromEntries(rejected?.metrics.map((s) => [s.labels?.code, Number(s.value)]) ?? []),
    ).toEqual({
      idempotency_key_reused: 1,
      invalid_idempotency_key: 2,
      unsupported_media_type: 1,
      payload_too_large: 2,
      invalid_input: 1,
      rate_limited: 2,
    })
  })
})
