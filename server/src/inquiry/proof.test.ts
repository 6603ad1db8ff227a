import { randomBytes } from 'node:crypto'
import { CHALLENGE_ENDPOINT } from '@inlet/shared/inquiry-api'
import type { Payload } from 'altcha-lib'
import { pino } from 'pino'
import request from 'supertest'
import { afterEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { solve } from '../proof-solver.ts'
import { type Harness, makeApp, TEST_PROOF } from '../test/harness.ts'
import { createProofs, memoryReplays, STALE_PROOF_MS } from './proof.ts'

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

/** The tests' proofs, their clock `agoMs` back: a challenge handed out that long ago. */
const proofsAt = (agoMs: number, secret = TEST_PROOF.ALTCHA_HMAC_SECRET) =>
  createProofs(
    loadConfig({ ...TEST_PROOF, ALTCHA_HMAC_SECRET: secret }),
    memoryReplays(),
    pino({ level: 'silent' }),
    () => Date.now() - agoMs,
  )

describe('POST /api/challenge (the renewal)', () => {
  it('when the form renews a challenge, even an expired one, then the new one keeps its first issue time and says when it expires', async () => {
    harness = await makeApp()
    const first = await request(harness.app).get(CHALLENGE_ENDPOINT)
    expect(Number(first.headers['challenge-expires-in'])).toBeGreaterThan(30 * 60_000 - 2_000)
    const renewed = await request(harness.app)
      .post(CHALLENGE_ENDPOINT)
      .send({ previous: first.body })
    expect(renewed.status).toBe(200)
    expect(renewed.headers['cache-control']).toBe('no-store')
    expect(renewed.body.parameters.data.issuedAt).toBe(first.body.parameters.data.issuedAt)
    expect(renewed.body.parameters.nonce).not.toBe(first.body.parameters.nonce)
    // Handed out two hours ago, expired an hour and a half ago: the founder's clock still runs from then.
    const old = await proofsAt(2 * 60 * 60_000).challenge()
    const late = await request(harness.app).post(CHALLENGE_ENDPOINT).send({ previous: old })
    expect(late.body.parameters.data.issuedAt).toBe(old.parameters.data?.issuedAt)
    expect(late.body.parameters.expiresAt * 1000).toBeGreaterThan(Date.now() + 29 * 60_000)
    expect(Number(late.headers['challenge-expires-in'])).toBeGreaterThan(29 * 60_000)
    // The renewed one is a proof like any: solved and posted, it counts, stale or not.
    const proofs = proofsAt(0)
    expect(await proofs.verify(await solve(late.body), 'owner')).toEqual({
      issuedAt: old.parameters.data?.issuedAt,
      stale: false,
    })
  })

  it('when the previous challenge was backdated, signed with another secret or is not one, then the new one’s clock starts now', async () => {
    harness = await makeApp()
    const first = (await request(harness.app).get(CHALLENGE_ENDPOINT)).body
    const backdated = structuredClone(first)
    backdated.parameters.data.issuedAt -= 60 * 60_000
    const otherSecret = await proofsAt(
      60 * 60_000,
      'another-secret-of-32-characters-or-more',
    ).challenge()
    for (const previous of [
      backdated,
      otherSecret,
      'not a challenge',
      { parameters: null },
      null,
    ]) {
      const before = Date.now()
      const renewed = await request(harness.app).post(CHALLENGE_ENDPOINT).send({ previous })
      expect(renewed.status).toBe(200)
      expect(renewed.body.parameters.data.issuedAt).toBeGreaterThanOrEqual(before)
    }
    const malformed = await request(harness.app)
      .post(CHALLENGE_ENDPOINT)
      .set('Content-Type', 'application/json')
      .send('{"previous":')
    expect(malformed.status).toBe(400)
  })

  it('when one client renews past CHALLENGE_RATE_LIMIT_MAX, then 429: renewals and new challenges share one budget', async () => {
    harness = await makeApp({ CHALLENGE_RATE_LIMIT_MAX: '2' })
    const first = await request(harness.app).get(CHALLENGE_ENDPOINT)
    const renewed = await request(harness.app)
      .post(CHALLENGE_ENDPOINT)
      .send({ previous: first.body })
    expect(renewed.status).toBe(200)
    const over = await request(harness.app)
      .post(CHALLENGE_ENDPOINT)
      .send({ previous: renewed.body })
    expect(over.status).toBe(429)
  })
})

describe('a stale proof', () => {
  it('when a valid proof is posted after its expiry, then it counts as stale (its issue time kept), once only; tampered, wrongly solved or a day past its expiry, it is no proof', async () => {
    const proofs = proofsAt(0)
    const stale = await solve(await proofsAt(31 * 60_000).challenge())
    const issuedAt = JSON.parse(Buffer.from(stale, 'base64').toString()).challenge.parameters.data
      .issuedAt
    expect(await proofs.verify(stale, 'first')).toEqual({ issuedAt, stale: true })
    expect(await proofs.verify(stale, 'first')).toEqual({ issuedAt, stale: true }) // its own retry
    expect(await proofs.verify(stale, 'second')).toBeUndefined() // a replay
    const repack = (altcha: string, change: (payload: Payload) => void) => {
      const payload = JSON.parse(Buffer.from(altcha, 'base64').toString()) as Payload
      change(payload)
      return Buffer.from(JSON.stringify(payload)).toString('base64')
    }
    const fresh = () =>
      proofsAt(31 * 60_000)
        .challenge()
        .then(solve)
    const backdated = repack(await fresh(), (payload) => {
      ;(payload.challenge.parameters.data as { issuedAt: number }).issuedAt -= 60_000
    })
    const wrong = repack(await fresh(), (payload) => {
      payload.solution.derivedKey = '00'.repeat(32)
    })
    const tooOld = await solve(await proofsAt(STALE_PROOF_MS + 31 * 60_000 + 1_000).challenge())
    for (const altcha of [backdated, wrong, tooOld]) {
      expect(await proofs.verify(altcha, 'another')).toBeUndefined()
    }
  })
})

describe('single use in memory', () => {
  it('when a claim’s time has passed, then the next claim sweeps it and the proof may be claimed anew; before that only by its owner', async () => {
    let time = 0
    const replays = memoryReplays(() => time)
    expect(await replays.claim('a', 'first', 100)).toBe(true)
    expect(await replays.claim('b', 'first', 200)).toBe(true)
    expect(await replays.claim('a', 'first', 100)).toBe(true)
    expect(await replays.claim('a', 'second', 100)).toBe(false)
    time = 150
    expect(await replays.claim('c', 'third', 100)).toBe(true) // sweeps a, keeps b
    expect(await replays.claim('a', 'second', 100)).toBe(true)
    expect(await replays.claim('b', 'second', 100)).toBe(false)
  })
})
