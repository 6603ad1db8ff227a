import { useScrolledPast } from '../../hooks/use-scrolled-past'

export const SCROLL_TOP_THRESHOLD = 300

export function ScrollToTopButton() {
  const visible = useScrolledPast(SCROLL_TOP_THRESHOLD)
  if (!visible) return null
  return (
    <button
      type="button"
      aria-label="Scroll to top"
      onClick={() => {
        const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
        window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'instant' })
      }}
      className="fixed right-5 bottom-24 z-30 print:hidden inline-flex size-12 items-center justify-center rounded-full bg-navy text-white shadow-lg hover:bg-tide"
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
