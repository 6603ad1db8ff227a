import { PROOF_FIELD } from '@inlet/shared/inquiry-fields'
import { useCallback, useRef } from 'react'
import type { LazyHalf } from './use-lazy-half'

/** How long a send waits for the proof before it goes without (the server then decides). */
const PROOF_WAIT_MS = 10_000

/** The proof as the post's `altcha` field once solved, or no field after `PROOF_WAIT_MS`. */
export async function withProof(proof: Promise<string | undefined>) {
  let timer: number | undefined
  const late = new Promise<undefined>((resolve) => {
    timer = window.setTimeout(resolve, PROOF_WAIT_MS)
  })
  const altcha = await Promise.race([proof, late])
  clearTimeout(timer)
  return altcha ? { [PROOF_FIELD]: altcha } : {}
}

/**
 * The proof of work for the next post (docs/decisions/047), solving in the lazy half's worker
 * since the founder first touched the form (or a draft came back): the server times the typing
 * from its challenge. `start` does nothing while one is under way or ready; `take` hands it to
 * a post, and the next post gets a new one (each counts once).
 */
export function useProof(load: () => Promise<LazyHalf>) {
  // Written only by event handlers and effects.
  const proof = useRef<Promise<string | undefined>>(undefined)
  const start = useCallback(() => {
    proof.current ??= load().then(
      (half) => half.solveProof(),
      () => undefined, // the submit loads again and says why
    )
  }, [load])
  const take = useCallback(() => {
    start()
    const taken = proof.current as Promise<string | undefined>
    proof.current = undefined
    return taken
  }, [start])
  return { start, take }
}

export type Proof = ReturnType<typeof useProof>
