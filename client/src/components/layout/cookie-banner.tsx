import { paths } from '@inlet/shared/paths'
import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'

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

  return (
    <section
      aria-label="Cookie consent"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white p-4 shadow-[0_-4px_24px_rgba(8,26,45,0.12)] sm:p-5"
    >
      <div className="container-page flex flex-col gap-4 sm:flex-row sm:items-center">
        <p className="flex-1 text-sm text-ink">
          We use only the storage this site needs to work and to remember this choice: no
          advertising or tracking cookies. Read our{' '}
          <Link to={paths.privacy} className="font-semibold text-tide underline underline-offset-4">
            Privacy Policy
          </Link>
          .
        </p>
        <div className="flex shrink-0 items-center gap-3">
          <button
            type="button"
            className="btn-outline min-h-10 py-2 text-navy"
            onClick={() => choose('declined')}
          >
            Decline
          </button>
          <button
            type="button"
            className="btn-primary min-h-10 py-2"
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
