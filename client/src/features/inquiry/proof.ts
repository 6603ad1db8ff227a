/**
 * The proof of work the form sends with an inquiry (docs/decisions/047, 061): a challenge the
 * server signed, solved in a Web Worker while the founder types, renewed before it expires
 * (use-proof.ts). Nothing is shown and nothing asked. Loaded with the form's lazy half, so no
 * page's start-up JavaScript carries it.
 */
import { CHALLENGE_ENDPOINT, CHALLENGE_EXPIRES_IN_HEADER } from '@inlet/shared/inquiry-api'
import { type Challenge, solveChallengeWorkers } from 'altcha-lib'

/**
 * One worker: more would finish sooner, but each takes a core while the founder types, and a
 * phone has few (docs/decisions/047).
 */
const WORKERS = 1

const createWorker = () =>
  new Worker(new URL('./proof-worker.ts', import.meta.url), { type: 'module' })

/**
 * Resolves once the main thread is idle: after the render the form's lazy half starts, so the
 * proof's own work (from the challenge's answer) shares no task with it.
 */
const idle = () =>
  new Promise((resolve) =>
    'requestIdleCallback' in window
      ? requestIdleCallback(resolve, { timeout: 1_000 })
      : setTimeout(resolve, 50),
  )

/** A solved challenge: the `altcha` field, the challenge (to renew it) and how long it lasts. */
export interface SolvedProof {
  altcha: string
  challenge: Challenge
  /** Ms until it expires by the server's clock when it came, whatever this device's clock says. */
  expiresInMs: number
}

/**
 * A challenge solved: a new one, or with `previous` a renewal that keeps its signed issue time
 * (docs/decisions/061). Undefined when it cannot be had (offline, refused, no WebCrypto): the
 * caller tries again later.
 */
export async function solveProof(previous?: Challenge): Promise<SolvedProof | undefined> {
  try {
    await idle()
    const response = await fetch(
      CHALLENGE_ENDPOINT,
      previous
        ? {
            method: 'POST',
            cache: 'no-store',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify({ previous }),
          }
        : { cache: 'no-store' },
    )
    if (!response.ok) return undefined
    const challenge = (await response.json()) as Challenge
    const told = Number(response.headers.get(CHALLENGE_EXPIRES_IN_HEADER))
    const expiresInMs =
      Number.isFinite(told) && told > 0
        ? told
        : (challenge.parameters.expiresAt ?? 0) * 1000 - Date.now()
    const concurrency = Math.min(WORKERS, navigator.hardwareConcurrency || 1)
    const solution = await solveChallengeWorkers({ challenge, concurrency, createWorker })
    if (!solution) return undefined
    return { altcha: btoa(JSON.stringify({ challenge, solution })), challenge, expiresInMs }
  } catch {
    return undefined // offline, or no WebCrypto: tried again later, and the post says so
  }
}
