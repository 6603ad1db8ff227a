import { paths } from '@inlet/shared/paths'
import { useEffect, useRef, useState } from 'react'

export const CONSENT_KEY = 'cookie-consent'

/** The banner's words: on a phone one line (the banner stays under 15 % of a 320×568 screen). */
const bannerWords = {
  phone: 'Either choice only hides this.',
  wide: 'This site sets no cookies and tracks no one. Accept or Decline only hides this notice, and your browser keeps the choice.',
  privacy: 'Privacy Policy',
  decline: 'Decline',
  accept: 'Accept',
} as const
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

/**
 * Shown until the visitor accepts or declines; the choice lives in localStorage. Escape (in
 * the banner, or with nothing focused) or the × declines. While it shows, the page reserves its
 * height at the foot, so it never hides the element that has focus.
 */
export function CookieBanner() {
  const [visible, setVisible] = useState(false)
  const banner = useRef<HTMLElement>(null)
  useEffect(() => setVisible(readConsent() === null), [])

  useEffect(() => {
    const element = banner.current
    if (!visible || !element) return
    // Set here rather than in the stylesheet, which every page carries (inline when it fits).
    const { documentElement: root, body } = document
    const reserve = () => {
      // Rounded up: a fraction of a pixel left out would leave a focused control's edge under it.
      const height = `${Math.ceil(element.getBoundingClientRect().height)}px`
      body.style.paddingBottom = height // the page's last lines can scroll clear of it
      root.style.scrollPaddingBottom = height // focus scrolling stops above it (WCAG C43)
      root.style.setProperty('--cookie-banner', height) // the scroll-to-top button stays above it
    }
    reserve()
    const observer = new ResizeObserver(reserve)
    observer.observe(element)
    const onKey = (event: KeyboardEvent) => {
      // From the banner, or from no control in particular: another control's Escape (the open
      // menu's) is that control's.
      const focus = document.activeElement
      const ours = !focus || focus === document.body || element.contains(focus)
      if (event.key !== 'Escape' || event.defaultPrevented || !ours) return
      storeConsent('declined')
      setVisible(false)
    }
    // The browser leaves a focused element that is partly in view where it is: one half under
    // the banner is brought up clear of it (WCAG 2.4.12; the scroll padding holds the margin).
    const onFocus = (event: FocusEvent) => {
      const target = event.target
      if (!(target instanceof Element) || element.contains(target)) return
      if (target.getBoundingClientRect().bottom > element.getBoundingClientRect().top)
        target.scrollIntoView({ block: 'nearest' })
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('focusin', onFocus)
    return () => {
      observer.disconnect()
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('focusin', onFocus)
      body.style.removeProperty('padding-bottom')
      root.style.removeProperty('scroll-padding-bottom')
      root.style.removeProperty('--cookie-banner')
    }
  }, [visible])

  if (!visible) return null

  const choose = (value: Consent) => {
    storeConsent(value)
    setVisible(false)
  }

  // On a phone it is two short rows, under 15 % of a 320×568 screen, so the first screen's calls
  // to action remain in view (issues 20 and 33).
  return (
    <section
      ref={banner}
      aria-label="Cookie consent"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white px-4 py-2 shadow-[0_-4px_24px_rgba(8,26,45,0.12)] sm:p-5 print:hidden"
    >
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-2 sm:gap-3 sm:px-8 md:flex-row md:items-center">
        {/* What the choice governs, truthfully (issue 42): nothing but this notice. The site sets
            no cookies and tracks no one either way (the Privacy Policy's "Cookies and Local
            Storage"); the choice is kept in localStorage only so the notice stays away. */}
        <p className="flex-1 text-xs text-ink sm:text-sm">
          <span className="sm:hidden">{bannerWords.phone} </span>
          <span className="hidden sm:inline">{bannerWords.wide} </span>
          <a href={paths.privacy} className="font-semibold text-tide underline underline-offset-4">
            {bannerWords.privacy}
          </a>
        </p>
        <div className="flex flex-wrap items-center justify-end gap-2 sm:gap-3">
          <button
            type="button"
            className="btn-outline min-h-10 px-4 py-2 text-sm text-navy sm:px-6 sm:text-base"
            onClick={() => choose('declined')}
          >
            {bannerWords.decline}
          </button>
          <button
            type="button"
            className="btn-primary min-h-10 px-4 py-2 text-sm sm:px-6 sm:text-base"
            onClick={() => choose('accepted')}
          >
            {bannerWords.accept}
          </button>
          <button
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-full text-2xl text-mist hover:bg-slate-100"
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
