import type { Challenge } from 'altcha-lib'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SolvedProof } from './proof'
import { createProofKeeper, PROOF_WAIT_MS, proofParts } from './use-proof'

/** A challenge as the server hands it out, named so the test can follow the renewals. */
const challenge = (name: string) => ({ parameters: { nonce: name } }) as unknown as Challenge
const solved = (name: string, expiresInMs = 30 * 60_000): SolvedProof => ({
  altcha: name,
  challenge: challenge(name),
  expiresInMs,
})

/** A solver whose answers the test gives one by one; `previous` of each call is kept. */
function fakeSolver() {
  const asked: Array<{ previous: string | undefined; answer: (proof?: SolvedProof) => void }> = []
  const solve = vi.fn(
    (previous?: Challenge) =>
      new Promise<SolvedProof | undefined>((resolve) => {
        const nonce = (previous?.parameters as { nonce?: string } | undefined)?.nonce
        asked.push({ previous: nonce, answer: resolve })
      }),
  )
  const answer = async (proof?: SolvedProof) => {
    asked.at(-1)?.answer(proof)
    await vi.advanceTimersByTimeAsync(0)
  }
  return { solve, asked, answer }
}

let hidden = false
beforeEach(() => {
  vi.useFakeTimers()
  hidden = false
  vi.spyOn(document, 'hidden', 'get').mockImplementation(() => hidden)
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('the proof keeper', () => {
  it('when 80 % of a challenge’s life has passed, then it is renewed from the one before; while the page is hidden it waits, and asks as the page shows again', async () => {
    const { solve, asked, answer } = fakeSolver()
    const keeper = createProofKeeper(solve)
    keeper.start()
    await answer(solved('first', 10_000))
    await vi.advanceTimersByTimeAsync(7_999)
    expect(asked).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(asked.map(({ previous }) => previous)).toEqual([undefined, 'first'])
    await answer(solved('second', 10_000))

    hidden = true
    await vi.advanceTimersByTimeAsync(60_000)
    expect(asked).toHaveLength(2) // nothing asked while hidden
    hidden = false
    document.dispatchEvent(new Event('visibilitychange'))
    expect(asked.map(({ previous }) => previous)).toEqual([undefined, 'first', 'second'])
    await answer(solved('third', 10_000))
    expect(await keeper.take()).toMatchObject({ solved: { altcha: 'third' } })
    keeper.stop()
  })

  it('when challenges fail, then they are asked again after 1, 2, 4 … s, never more than a minute apart, and a send meanwhile waits at most 10 s, then says none could be had', async () => {
    const { solve, asked, answer } = fakeSolver()
    const keeper = createProofKeeper(solve)
    keeper.start()
    const gaps: number[] = []
    for (let i = 0; i < 9; i++) {
      await answer(undefined)
      const before = Date.now()
      while (asked.length < i + 2) await vi.advanceTimersByTimeAsync(1_000)
      gaps.push(Date.now() - before)
    }
    expect(gaps).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000])

    const sent = keeper.take()
    await vi.advanceTimersByTimeAsync(PROOF_WAIT_MS)
    const proof = await sent
    expect(proof).toEqual({})
    expect(proofParts(proof)).toEqual({ fields: {}, headers: { 'Proof-Unavailable': '1' } })
    keeper.stop()
  })

  it('when a resend (“Try again”) comes after its proof fell due, then it carries a renewed one; before that, the same one', async () => {
    const { solve, asked, answer } = fakeSolver()
    const keeper = createProofKeeper(solve)
    keeper.start()
    await answer(solved('first', 10_000))
    const first = await keeper.take()
    expect(first.solved?.altcha).toBe('first')
    expect(await keeper.take(first)).toBe(first)

    await vi.advanceTimersByTimeAsync(8_000) // due; nothing renews a proof a post holds
    expect(asked).toHaveLength(1)
    const again = keeper.take(first)
    await vi.advanceTimersByTimeAsync(0)
    expect(asked.map(({ previous }) => previous)).toEqual([undefined, 'first'])
    await answer(solved('renewed', 10_000))
    expect((await again).solved?.altcha).toBe('renewed')
  })

  it('when a due proof cannot be renewed in 10 s, then the post carries it all the same (the server’s stale-proof)', async () => {
    const { solve, answer } = fakeSolver()
    const keeper = createProofKeeper(solve)
    keeper.start()
    await answer(solved('first', 10_000))
    await vi.advanceTimersByTimeAsync(9_000)
    const sent = keeper.take()
    await vi.advanceTimersByTimeAsync(PROOF_WAIT_MS)
    expect((await sent).solved?.altcha).toBe('first')
    keeper.stop()
  })
})
