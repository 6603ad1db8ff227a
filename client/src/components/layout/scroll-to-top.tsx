/**
 * Back to the top, markup only: /boot.js shows it past 300 px (<html data-far>), steps it aside
 * while it would cover what the visitor works on (data-aside: a focused field or element, a form
 * in view on a phone) and scrolls up when it is pressed, before and without the app
 * (docs/decisions/065). 48 px at any text size, and above the cookie banner while that shows (its
 * height is --cookie-banner).
 */
export function ScrollToTopButton() {
  return (
    <button
      id="scroll-to-top"
      type="button"
      aria-label="Scroll to top"
      className="fixed right-[20px] bottom-[max(96px,calc(var(--cookie-banner,0px)+16px))] z-30 hidden size-[48px] items-center justify-center rounded-full bg-navy text-white shadow-lg hover:bg-tide in-data-far:inline-flex data-aside:invisible print:hidden"
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
