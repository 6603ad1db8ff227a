/**
 * The proof of work the form sends with an inquiry (docs/decisions/047): a challenge the server
 * signed, solved in a Web Worker while the founder types. Nothing is shown and nothing asked;
 * if no proof can be had, the inquiry goes without one and the server decides. Loaded with the
 * form's lazy half, so no page's start-up JavaScript carries it.
 */
import { CHALLENGE_ENDPOINT } from '@inlet/shared/inquiry-api'
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

/** The `altcha` field (base64 of `{ challenge, solution }`, as ALTCHA's widget sends it), or none. */
export async function solveProof(): Promise<string | undefined> {
  try {
    await idle()
    const response = await fetch(CHALLENGE_ENDPOINT, { cache: 'no-store' })
    if (!response.ok) return undefined
    const challenge = (await response.json()) as Challenge
    const concurrency = Math.min(WORKERS, navigator.hardwareConcurrency || 1)
    const solution = await solveChallengeWorkers({ challenge, concurrency, createWorker })
    return solution ? btoa(JSON.stringify({ challenge, solution })) : undefined
  } catch {
    return undefined // offline, or no WebCrypto: the post says what went wrong, if anything
  }
}
