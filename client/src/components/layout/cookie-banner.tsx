import { paths } from '@inlet/shared/paths'
import { useEffect, useState } from 'react'

export const CONSENT_KEY = 'cookie-consent'
export type Consent = 'accepted' | 'declined'

function readConsent(): Consent | null {
  try {
    const value = window.localStorage.getItem(CONSENT_KEY)
    return value === 'accepted' || value === 'declined' ? value : null
  } catch {
    // Storage can be blocked (private modes, strict settings): ask again each visit.
    return null
  }
}

function storeConsent(value: Consent) {
  try {
    window.localStorage.setItem(CONSENT_KEY, value)
  } catch {
    // Blocked storage: the choice holds for this page view only.
  }
}

/** Shown until the visitor accepts or declines; the choice lives in localStorage. */
export function CookieBanner() {
  const [visible, setVisible] = useState(false)
  useEffect(() => setVisible(readConsent() === null), [])
  if (!visible) return null

  const choose = (value: Consent) => {
    storeConsent(value)
    setVisible(false)
  }

  // On a phone it stays under 100 px and beside its text, so the first screen's calls to action
  // remain in view (issue 20).
  return (
    <section
      aria-label="Cookie consent"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white px-4 py-3 shadow-[0_-4px_24px_rgba(8,26,45,0.12)] sm:p-5 print:hidden"
    >
      <div className="mx-auto flex w-full max-w-6xl items-center gap-3 sm:px-8">
        <p className="flex-1 text-xs text-ink sm:text-sm">
          Only the storage this site needs, no tracking cookies.{' '}
          <a href={paths.privacy} className="font-semibold text-tide underline underline-offset-4">
            Privacy Policy
          </a>
        </p>
        <div className="flex flex-wrap items-center justify-end gap-2 sm:gap-3">
          <button
            type="button"
            className="btn-outline min-h-10 px-4 py-2 text-sm text-navy sm:px-6 sm:text-base"
            onClick={() => choose('declined')}
          >
            Decline
          </button>
          <button
            type="button"
            className="btn-primary min-h-10 px-4 py-2 text-sm sm:px-6 sm:text-base"
            onClick={() => choose('accepted')}
          >
            Accept
          </button>
          <button
            type="button"
            className="hidden size-10 items-center justify-center rounded-full text-2xl text-mist hover:bg-slate-100 sm:inline-flex"
            aria-label="Close cookie notice (declines)"
            onClick={() => choose('declined')}
          >
            ×
          </button>
        </div>
      </div>
    </section>
  )
}
