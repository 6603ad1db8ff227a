/**
 * The proof of work the site's form solves while the founder types (ALTCHA, self-hosted:
 * docs/decisions/047). `GET /api/challenge` hands out a challenge signed with the server's
 * secret, carrying its issue time and expiry; `POST /api/challenge` with the previous one renews
 * it, keeping the first issue time (docs/decisions/061). An inquiry carries the solution in
 * `altcha` (base64 of `{ challenge, solution }`, as ALTCHA's widget sends it). A proof counts
 * once: its signature, its expiry (past it, a stale proof) and a single use (a replay store, in
 * Redis when replicas share it).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import {
  type Challenge,
  createChallenge,
  type Payload,
  randomInt,
  verifySolution,
} from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import type { Logger } from 'pino'

export { CHALLENGE_ENDPOINT, CHALLENGE_EXPIRES_IN_HEADER } from '@inlet/shared/inquiry-api'

/** PBKDF2 in WebCrypto: native speed in every browser, one call per attempt. */
export const PROOF_ALGORITHM = 'PBKDF2/SHA-256'

/** The settings, named as config.ts names them: the secret every replica shares, the expiry and the cost. */
export interface ProofSettings {
  ALTCHA_HMAC_SECRET: string
  ALTCHA_EXPIRES_MS: number
  ALTCHA_COST: number
  ALTCHA_MAX_ATTEMPTS: number
}

/** Single use: the first claim of a proof wins; the same inquiry (a retry) may claim it again. */
export interface ReplayStore {
  /** True when `proof` was not claimed before, or was claimed for this same `owner`. */
  claim(proof: string, owner: string, ttlMs: number): Promise<boolean>
}

/** In this process: one server without Redis (in Redis: queue/redis/redis-replays.ts). */
export function memoryReplays(now: () => number = Date.now): ReplayStore {
  const claims = new Map<string, { owner: string; until: number }>()
  return {
    async claim(proof, owner, ttlMs) {
      const time = now()
      // Expired claims go as new ones come, oldest first: claims end in about the order they
      // came (a day past their proof's expiry), so the sweep stops at the first one still
      // kept and a claim costs the same however many are kept; one out of order goes a little
      // late.
      for (const [key, claim] of claims) {
        if (claim.until > time) break
        claims.delete(key)
      }
      const earlier = claims.get(proof)
      if (earlier) return earlier.owner === owner
      claims.set(proof, { owner, until: time + ttlMs })
      return true
    },
  }
}

/**
 * How long past its expiry a proof with a valid signature and solution still counts, as a stale
 * one (the soft signal `stale-proof`); single use is kept that long too, so none counts twice.
 */
export const STALE_PROOF_MS = 24 * 60 * 60_000

/**
 * A proof that passed every check: the challenge's signed issue time (ms since the epoch), and
 * whether it was posted after its expiry (within STALE_PROOF_MS).
 */
export interface VerifiedProof {
  issuedAt: number
  stale: boolean
}

export interface Proofs {
  /**
   * A new signed challenge, as `createChallenge` makes it. Given a previous challenge whose
   * signature is this server's (expired or not), the new one keeps its issue time: the typing
   * time runs from the first touch. Anything else is ignored and the clock starts now.
   */
  challenge(previous?: unknown): Promise<Challenge>
  /** The proof's issue time, or undefined when it fails any check (no proof). */
  verify(altcha: string | undefined, owner: string): Promise<VerifiedProof | undefined>
}

/** Keys sorted at every level, values undefined left out: the JSON ALTCHA signs. */
function canonical(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .flatMap((key) => {
        const entry = (value as Record<string, unknown>)[key]
        return entry === undefined ? [] : [[key, canonical(entry)]]
      }),
  )
}

