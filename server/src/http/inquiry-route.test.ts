import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { contextPrefills } from '@inlet/shared/prefills'
import request from 'supertest'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type Harness, makeApp, validInquiry, withProof } from '../test/harness.ts'
import { SmtpSink } from '../test/smtp-sink.ts'

const PATH = '/api/send-contact-email'
const PHONE_RULE = 'Phone number may contain only digits, spaces and + ( ) - .'
let smtp: SmtpSink
let harness: Harness

beforeAll(async () => {
  smtp = await new SmtpSink().start()
})
afterAll(() => smtp.stop())

beforeEach(async () => {
  smtp.messages.length = 0
  harness = await makeApp({ SMTP_URL: smtp.url, STUDIO_INBOX: 'partners@inletventures.example' })
})
afterEach(() => harness.close())

/** Posts as the site's form does: an object body goes with a solved proof of work. */
const post = async (body: unknown, headers: Record<string, string> = {}) =>
  request(harness.app)
    .post(PATH)
    .set(headers)
    .send(
      typeof body === 'object' && body !== null && !Array.isArray(body)
        ? await withProof(harness.url, body)
        : (body as object),
    )

/** Lets the worker run, then asserts that nothing reached the SMTP server. */
async function expectNoMail() {
  await new Promise((resolve) => setTimeout(resolve, 100))
  await harness.delivery.idle()
  expect(smtp.messages).toHaveLength(0)
}

describe('when a founder sends a valid inquiry', () => {
  it('then the API answers 202 with an id, and both emails arrive with every field', async () => {
    const res = await post({ ...validInquiry, domain: 'lestartup.com' })
    expect(res.status).toBe(202)
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/)

    const messages = await smtp.waitFor(2)
    const notification = messages.find((m) =>
      m.envelope.to.includes('partners@inletventures.example'),
    )
    const confirmation = messages.find((m) => m.envelope.to.includes(validInquiry.email))
    expect(notification).toBeDefined()
    expect(confirmation).toBeDefined()

    const note = notification?.parsed
    expect(note?.subject).toBe('New inquiry from Marisol Vega (Tidewater Analytics)')
    expect(note?.from?.value[0]?.address).toBe('hello@inletventures.example')
    expect(note?.replyTo?.value[0]).toEqual({ name: 'Marisol Vega', address: validInquiry.email })
    for (const value of [
      validInquiry.name,
      validInquiry.email,
      validInquiry.company,
      validInquiry.phone,
      validInquiry.website,
      validInquiry.message,
      'In 1–3 months',
      'Context: funding',
      'Domain: lestartup.com',
      'Brand: LeStartup',
      res.body.id,
    ]) {
      expect(note?.text).toContain(value)
    }
    expect(note?.html).toContain('Tidewater Analytics')
    expect(note?.text).toMatch(/Brand concept: .{20,}/)

    const receipt = confirmation?.parsed
    expect(receipt?.subject).toContain('We received your inquiry')
    expect(receipt?.text).toContain('Hi Marisol Vega,')
    expect(receipt?.text).toContain('within 72 hours')
    // The receipt repeats nothing the visitor typed except the name.
    expect(receipt?.text).not.toContain(validInquiry.message.slice(0, 20))
    expect(receipt?.text).not.toContain(validInquiry.company)
    expect(receipt?.replyTo).toBeUndefined()
  })

  it('then the inquiry is on disk before the answer, and moved to sent/ after delivery', async () => {
    const res = await post(validInquiry)
    await smtp.waitFor(2)
    await harness.delivery.idle()
    const { readdirSync } = await import('node:fs')
    expect(readdirSync(`${harness.outboxDir}/sent`)).toEqual([`${res.body.id}.json`])
    expect(readdirSync(`${harness.outboxDir}/pending`)).toEqual([])
  })

  it('then a domain outside the portfolio is passed on without a brand concept', async () => {
    await post({ ...validInquiry, domain: 'unknown-brand.example' })
    const [first, second] = await smtp.waitFor(2)
    const note = [first, second].find((m) => m?.parsed.subject?.startsWith('New inquiry'))
    expect(note?.parsed.text).toContain('Domain: unknown-brand.example')
    expect(note?.parsed.text).not.toContain('Brand concept')
  })
})

