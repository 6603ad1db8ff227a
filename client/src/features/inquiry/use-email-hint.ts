import { type FocusEvent, useState } from 'react'
import type { LazyHalf } from './use-lazy-half'

/**
 * "Did you mean ana@gmail.com?" (`email-typo.ts`): looked up when the founder leaves the email
 * field, with the lazy half; gone when the field changes (`clear`) or the hint is taken
 * (`accept`, which puts it in the field). A hint, never a refusal.
 */
export function useEmailHint<V extends { email: string }>(
  load: () => Promise<LazyHalf>,
  setValues: (next: (current: V) => V) => void,
) {
  const [hint, setHint] = useState<string>()
  const check = (event: FocusEvent<HTMLInputElement>) => {
    const typed = event.target.value
    // A hint is optional: if its code cannot load, the submit reports why.
    load().then((half) => setHint(half.suggestEmail(typed)), ignore)
  }
  const accept = () => {
    if (!hint) return
    setValues((current) => ({ ...current, email: hint }))
    setHint(undefined)
  }
  const clear = () => setHint(undefined)
  return { hint, check, accept, clear }
}

export type EmailHintState = ReturnType<typeof useEmailHint>

/** A load ahead of time may fail quietly: the submit loads again and says what went wrong. */
const ignore = () => {}
