import { useRef } from 'react'
import { useClearOfFocus } from '../../hooks/use-clear-of-focus'
import { useScrolledPast } from '../../hooks/use-scrolled-past'

export const SCROLL_TOP_THRESHOLD = 300

/**
 * Back to the top, after 300 px of scrolling. It never covers what the visitor works on (issue
 * 42): it steps aside (hidden, out of the tab order) while a form field has focus, while it would
 * cover the focused element, and on a phone while a form is in view. 48 px at any text size, and
 * above the cookie banner while that shows (its height is --cookie-banner).
 */
export function ScrollToTopButton() {
  const past = useScrolledPast(SCROLL_TOP_THRESHOLD)
  const button = useRef<HTMLButtonElement>(null)
  const clear = useClearOfFocus(button, past)
  if (!past) return null
  return (
    <button
      ref={button}
      type="button"
      aria-label="Scroll to top"
      onClick={() => {
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'instant' })
      }}
      className={`fixed right-[20px] bottom-[max(96px,calc(var(--cookie-banner,0px)+16px))] z-30 print:hidden inline-flex size-[48px] items-center justify-center rounded-full bg-navy text-white shadow-lg hover:bg-tide ${clear ? '' : '[visibility:hidden]'}`}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M12 19V5M5 12l7-7 7 7"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
    </button>
  )
}
