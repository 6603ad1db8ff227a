import { describe, expect, it } from 'vitest'
import { backoffMs } from './delivery.ts'

describe('backoff', () => {
  it('when attempts grow, then the wait doubles up to the cap, within ±20 % jitter', () => {
    const policy = { baseMs: 1000, maxMs: 8000, windowMs: 1 }
    expect([1, 2, 3, 4, 5, 9].map((n) => backoffMs(n, policy, () => 0.5))).toEqual([
      1000, 2000, 4000, 8000, 8000, 8000,
    ])
    expect(backoffMs(1, policy, () => 0)).toBe(800)
    expect(backoffMs(1, policy, () => 1)).toBe(1200)
  })
})
