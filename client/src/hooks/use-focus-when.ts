import { useEffect, useRef } from 'react'

/**
 * Focuses the element each time `when` changes to something truthy (a new failure, a success),
 * and brings it into view without covering it (the cookie banner's scroll padding holds): the
 * one announcement of a form's outcome is the element a screen reader lands on (issue 42).
 */
export function useFocusWhen<T extends HTMLElement>(when: unknown) {
  const ref = useRef<T>(null)
  useEffect(() => {
    if (!when || !ref.current) return
    ref.current.focus({ preventScroll: true })
    ref.current.scrollIntoView({ block: 'nearest' })
  }, [when])
  return ref
}
