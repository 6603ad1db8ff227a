import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { contextPrefills } from '@inlet/shared/prefills'
import request from 'supertest'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type Harness, makeApp, validInquiry, withProof } from '../test/harness.ts'
import { SmtpSink } from '../test/smtp-sink.ts'

/**
 * The /contact form posted natively, without JavaScript (docs/decisions/026): urlencoded, the
 * same endpoint, schema, origin check, rate limit and queue as the JSON API, answered with 303s.
 */
const PATH = '/api/send-contact-email'
const SITE = 'https://inletventures.example'
let smtp: SmtpSink
let harness: Harness

beforeAll(async () => {
  smtp = await new SmtpSink().start()
})
afterAll(() => smtp.stop())

async function start(env: Record<string, string> = {}) {
  smtp.messages.length = 0
  harness = await makeApp({
    SMTP_URL: smtp.url,
    STUDIO_INBOX: 'partners@inletventures.example',
    ...env,
  })
}
beforeEach(() => start())
afterEach(() => harness.close())

/** What the browser sends for the form: every field, empty ones as '' (the honeypot too). */
const formBody = (patch: Record<string, string> = {}) =>
  new URLSearchParams({
    name: validInquiry.name,
    email: validInquiry.email,
    company: validInquiry.company,
    phone: '',
    website: '',
    timeline: '',
    message: validInquiry.message,
    fax: '',
    context: 'funding',
    domain: '',
    ...patch,
  }).toString()

const postForm = (body: string, origin = SITE) =>
  request(harness.app).post(PATH).set('Origin', origin).type('form').send(body)

const pending = () => readdirSync(join(harness.outboxDir, 'pending'))

async function expectNothingStoredOrSent() {
  await new Promise((resolve) => setTimeout(resolve, 100))
  await harness.delivery.idle()
  expect(smtp.messages).toHaveLength(0)
  expect(pending()).toEqual([])
}

