import { COMMON_MAIL_DOMAINS } from '@inlet/shared/mail-domains'

const COMMON_DOMAINS: readonly string[] = COMMON_MAIL_DOMAINS

/** Edits between two strings, a swap of two neighbours counting as one (optimal string alignment). */
function distance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  )
  const at = (i: number, j: number) => rows[i]?.[j] ?? Number.POSITIVE_INFINITY
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1)
      }
      const row = rows[i]
      if (row) row[j] = best
    }
  }
  return at(a.length, b.length)
}

/**
 * "ana@gmial.com" → "ana@gmail.com": the address with its domain corrected when the domain is
 * one edit away from a common one; otherwise undefined. A hint, never a refusal.
 */
export function suggestEmail(email: string): string | undefined {
  const value = email.trim()
  const at = value.lastIndexOf('@')
  if (at < 1) return undefined
  const domain = value.slice(at + 1).toLowerCase()
  if (domain === '' || COMMON_DOMAINS.includes(domain)) return undefined
  const match = COMMON_DOMAINS.find((common) => distance(domain, common) === 1)
  return match ? `${value.slice(0, at)}@${match}` : undefined
}
