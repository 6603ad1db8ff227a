import { site } from '@inlet/shared/site'

/**
 * The wordmark: a wave over a horizon, drawn inline so it costs no request. A mark, not running
 * text: on a phone with large text it stays small enough that "Ventures" fits its line.
 */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  const text = tone === 'dark' ? 'text-navy' : 'text-white'
  return (
    <span
      className={`inline-flex items-center gap-2 font-display text-[min(1.25rem,6.5vw)] font-bold ${text}`}
    >
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#0f766e" />
        <path
          d="M5 19c3.5-4 7-4 10.5 0s7 4 11.5 0"
          fill="none"
          stroke="#fff"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
        <path
          d="M5 24c3.5-3 7-3 10.5 0s7 3 11.5 0"
          fill="none"
          stroke="#f2a541"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
        <circle cx="21" cy="11" r="3.5" fill="#f2a541" />
      </svg>
      {site.name}
    </span>
  )
}
