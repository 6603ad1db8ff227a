import { useCallback, useState } from 'react'

/** What the form holds, and its revision: it counts the changes, so a resend can be told apart. */
interface Revised<V> {
  values: V
  revision: number
}

/**
 * The form's values and their revision. Every change is a new revision, so the next post goes
 * under a new Idempotency-Key (`useSendInquiry`); setting the values to what they are is none.
 */
export function useDraft<V extends Record<string, string>>(initial: V) {
  const [draft, setDraft] = useState<Revised<V>>({ values: initial, revision: 0 })
  const setValues = useCallback((next: V | ((current: V) => V)) => {
    setDraft((current) => {
      const values = typeof next === 'function' ? next(current.values) : next
      return values === current.values ? current : { values, revision: current.revision + 1 }
    })
  }, [])
  return { values: draft.values, revision: draft.revision, setValues }
}

export type Draft<V extends Record<string, string>> = ReturnType<typeof useDraft<V>>
