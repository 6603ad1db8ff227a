import { describe, expect, it } from 'vitest'
import { retryAt } from './retry-after'

const now = Date.UTC(2026, 0, 5, 10, 0, 0)

describe('retryAt', () => {
  it('when Retry-After gives seconds or an HTTP date, then that time', () => {
    expect(retryAt(new Headers({ 'Retry-After': '900' }), now)).toBe(now + 900_000)
    expect(retryAt(new Headers({ 'Retry-After': 'Mon, 05 Jan 2026 10:02:00 GMT' }), now)).toBe(
      now + 120_000,
    )
  })

  it('when only the RateLimit header (draft-8) says it, then its t= seconds', () => {
    const headers = new Headers({ RateLimit: '"1000-in-15min"; r=0; t=897' })
    expect(retryAt(headers, now)).toBe(now + 897_000)
  })

  it('when neither says, or says nonsense, then none', () => {
    expect(retryAt(new Headers(), now)).toBeUndefined()
    expect(retryAt(new Headers({ 'Retry-After': 'soon' }), now)).toBeUndefined()
  })
})