describe('when the /contact form is posted without JavaScript', () => {
  it('when it is valid, then 303 to the thank-you page, and the inquiry is queued and both emails sent', async () => {
    const res = await postForm(formBody({ timeline: '1-3months' }))
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe('/contact/thank-you?name=Marisol+Vega&context=funding')

    const messages = await smtp.waitFor(2)
    const notification = messages.find((m) =>
      m.envelope.to.includes('partners@inletventures.example'),
    )
    const confirmation = messages.find((m) => m.envelope.to.includes(validInquiry.email))
    expect(notification?.parsed.text).toContain('Context: funding')
    expect(notification?.parsed.text).toContain(validInquiry.message)
    expect(confirmation?.parsed.text).toContain('Hi Marisol Vega,')
    // The item moves to sent/ once both sends are recorded, just after the sink has them.
    await expect.poll(() => readdirSync(join(harness.outboxDir, 'sent')).length).toBe(1)
  })

  it('when the home form is posted (context home, no company), then 303 to the thank-you page and the studio email says the home page', async () => {
    const res = await postForm(
      new URLSearchParams({
        name: validInquiry.name,
        email: validInquiry.email,
        message: 'We need a partner.',
        fax: '',
        context: 'home',
      }).toString(),
    )
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe('/contact/thank-you?name=Marisol+Vega')
    const messages = await smtp.waitFor(2)
    const notification = messages.find((m) =>
      m.envelope.to.includes('partners@inletventures.example'),
    )
    expect(notification?.parsed.text).toContain('the home page form')
  })

  it('when a rule fails, then 303 back to /contact at the first failing rule’s notice, and nothing is stored or sent', async () => {
    const res = await postForm(formBody({ name: 'Visit evil.example', message: 'short' }))
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe(
      '/contact?context=funding#inquiry-error-name-cannot-contain-a-web-or-email-address',
    )
    const empty = await postForm('')
    expect(empty.headers.location).toBe('/contact#inquiry-error-name-is-required')
    const badContext = await postForm(
      formBody({ context: 'admin', domain: 'lestartup.com', email: 'x' }),
    )
    expect(badContext.headers.location).toBe(
      '/contact?domain=lestartup.com#inquiry-error-invalid-email-address',
    )
    await expectNothingStoredOrSent()
  })

  it('when the message is still /contact’s prefill, or it and a few words, then 303 back to its notice, and nothing is stored or sent', async () => {
    const opening = contextPrefills.funding
    for (const message of [opening, `${opening}$10K MRR.`]) {
      const res = await postForm(formBody({ message }))
      expect(res.status).toBe(303)
      expect(res.headers.location).toBe(
        '/contact?context=funding#inquiry-error-tell-us-about-your-product-and-traction',
      )
    }
    await expectNothingStoredOrSent()
  })

  it('when a browser on another site posts it, then 403 forbidden_origin and nothing is stored or sent', async () => {
    const res = await postForm(formBody(), 'https://evil.example')
    expect(res.status).toBe(403)
    expect(res.body.error.code).toBe('forbidden_origin')
    await expectNothingStoredOrSent()
  })

  it('when the client is over the rate limit, then 303 back to /contact at the rate-limit notice; JSON and form posts count together', async () => {
    await harness.close()
    await start({ RATE_LIMIT_MAX: '2' })
    const json = await request(harness.app)
      .post(PATH)
      .set('Origin', SITE)
      .send(await withProof(harness.url, validInquiry))
    expect(json.status).toBe(202)
    // Another address: the confirmation goes to each address once a day.
    expect(
      (
        await postForm(
          formBody({ email: 'form@tidewater.example', message: `${validInquiry.message} (form)` }),
        )
      ).status,
    ).toBe(303)
    await smtp.waitFor(4)

    const refused = await postForm(formBody({ email: 'another@tidewater.example' }))
    expect(refused.status).toBe(303)
    expect(refused.headers.location).toBe('/contact#inquiry-error-rate-limited')
    expect(refused.headers.ratelimit).toMatch(/r=0; t=\d+/)
    await new Promise((resolve) => setTimeout(resolve, 100))
    await harness.delivery.idle()
    expect(smtp.messages.some((m) => m.envelope.to.includes('another@tidewater.example'))).toBe(
      false,
    )
  })

  it('when the body is over the limit, then 413 payload_too_large as from the API, and nothing is stored or sent', async () => {
    const res = await postForm(formBody({ message: 'x'.repeat(20_000) }))
    expect(res.status).toBe(413)
    expect(res.body.error.code).toBe('payload_too_large')
    await expectNothingStoredOrSent()
  })

  it('when a client sends the form with an Idempotency-Key, then the API’s key rules hold: a repeat gets the same 303, a bad key 400, a reused key 422', async () => {
    const post = (body: string, key: string) =>
      request(harness.app)
        .post(PATH)
        .set('Origin', SITE)
        .set('Idempotency-Key', key)
        .type('form')
        .send(body)
    const first = await post(formBody(), 'form-key-0001')
    const again = await post(formBody(), 'form-key-0001')
    expect([first.status, again.status]).toEqual([303, 303])
    expect(again.headers.location).toBe(first.headers.location)
    const bad = await post(formBody(), 'bad key!')
    expect(bad.status).toBe(400)
    expect(bad.body.error.code).toBe('invalid_idempotency_key')
    const reused = await post(
      formBody({ message: `${validInquiry.message} Also: B2B.` }),
      'form-key-0001',
    )
    expect(reused.status).toBe(422)
    expect(reused.body.error.code).toBe('idempotency_key_reused')
    await smtp.waitFor(2)
    await new Promise((resolve) => setTimeout(resolve, 100))
    await harness.delivery.idle()
    expect(smtp.messages).toHaveLength(2)
  })

  it('when the honeypot is filled, then 303 to the thank-you page as for anyone, and the inquiry is quarantined, not sent', async () => {
    const res = await postForm(formBody({ fax: 'buy cheap watches' }))
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe('/contact/thank-you?name=Marisol+Vega&context=funding')
    await expectNothingStoredOrSent()
    const held = await harness.delivery.list('quarantine')
    expect(held.map((item) => item.reasons)).toEqual([['honeypot', 'no-script']])
  })
})