describe('when the confirmation could be aimed at someone else', () => {
  it('then its To: is the bare address, with no name in it', async () => {
    await post({ ...validInquiry, name: 'Win Big Today' })
    const messages = await smtp.waitFor(2)
    const receipt = messages.find((m) => m.envelope.to.includes(validInquiry.email))
    const headers = receipt?.raw.slice(0, receipt.raw.indexOf('\r\n\r\n')) ?? ''
    expect(headers).toMatch(/^To: marisol@tidewater\.example\r?$/im)
    expect(headers).not.toContain('Win Big')
    expect(receipt?.parsed.text).toContain('Hi Win Big Today,')
  })

  it('then one address gets at most one confirmation in 24 hours, while the studio gets every inquiry', async () => {
    for (const name of ['Marisol Vega', 'Marisol V', 'MARISOL']) {
      expect((await post({ ...validInquiry, name, email: 'Target@Victim.example' })).status).toBe(
        202,
      )
    }
    await smtp.waitFor(4)
    await new Promise((resolve) => setTimeout(resolve, 150))
    await harness.delivery.idle()
    const to = smtp.messages.flatMap((m) => m.envelope.to)
    expect(to.filter((address) => address === 'partners@inletventures.example')).toHaveLength(3)
    expect(to.filter((address) => address.toLowerCase() === 'target@victim.example')).toHaveLength(
      1,
    )
  })

  it('then sub-addresses and Gmail dots count as one mailbox, while dots elsewhere are other mailboxes', async () => {
    const addresses = [
      'victim+1@gmail.com',
      'victim+2@gmail.com',
      'v.ictim+3@gmail.com',
      'V.I.C.T.I.M@googlemail.com',
      'victim@example.com',
      'Victim+news@Example.com',
      'v.ictim@example.com',
    ]
    // Each its own text: one text from several addresses is quarantined as a repeat.
    for (const email of addresses) {
      const message = `${validInquiry.message} ${email}`
      expect((await post({ ...validInquiry, email, message })).status).toBe(202)
    }
    await smtp.waitFor(addresses.length + 3)
    await new Promise((resolve) => setTimeout(resolve, 150))
    await harness.delivery.idle()
    const to = smtp.messages.flatMap((m) => m.envelope.to)
    expect(to.filter((address) => address === 'partners@inletventures.example')).toHaveLength(7)
    const confirmed = to.filter((address) => address !== 'partners@inletventures.example')
    // Delivery runs side by side: which spelling of a mailbox goes first varies.
    expect(confirmed).toHaveLength(3)
    expect(confirmed.filter((address) => /@(gmail|googlemail)\.com$/i.test(address))).toHaveLength(
      1,
    )
    expect(
      confirmed.filter((address) => /^victim(\+news)?@example\.com$/i.test(address)),
    ).toHaveLength(1)
    expect(confirmed).toContain('v.ictim@example.com')
  })

  it('when the hourly cap is reached, then the studio still gets each inquiry but no more confirmations go out', async () => {
    await harness.close()
    harness = await makeApp({
      SMTP_URL: smtp.url,
      STUDIO_INBOX: 'partners@inletventures.example',
      CONFIRMATION_HOURLY_CAP: '2',
    })
    for (const n of [1, 2, 3, 4]) {
      const email = `founder${n}@example.com`
      expect(
        (await post({ ...validInquiry, email, message: `${validInquiry.message} ${n}` })).status,
      ).toBe(202)
    }
    await smtp.waitFor(6)
    await new Promise((resolve) => setTimeout(resolve, 150))
    await harness.delivery.idle()
    const to = smtp.messages.flatMap((m) => m.envelope.to)
    expect(to.filter((address) => address === 'partners@inletventures.example')).toHaveLength(4)
    expect(new Set(to.filter((address) => address.startsWith('founder'))).size).toBe(2)
    expect(to).toHaveLength(6)
    expect(await readdir(join(harness.outboxDir, 'pending'))).toEqual([])
  })
})

