import { randomBytes } from 'node:crypto'
import { CHALLENGE_ENDPOINT } from '@inlet/shared/inquiry-api'
import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { type Harness, makeApp } from '../test/harness.ts'

let harness: Harness | undefined
afterEach(async () => {
  await harness?.close()
  harness = undefined
})

describe('GET /api/challenge', () => {
  it('when the form asks for a challenge, then it gets one signed by the server, with its issue time and a 30-minute expiry, never cached', async () => {
    harness = await makeApp()
    const before = Date.now()
    const res = await request(harness.app).get(CHALLENGE_ENDPOINT)
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const { parameters, signature } = res.body
    expect(signature).toMatch(/^[0-9a-f]{64}$/)
    expect(parameters).toMatchObject({
      algorithm: 'PBKDF2/SHA-256',
      cost: 5_000,
      keyPrefix: expect.stringMatching(/^[0-9a-f]+$/),
      keySignature: expect.stringMatching(/^[0-9a-f]{64}$/),
    })
    expect(parameters.data.issuedAt).toBeGreaterThanOrEqual(before)
    expect(parameters.data.issuedAt).toBeLessThanOrEqual(Date.now())
    const expiresMs = parameters.expiresAt * 1000 - parameters.data.issuedAt
    expect(expiresMs).toBeGreaterThan(30 * 60_000 - 1_000)
    expect(expiresMs).toBeLessThanOrEqual(30 * 60_000)
    const again = await request(harness.app).get(CHALLENGE_ENDPOINT)
    expect(again.body.parameters.nonce).not.toBe(parameters.nonce)
  })

  it('when one client asks for more than CHALLENGE_RATE_LIMIT_MAX, then 429 rate_limited', async () => {
    harness = await makeApp({ CHALLENGE_RATE_LIMIT_MAX: '2' })
    for (let i = 0; i < 2; i++) {
      expect((await request(harness.app).get(CHALLENGE_ENDPOINT)).status).toBe(200)
    }
    const over = await request(harness.app).get(CHALLENGE_ENDPOINT)
    expect(over.status).toBe(429)
    expect(over.body.error.code).toBe('rate_limited')
  })
})

describe('ALTCHA_HMAC_SECRET', () => {
  it('when replicas (REDIS_URL) run in production without it, then the server refuses to start, naming it; in development a random one per process', () => {
    // A single server keeps one of its own (kept-secrets.test.ts).
    const replica = { NODE_ENV: 'production', REDIS_URL: 'redis://127.0.0.1:9' }
    expect(() => loadConfig(replica)).toThrow(/ALTCHA_HMAC_SECRET/)
    expect(() => loadConfig({ ALTCHA_HMAC_SECRET: 'short' })).toThrow(/ALTCHA_HMAC_SECRET/)
    // Drawn, never written here: production refuses any secret the repository holds.
    const secret = randomBytes(32).toString('hex')
    expect(
      loadConfig({
        ...replica,
        ALTCHA_HMAC_SECRET: secret,
        ACTION_LINK_SECRET: randomBytes(32).toString('hex'),
      }).ALTCHA_HMAC_SECRET,
    ).toBe(secret)
    const [a, b] = [loadConfig({}), loadConfig({})].map((config) => config.ALTCHA_HMAC_SECRET)
    expect(a).toMatch(/^[0-9a-f]{64}$/)
    expect(a).not.toBe(b)
  })
})
