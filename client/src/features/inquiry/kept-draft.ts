import { useCallback, useEffect, useRef } from 'react'
import { useTypedBeforeHydration } from './typed-before-hydration'
import type { Draft } from './use-draft'

/** Where a form's draft is kept: one per address the form is on, for this tab only. */
export const draftKeyOf = (address: string) => `inquiry-draft:${address}`

function readDraft<V>(key: string): Partial<V> | undefined {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? 'null') ?? undefined
  } catch {
    return undefined // storage blocked or a damaged draft: the form starts empty
  }
}

/** Stores the values; `undefined` (the inquiry is accepted) or a form left empty removes them. */
export function storeDraft(key: string, values: Record<string, string> | undefined) {
  try {
    if (values && Object.values(values).some((value) => value !== ''))
      sessionStorage.setItem(key, JSON.stringify(values))
    else sessionStorage.removeItem(key)
  } catch {
    // Storage full or blocked: the form still works, the draft is just not kept.
  }
}

/**
 * A form's draft (both forms, docs/decisions/026): it comes back after a reload, a Back or a
 * crash of the tab, and is kept as it changes. What was typed before the script ran
 * (typed-before-hydration.ts) is newer than the draft: it wins, and the draft fills the rest.
 * `shown` says whether `key` is the draft of the address the browser shows (a /contact page is
 * hydrated without its query; its draft waits for the query). A draft put back calls `restored`
 * (the proof of work starts: the typing time counts from then). Returns the ref for the `<form>`.
 */
export function useKeptDraft<V extends Record<string, string>>(
  key: string,
  shown: () => boolean,
  { values, setValues }: Draft<V>,
  restored: () => void,
) {
  const restore = useCallback(
    (kept: Partial<V>) => {
      restored()
      setValues((current) => ({ ...current, ...kept }))
    },
    [restored, setValues],
  )
  const typedEarly = useRef<Partial<V>>({})
  const form = useTypedBeforeHydration(values, (typed) => {
    typedEarly.current = typed
    restore(typed)
  })

  // The store runs before the read: the values of the commit that reads the draft are not yet
  // merged with it, so they are not written; nothing is written until the values change.
  const draftRead = useRef<string>(undefined)
  useEffect(() => {
    if (draftRead.current === key) storeDraft(key, values)
  }, [key, values])
  useEffect(() => {
    if (draftRead.current === key || !shown()) return
    draftRead.current = key
    const kept = { ...readDraft<V>(key), ...typedEarly.current }
    typedEarly.current = {}
    if (Object.keys(kept).length > 0) restore(kept)
  }, [key, shown, restore])

  return form
}