describe('when the same submission arrives twice with one Idempotency-Key', () => {
  it('then both answers carry the same id and only one pair of emails is sent', async () => {
    const headers = { 'Idempotency-Key': 'c0ffee00-1111-4222-8333-444455556666' }
    const [a, b] = await Promise.all([post(validInquiry, headers), post(validInquiry, headers)])
    expect(a.status).toBe(202)
    expect(b.status).toBe(202)
    expect(a.body.id).toBe(b.body.id)
    await smtp.waitFor(2)
    const c = await post(validInquiry, headers)
    expect(c.body.id).toBe(a.body.id)
    await new Promise((resolve) => setTimeout(resolve, 150))
    await harness.delivery.idle()
    expect(smtp.messages).toHaveLength(2)
  })

  it('when the key comes back with a different inquiry, then 422 idempotency_key_reused and only the first is sent', async () => {
    const headers = { 'Idempotency-Key': 'reused-key-0001' }
    const first = await post(validInquiry, headers)
    expect(first.status).toBe(202)
    const other = await post(
      { ...validInquiry, message: `${validInquiry.message} Also: B2B.` },
      headers,
    )
    expect(other.status).toBe(422)
    expect(other.body).toEqual({
      error: {
        code: 'idempotency_key_reused',
        message:
          'This Idempotency-Key was already used for a different inquiry. Send each new inquiry with a new key.',
      },
    })
    await smtp.waitFor(2)
    // Still refused once the first one is delivered (it is in sent/ then).
    await harness.delivery.idle()
    const later = await post({ ...validInquiry, name: 'Someone Else' }, headers)
    expect(later.status).toBe(422)
    await new Promise((resolve) => setTimeout(resolve, 150))
    await harness.delivery.idle()
    expect(smtp.messages).toHaveLength(2)
    expect(smtp.messages.every((m) => !m.parsed.text?.includes('Also: B2B.'))).toBe(true)
  })

  it('then a malformed key is refused', async () => {
    const res = await post(validInquiry, { 'Idempotency-Key': 'bad key!' })
    expect(res.status).toBe(400)
    expect(res.body.error.code).toBe('invalid_idempotency_key')
    await expectNoMail()
  })
})

