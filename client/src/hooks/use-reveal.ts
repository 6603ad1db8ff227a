import { type RefObject, useEffect, useRef } from 'react'

export const REVEAL_THRESHOLD = 0.1

/**
 * Marks each element `data-visible` the first time 10% of it is on screen, once; returns the
 * clean-up. The CSS in styles.css does the fade; without JS or with reduced motion nothing is
 * hidden.
 */
export function revealWhenSeen(elements: readonly HTMLElement[]): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    for (const element of elements) element.dataset.visible = ''
    return () => {}
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        ;(entry.target as HTMLElement).dataset.visible = ''
        observer.unobserve(entry.target)
      }
    },
    { threshold: REVEAL_THRESHOLD },
  )
  for (const element of elements) observer.observe(element)
  return () => observer.disconnect()
}

/** The ref'd element fades in the first time it scrolls into view (revealWhenSeen). */
export function useReveal<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null)
  useEffect(() => {
    const element = ref.current
    return element ? revealWhenSeen([element]) : undefined
  }, [])
  return ref
}
