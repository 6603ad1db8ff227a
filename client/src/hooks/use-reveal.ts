import { type RefObject, useEffect, useRef } from 'react'

export const REVEAL_THRESHOLD = 0.1

/**
 * Fades each element in the first time 10% of it is on screen, once; returns the clean-up.
 * Nothing is hidden before this runs (a page whose script never arrives stays whole): the
 * observer's first report hides only what is out of view (`data-waiting`), and what is already
 * on screen stays as painted. Seen, an element is marked `data-visible` and the CSS in
 * styles.css fades it in; with reduced motion nothing is hidden.
 */
export function revealWhenSeen(all: readonly HTMLElement[]): () => void {
  // What the loaded document held, /boot.js reveals from the first paint (docs/decisions/065):
  // an element it has seen carries data-waiting or data-visible already.
  const elements = all.filter(
    (element) => element.dataset.waiting === undefined && element.dataset.visible === undefined,
  )
  if (typeof IntersectionObserver === 'undefined') {
    for (const element of elements) element.dataset.visible = ''
    return () => {}
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const element = entry.target as HTMLElement
        if (element.dataset.visible !== undefined) {
          observer.unobserve(element) // revealed by /boot.js meanwhile: once is once
          continue
        }
        if (!entry.isIntersecting) {
          element.dataset.waiting = ''
          continue
        }
        delete element.dataset.waiting
        element.dataset.visible = ''
        observer.unobserve(element)
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