describe('when the input breaks a rule', () => {
  it.each([
    [{ name: '' }, 'Name is required'],
    [{ name: 'x'.repeat(101) }, 'Name must be 100 characters or fewer'],
    [{ email: 'not-an-email' }, 'Invalid email address'],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'Invalid email address'],
    [{ company: '   ' }, 'Company/business name is required'],
    [{ company: 'x'.repeat(101) }, 'Company/business name must be 100 characters or fewer'],
    [{ website: 'not a url' }, 'Invalid URL'],
    [{ website: 'javascript:alert(1)' }, 'Invalid URL'],
    [{ message: 'Too short to help' }, 'Please provide more details (min 20 characters)'],
    [{ message: 'x'.repeat(2001) }, 'Message must be 2000 characters or fewer'],
    [{ timeline: 'next-year' }, 'Please choose a timeline from the list'],
    [{ context: 'evil' }, 'Unknown inquiry context'],
    [{ domain: 'not a domain' }, 'Invalid domain'],
    [{ name: 'Eve\r\nBcc: victim@target.example' }, 'Name must be a single line of text'],
    [{ company: 'Acme\nX-Injected: yes' }, 'Company/business name must be a single line of text'],
    [{ email: 'eve@example.com\r\nBcc: victim@target.example' }, 'Invalid email address'],
    [{ name: '=?UTF-8?B?QWRtaW4gPGFkbWluQGV2aWwuZXhhbXBsZT4=?=' }, 'Name cannot contain “=?”'],
    [
      { company: '=?UTF-8?Q?Acme=0D=0ABcc:_victim@target.example?=' },
      'Company/business name cannot contain “=?”',
    ],
    [{ name: 'Eve \u202Emoc.elpmaxe' }, 'Name contains invisible characters that are not allowed'],
    [
      { company: 'Ac\u200Bme' },
      'Company/business name contains invisible characters that are not allowed',
    ],
    [{ phone: '555\r\nBcc: victim@target.example' }, PHONE_RULE],
    [{ phone: '555\u20280199' }, PHONE_RULE],
    [
      {
        website:
          'https://example.com/\x1b[2J\x1b[H\x1b]0;pwned\x07\x1b[32mstate sent (all clear)\x1b[8m',
      },
      'Website must be a single line of text',
    ],
    [
      { website: 'https://example.com/\u202Egpj.exe' },
      'Website contains invisible characters that are not allowed',
    ],
    [
      { website: 'https://paypal.com@evil.example/' },
      'Website cannot contain a user name or “@” before its domain',
    ],
  ])('then %o answers 400 "%s" and sends nothing', async (patch, message) => {
    const res = await post({ ...validInquiry, ...patch })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ error: { code: 'invalid_input', message } })
    await expectNoMail()
  })

  it('then a message that is still /contact’s prefill, or it and under 20 characters, answers 400 "Tell us about your product and traction" and sends nothing', async () => {
    const opening = contextPrefills.fintech
    for (const message of [opening, `${opening}Pre-revenue, 3 pilots`.slice(0, -3)]) {
      const res = await post({ ...validInquiry, context: 'fintech', message })
      expect(res.status).toBe(400)
      expect(res.body).toEqual({
        error: { code: 'invalid_input', message: 'Tell us about your product and traction' },
      })
    }
    await expectNoMail()
    const told = await post({
      ...validInquiry,
      context: 'fintech',
      message: `${opening}Pre-revenue, 3 pilots`,
    })
    expect(told.status).toBe(202)
  })

  it('then CR and CRLF line ends in the message are stored as LF', async () => {
    const message = 'We have 40 paying marinas.\r\nWe want a seed round.\rSoon.'
    const res = await post({ ...validInquiry, message })
    expect(res.status).toBe(202)
    await smtp.waitFor(2)
    await harness.delivery.idle()
    const stored = await readFile(join(harness.outboxDir, 'sent', `${res.body.id}.json`), 'utf8')
    expect(JSON.parse(stored).inquiry.message).toBe(
      'We have 40 paying marinas.\nWe want a seed round.\nSoon.',
    )
  })

  it('then empty optional fields are accepted and left out', async () => {
    const res = await post({ ...validInquiry, phone: '', website: '', timeline: '' })
    expect(res.status).toBe(202)
    const messages = await smtp.waitFor(2)
    const note = messages.find((m) => m.parsed.subject?.startsWith('New inquiry'))
    expect(note?.parsed.text).not.toContain('Phone:')
    expect(note?.parsed.text).not.toContain('Website:')
  })
})

describe('when the request itself is wrong', () => {
  it('then malformed JSON answers 400', async () => {
    const res = await request(harness.app)
      .post(PATH)
      .set('Content-Type', 'application/json')
      .send('{"name": ')
    expect(res.status).toBe(400)
    expect(res.body.error.code).toBe('malformed_json')
    await expectNoMail()
  })

  it('then a body that is neither JSON nor the form’s urlencoded one answers 415', async () => {
    for (const type of ['text/plain', 'multipart/form-data; boundary=x', 'application/xml']) {
      const res = await request(harness.app).post(PATH).set('Content-Type', type).send('name=a')
      expect(res.status, type).toBe(415)
      expect(res.body.error.code).toBe('unsupported_media_type')
    }
  })

  it('then a body over the limit answers 413', async () => {
    const res = await post({ ...validInquiry, message: 'x'.repeat(20_000) })
    expect(res.status).toBe(413)
    expect(res.body.error.code).toBe('payload_too_large')
    await expectNoMail()
  })

  it('then a JSON array or string answers 400 "Invalid form data"', async () => {
    for (const body of [[validInquiry], '"hello"', 'null']) {
      const res = await request(harness.app)
        .post(PATH)
        .set('Content-Type', 'application/json')
        .send(typeof body === 'string' ? body : JSON.stringify(body))
      expect(res.status).toBe(400)
    }
  })
})

