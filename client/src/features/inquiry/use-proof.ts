import { PROOF_UNAVAILABLE_HEADER } from '@inlet/shared/inquiry-api'
import { PROOF_FIELD } from '@inlet/shared/inquiry-fields'
import type { Challenge } from 'altcha-lib'
import { useCallback, useEffect, useRef } from 'react'
import type { SolvedProof } from './proof'
import type { LazyHalf } from './use-lazy-half'

/** How long a send waits for a proof before it goes without one (and says so). */
export const PROOF_WAIT_MS = 10_000
/** A challenge is renewed once this share of its life has passed. */
export const RENEW_AT = 0.8
/** The soonest a renewal is asked for after its challenge came. */
export const RENEW_MIN_MS = 1_000
/** After a failed challenge: tried again in 1 s, then twice as long each time, up to a minute. */
export const RETRY_FIRST_MS = 1_000
export const RETRY_MAX_MS = 60_000

/** The proof one post carries: a solved challenge, or the word that none could be had. */
export interface PostProof {
  solved?: SolvedProof
  /** When this device's clock passes it, the proof is renewed before it is sent (again). */
  renewAt?: number
}

/** The post's fields and headers for its proof: `altcha`, or the Proof-Unavailable statement. */
export function proofParts(proof: PostProof): {
  fields: Record<string, string>
  headers: Record<string, string>
} {
  return proof.solved
    ? { fields: { [PROOF_FIELD]: proof.solved.altcha }, headers: {} }
    : { fields: {}, headers: { [PROOF_UNAVAILABLE_HEADER]: '1' } }
}

type Solve = (previous?: Challenge) => Promise<SolvedProof | undefined>

/**
 * Keeps one solved proof ready for the next post (docs/decisions/047, 061). From the founder's
 * first touch it asks for a challenge and solves it; each later challenge renews the one before,
 * so the server's typing time runs from the first touch. It renews before expiry, and a failed
 * or slow request is tried again with a growing wait. While the page is hidden nothing is asked
 * (a phone's battery, a tab left for days): what fell due asks as soon as the page shows again,
 * and a send renews a proof that is due, whatever the timers did while a laptop slept.
 */
export function createProofKeeper(solve: Solve, now: () => number = Date.now) {
  let ready: PostProof | undefined
  let last: Challenge | undefined
  let asking: Promise<void> | undefined
  let failures = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  let dueWhileHidden = false
  let stopped = false
  const arrived = new Set<() => void>()

  const due = (proof: PostProof | undefined) => !proof?.renewAt || now() >= proof.renewAt
  const wait = (ms: number) => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      timer = undefined
      if (document.hidden) dueWhileHidden = true
      else void ask()
    }, ms)
  }
  const ask = (): Promise<void> => {
    if (stopped) return Promise.resolve()
    clearTimeout(timer)
    timer = undefined
    asking ??= solve(last)
      .catch(() => undefined)
      .then((solved) => {
        asking = undefined
        if (stopped) return
        if (solved) {
          failures = 0
          last = solved.challenge
          // Never sooner than a second: a broken answer must not make a busy loop.
          const life = Number.isFinite(solved.expiresInMs) ? solved.expiresInMs : 0
          const renewAt = now() + Math.max(life * RENEW_AT, RENEW_MIN_MS)
          ready = { solved, renewAt }
          wait(Math.max(0, renewAt - now()))
        } else {
          failures += 1
          wait(Math.min(RETRY_FIRST_MS * 2 ** (failures - 1), RETRY_MAX_MS))
        }
        for (const resolve of arrived) resolve()
        arrived.clear()
      })
    return asking
  }
  const onVisible = () => {
    if (document.hidden || !dueWhileHidden) return
    dueWhileHidden = false
    void ask()
  }
  document.addEventListener('visibilitychange', onVisible)

  /** The next answer to a request, or nothing after PROOF_WAIT_MS. */
  const nextAnswer = () =>
    new Promise<void>((resolve) => {
      const late = setTimeout(done, PROOF_WAIT_MS)
      function done() {
        clearTimeout(late)
        arrived.delete(done)
        resolve()
      }
      arrived.add(done)
      void ask()
    })

  return {
    /** The founder touched the form: a proof is asked for, unless one is ready or on its way. */
    start() {
      if (!ready && !asking && !timer && !dueWhileHidden) void ask()
    },
    /**
     * The proof for a post. `reuse` is the proof a post of the same draft carried ("Try again"):
     * sent again while it is not due, else renewed. A due proof waits for a renewal up to
     * PROOF_WAIT_MS, then goes stale (the server's `stale-proof`), or as none at all.
     */
    async take(reuse?: PostProof): Promise<PostProof> {
      if (reuse?.solved && !due(reuse)) return reuse
      if (due(ready)) await nextAnswer()
      const proof = ready && !due(ready) ? ready : (ready ?? reuse ?? {})
      // A ready proof goes to this post only; a stale one is kept until a renewal replaces it.
      if (proof === ready && !due(ready)) {
        ready = undefined
        clearTimeout(timer)
        timer = undefined
      }
      return proof
    },
    stop() {
      stopped = true
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', onVisible)
    },
  }
}

export type ProofKeeper = ReturnType<typeof createProofKeeper>

/**
 * The form's proof keeper, made at the first touch (its solver is in the lazy half) and stopped
 * with the form. `take` gives a post its proof; `take(previous)` is the proof for a resend.
 */
export function useProof(load: () => Promise<LazyHalf>) {
  // Written only by event handlers and effects.
  const keeper = useRef<ProofKeeper>(undefined)
  const ensure = useCallback(() => {
    keeper.current ??= createProofKeeper((previous) =>
      load().then((half) => half.solveProof(previous)),
    )
    return keeper.current
  }, [load])
  useEffect(
    () => () => {
      keeper.current?.stop()
      keeper.current = undefined
    },
    [],
  )
  const start = useCallback(() => ensure().start(), [ensure])
  const take = useCallback(
    async (reuse?: Promise<PostProof>) => ensure().take(reuse ? await reuse : undefined),
    [ensure],
  )
  return { start, take }
}

export type Proof = ReturnType<typeof useProof>
