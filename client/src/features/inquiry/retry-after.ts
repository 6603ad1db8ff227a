/**
 * When a refused send can work again (issue 42): a 429 or 503 says so in `Retry-After` (seconds
 * or an HTTP date; the server's rate limit and nginx's both send it) or, failing that, in the
 * rate limit's `RateLimit` header (`…; t=<seconds>`, draft-8). The time, as epoch ms, or
 * undefined when the answer names none.
 */
export function retryAt(headers: Headers, now = Date.now()): number | undefined {
  const after = headers.get('Retry-After')?.trim()
  if (after && /^\d+$/.test(after)) return now + Number(after) * 1000
  const date = after ? Date.parse(after) : Number.NaN
  if (!Number.isNaN(date)) return Math.max(date, now)
  const reset = headers.get('RateLimit')?.match(/(?:^|;)\s*t=(\d+)/)
  return reset ? now + Number(reset[1]) * 1000 : undefined
}