describe('when the honeypot is filled', () => {
  it('then the bot gets a 202, nothing is sent, and the inquiry is kept in the quarantine', async () => {
    const res = await post({ ...validInquiry, fax: 'buy cheap watches' })
    expect(res.status).toBe(202)
    expect(res.body.id).toBeTruthy()
    await expectNoMail()
    const { readdirSync } = await import('node:fs')
    expect(readdirSync(`${harness.outboxDir}/pending`)).toEqual([])
    expect(readdirSync(`${harness.outboxDir}/quarantine`)).toEqual([`${res.body.id}.json`])
  })
})

describe('when a browser on another site posts', () => {
  it('then the request is refused with 403 and no CORS grant', async () => {
    const res = await post(validInquiry, { Origin: 'https://evil.example' })
    expect(res.status).toBe(403)
    expect(res.body.error.code).toBe('forbidden_origin')
    expect(res.headers['access-control-allow-origin']).toBeUndefined()
    await expectNoMail()
  })

  it('then a preflight from that site gets no CORS grant, while our own origin does', async () => {
    const evil = await request(harness.app)
      .options(PATH)
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'POST')
    expect(evil.headers['access-control-allow-origin']).toBeUndefined()
    const ours = await request(harness.app)
      .options(PATH)
      .set('Origin', 'https://inletventures.example')
      .set('Access-Control-Request-Method', 'POST')
    expect(ours.headers['access-control-allow-origin']).toBe('https://inletventures.example')
  })

  it('then a same-host origin (the site itself) is accepted', async () => {
    const res = await post(validInquiry, {
      Origin: 'http://127.0.0.1:1234',
      Host: '127.0.0.1:1234',
    })
    expect(res.status).toBe(202)
  })
})

describe('when one client sends too many inquiries', () => {
  it('then the sixth within the window answers 429 with Retry-After and RateLimit headers', async () => {
    await harness.close()
    harness = await makeApp({ SMTP_URL: smtp.url, RATE_LIMIT_MAX: '5' })
    for (let i = 0; i < 5; i++) expect((await post(validInquiry)).status).toBe(202)
    const res = await post(validInquiry)
    expect(res.status).toBe(429)
    expect(res.body.error.code).toBe('rate_limited')
    expect(res.body.error.message).toMatch(/try again in 15 minutes/)
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    expect(res.headers.ratelimit).toMatch(/r=0; t=\d+/)
    expect(res.headers['ratelimit-policy']).toMatch(/q=5/)
  })
})

describe('when the endpoint is spelled another way', () => {
  it('then a trailing slash or other letter case is not found, and nothing is stored or sent', async () => {
    // nginx's edge limit counts POSTs to exactly PATH: no other spelling may reach the handler.
    for (const path of [`${PATH}/`, '/api/Send-Contact-Email', '/API/send-contact-email']) {
      const res = await request(harness.app).post(path).send(validInquiry)
      expect(res.status, path).toBe(404)
      expect(res.body.error.code, path).toBe('not_found')
    }
    expect(await readdir(join(harness.outboxDir, 'pending'))).toEqual([])
    await expectNoMail()
  })
})

describe('when anything is answered', () => {
  it('then errors carry no stack trace and every response has a request id', async () => {
    const res = await post({ ...validInquiry, email: 'x' })
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts|node_modules|Error:/)
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })
})