/** A text that is base64 of `{ challenge, solution }`, or undefined. */
function decode(altcha: string): Payload | undefined {
  try {
    const payload = JSON.parse(Buffer.from(altcha, 'base64').toString('utf8')) as Payload
    const { challenge, solution } = payload ?? {}
    if (typeof challenge?.parameters !== 'object' || challenge.parameters === null) return undefined
    if (typeof challenge.signature !== 'string' || typeof solution !== 'object') return undefined
    if (solution === null) return undefined
    return payload
  } catch {
    return undefined
  }
}

export function createProofs(
  {
    ALTCHA_HMAC_SECRET: secret,
    ALTCHA_EXPIRES_MS: expiresMs,
    ALTCHA_COST: cost,
    ALTCHA_MAX_ATTEMPTS: maxAttempts,
  }: ProofSettings,
  replays: ReplayStore,
  logger: Pick<Logger, 'warn'>,
  now: () => number = Date.now,
): Proofs {
  // A second secret for the derived keys' signatures, from the one: the server checks a solution
  // with one HMAC instead of deriving its key again.
  const keySecret = createHmac('sha256', secret).update('altcha key').digest('hex')
  const hmac = { hmacSignatureSecret: secret, hmacKeySignatureSecret: keySecret }
  // ALTCHA's signature over the parameters (verifySolution's own check, which it skips once a
  // challenge has expired): only this server's secret makes it.
  const sign = (parameters: object) =>
    createHmac('sha256', secret)
      .update(JSON.stringify(canonical(parameters)))
      .digest('hex')
  const signedHere = (challenge: Partial<Challenge> | undefined): challenge is Challenge => {
    const { parameters, signature } = challenge ?? {}
    if (typeof parameters !== 'object' || parameters === null) return false
    if (typeof signature !== 'string') return false
    const expected = Buffer.from(sign(parameters))
    const given = Buffer.from(signature)
    return given.length === expected.length && timingSafeEqual(given, expected)
  }
  return {
    challenge(previous) {
      const carried = signedHere(previous as Partial<Challenge>)
        ? (previous as Challenge).parameters.data?.issuedAt
        : undefined
      return createChallenge({
        algorithm: PROOF_ALGORITHM,
        cost,
        counter: randomInt(maxAttempts, Math.ceil(maxAttempts / 2)),
        deriveKey,
        expiresAt: new Date(now() + expiresMs),
        data: { issuedAt: typeof carried === 'number' ? carried : now() },
        ...hmac,
      })
    },
    async verify(altcha, owner) {
      const payload = altcha ? decode(altcha) : undefined
      if (!payload) return undefined
      const { challenge, solution } = payload
      const issuedAt = challenge.parameters.data?.issuedAt
      const expiresAt = challenge.parameters.expiresAt
      if (typeof issuedAt !== 'number' || typeof expiresAt !== 'number') return undefined
      const stale = expiresAt * 1000 < now()
      if (stale && (!signedHere(challenge) || now() - expiresAt * 1000 > STALE_PROOF_MS)) {
        return undefined
      }
      // Past its expiry the library checks nothing more; the solution is checked all the same,
      // against the same parameters without the expiry, signed here again (its own was above).
      const parameters = stale ? { ...challenge.parameters, expiresAt: undefined } : undefined
      const checked = parameters ? { parameters, signature: sign(parameters) } : challenge
      const result = await verifySolution({
        challenge: checked,
        solution,
        deriveKey,
        ...hmac,
      }).catch(
        () => undefined, // parameters the library refuses (a tampered algorithm): no proof
      )
      if (!result?.verified) return undefined
      try {
        const fresh = await replays.claim(
          challenge.signature as string,
          owner,
          expiresAt * 1000 + STALE_PROOF_MS - now(),
        )
        return fresh ? { issuedAt, stale } : undefined
      } catch (error) {
        // The store is away (Redis down): the queue then answers 503 anyway; holding a founder
        // for our outage would be the worse error.
        logger.warn(
          { err: (error as Error).message },
          'proof single-use check skipped: its store failed',
        )
        return { issuedAt, stale }
      }
    },
  }
}
