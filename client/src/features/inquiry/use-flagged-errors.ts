import type { InquiryInput } from '@inlet/shared/inquiry'
import { useState } from 'react'
import type { LazyHalf } from './use-lazy-half'

type Errors = Partial<Record<string, string>>

/**
 * The errors a submit flagged, per field (docs/decisions/025): a field's error shows as it
 * stands now, and goes as soon as the field is fixed; a field the submit did not flag shows
 * none. `flagged` is a new list at each submit with errors: the summary takes focus then.
 */
export function useFlaggedErrors(rules: LazyHalf | undefined, payload: () => InquiryInput) {
  const [flagged, setFlagged] = useState<readonly string[]>([])
  const now = rules && flagged.length > 0 ? rules.parseInquiry(payload()) : undefined
  const current: Errors = now && !now.ok ? now.errors : {}
  const errors: Errors = Object.fromEntries(
    flagged.flatMap((field) => (current[field] ? [[field, current[field]]] : [])),
  )
  /** A submit's verdict: the fields to flag, none when it passed. */
  const flag = (verdict: { ok: true } | { ok: false; errors: Errors }) =>
    setFlagged(verdict.ok ? [] : Object.keys(verdict.errors))
  return { flagged, errors, flag }
}
