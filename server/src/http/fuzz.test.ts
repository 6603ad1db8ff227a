import fc from 'fast-check'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Harness, makeApp, validInquiry } from '../test/harness.ts'
import { patient } from '../test/patience.ts'
import { SmtpSink } from '../test/smtp-sink.ts'

const PATH = '/api/send-contact-email'
let smtp: SmtpSink
let harness: Harness

beforeAll(async () => {
  smtp = await new SmtpSink().start()
  harness = await makeApp({ SMTP_URL: smtp.url, RATE_LIMIT_MAX: '100000' })
})
afterAll(async () => {
  await harness.close()
  await smtp.stop()
})

const fields = Object.keys(validInquiry) as Array<keyof typeof validInquiry>

/** Strings meant to hurt: control characters, markup, header syntax, huge and odd Unicode. */
const hostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.constantFrom(
    '',
    ' ',
    '\r\nBcc: victim@example.com',
    '<script>alert(1)</script>',
    '"; DROP TABLE inquiries; --',
    '../../etc/passwd',
    '\u0000\u0007\u001b[31m',
    '\u2028\u2029',
    'x'.repeat(3000),
    '{{7*7}}',
    '%0d%0aSubject: spam',
    '=?UTF-8?B?QWRtaW4gPGFkbWluQGV2aWwuZXhhbXBsZT4=?=',
    '=?utf-8?q?Eve=0D=0ABcc:_victim@target.example?=',
    'Eve\u202Emoc.elpmaxe',
    'Ev\u200Be\u2066x\u2069',
    '555\r\n0199',
    '555\u20280199',
  ),
)
const hostileValue = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
)

/** A payload with at least one field broken, so no generated payload is a valid inquiry. */
const brokenInquiry = fc
  .tuple(
    fc.constantFrom(
      'name',
      'email',
      'company',
      'phone',
      'website',
      'message',
      'timeline',
      'context',
    ),
    fc.dictionary(fc.constantFrom(...fields), hostileValue),
  )
  .map(([broken, overrides]) => {
    const invalid: Record<string, unknown> = {
      name: ['', 'a'.repeat(101), 'a\nb', '=?UTF-8?B?QWRtaW4=?=', 'Ev\u202Ee', 'Ev\u200De'],
      email: ['no-at-sign', '', 'a@b\r\n'],
      company: ['', ' '.repeat(5), 'c'.repeat(101), '=?utf-8?q?A=0D=0AB?=', 'C\uFEFFo'],
      phone: ['555\r\n0199', '555\n0199', '555\u20280199', '555\t0199'],
      website: ['notaurl', 'ftp://files.example'],
      message: ['short', 'y'.repeat(2001), '\u0000'.repeat(25)],
      timeline: ['someday'],
      context: ['admin'],
    }
    const options = invalid[broken] as unknown[]
    return {
      ...validInquiry,
      ...overrides,
      [broken]: options[Object.keys(overrides).length % options.length],
    }
  })

const anyJson = fc.oneof(fc.jsonValue(), fc.anything())
const rawBodies = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.constantFrom(
    '{',
    '{"name":',
    '[1,2',
    'null',
    'true',
    '{"__proto__":{"polluted":1}}',
    '\u0000',
  ),
)

describe('when 1,000+ malformed and hostile payloads are sent', () => {
  it(
    'then none gets a 5xx and none produces an email',
    async () => {
      let runs = 0
      await fc.assert(
        fc.asyncProperty(fc.oneof(brokenInquiry, anyJson), async (payload) => {
          runs++
          const res = await request(harness.app)
            .post(PATH)
            .set('Content-Type', 'application/json')
            .send(JSON.stringify(payload) ?? 'null')
          expect(res.status).toBeGreaterThanOrEqual(400)
          expect(res.status).toBeLessThan(500)
          expect(res.body.error.message).toEqual(expect.any(String))
        }),
        { numRuns: 900 },
      )
      await fc.assert(
        fc.asyncProperty(rawBodies, async (body) => {
          runs++
          const res = await request(harness.app)
            .post(PATH)
            .set('Content-Type', 'application/json')
            .send(body)
          expect(res.status).toBeGreaterThanOrEqual(400)
          expect(res.status).toBeLessThan(500)
        }),
        { numRuns: 200 },
      )
      expect(runs).toBeGreaterThanOrEqual(1100)
      expect(({} as Record<string, unknown>).polluted).toBeUndefined()
      await new Promise((resolve) => setTimeout(resolve, 200))
      await harness.delivery.idle()
      expect(smtp.messages).toHaveLength(0)
    },
    patient(120_000),
  )
})
