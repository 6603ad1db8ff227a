import { type RefObject, useEffect, useState } from 'react'

/** Narrower than this, a phone: a form in view is a form being filled. */
const PHONE = '(max-width: 639px)'

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom

/**
 * Whether a floating control (`ref`, drawn even while hidden, so its place is known) may show
 * without covering what the visitor works on (issue 42, WCAG 2.4.11 and 2.4.12): not while a form
 * field has focus, not over the focused element, and on a phone not while a form is in view.
 */
export function useClearOfFocus(ref: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [clear, setClear] = useState(true)
  useEffect(() => {
    if (!active) return
    const phone = window.matchMedia(PHONE)
    let frame = 0
    const check = () => {
      frame = 0
      const own = ref.current
      if (!own) return
      const place = own.getBoundingClientRect()
      const focus = document.activeElement
      const focused = focus instanceof HTMLElement && focus !== document.body && focus !== own
      const formInView =
        phone.matches &&
        [...document.forms].some((form) => {
          const box = form.getBoundingClientRect()
          return box.bottom > 0 && box.top < window.innerHeight && box.height > 0
        })
      setClear(
        !formInView &&
          !(focused && focus.matches('input, textarea, select')) &&
          !(focused && overlaps(place, focus.getBoundingClientRect())),
      )
    }
    const soon = () => {
      frame ||= requestAnimationFrame(check)
    }
    check()
    const events = ['focusin', 'focusout', 'scroll', 'resize'] as const
    for (const event of events) window.addEventListener(event, soon, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      for (const event of events) window.removeEventListener(event, soon)
    }
  }, [ref, active])
  return clear
}
