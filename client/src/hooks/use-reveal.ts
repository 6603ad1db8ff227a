import { type RefObject, useEffect, useRef } from 'react'

export const REVEAL_THRESHOLD = 0.1

/**
 * Marks the element `data-visible` the first time 10% of it is on screen, once.
 * The CSS in styles.css does the fade; without JS or with reduced motion nothing is hidden.
 */
export function useReveal<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null)
  useEffect(() => {
    const element = ref.current
    if (!element) return
    if (typeof IntersectionObserver === 'undefined') {
      element.dataset.visible = ''
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          element.dataset.visible = ''
          observer.disconnect()
        }
      },
      { threshold: REVEAL_THRESHOLD },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return ref
}
