/**
 * The proof of work the site's form solves while the founder types (ALTCHA, self-hosted:
 * docs/decisions/047). `GET /api/challenge` hands out a challenge signed with the server's
 * secret, carrying its issue time and expiry; an inquiry carries the solution in `altcha`
 * (base64 of `{ challenge, solution }`, as ALTCHA's widget sends it). A proof counts once: its
 * signature, its expiry and a single use (a replay store, in Redis when replicas share it).
 */
import { createHmac } from 'node:crypto'
import { createChallenge, type Payload, randomInt, verifySolution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import type { Logger } from 'pino'

export { CHALLENGE_ENDPOINT } from '@inlet/shared/inquiry-api'

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
      // Expired claims go as new ones come: the map holds at most the window's proofs.
      for (const [key, claim] of claims) if (claim.until <= time) claims.delete(key)
      const earlier = claims.get(proof)
      if (earlier) return earlier.owner === owner
      claims.set(proof, { owner, until: time + ttlMs })
      return true
    },
  }
}

/** A proof that passed every check: the challenge's signed issue time (ms since the epoch). */
export interface VerifiedProof {
  issuedAt: number
}

export interface Proofs {
  /** A new signed challenge, as `createChallenge` makes it. */
  challenge(): Promise<Awaited<ReturnType<typeof createChallenge>>>
  /** The proof's issue time, or undefined when it fails any check (no proof). */
  verify(altcha: string | undefined, owner: string): Promise<VerifiedProof | undefined>
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
  return {
    challenge: () =>
      createChallenge({
        algorithm: PROOF_ALGORITHM,
        cost,
        counter: randomInt(maxAttempts, Math.ceil(maxAttempts / 2)),
        deriveKey,
        expiresAt: new Date(now() + expiresMs),
        data: { issuedAt: now() },
        ...hmac,
      }),
    async verify(altcha, owner) {
      const payload = altcha ? decode(altcha) : undefined
      if (!payload) return undefined
      const { challenge, solution } = payload
      const result = await verifySolution({ challenge, solution, deriveKey, ...hmac }).catch(
        () => undefined, // parameters the library refuses (a tampered algorithm): no proof
      )
      const issuedAt = challenge.parameters.data?.issuedAt
      const expiresAt = challenge.parameters.expiresAt
      if (!result?.verified || typeof issuedAt !== 'number' || typeof expiresAt !== 'number') {
        return undefined
      }
      try {
        const fresh = await replays.claim(
          challenge.signature as string,
          owner,
          expiresAt * 1000 - now(),
        )
        return fresh ? { issuedAt } : undefined
      } catch (error) {
        // The store is away (Redis down): the queue then answers 503 anyway; holding a founder
        // for our outage would be the worse error.
        logger.warn(
          { err: (error as Error).message },
          'proof single-use check skipped: its store failed',
        )
        return { issuedAt }
      }
    },
  }
}
