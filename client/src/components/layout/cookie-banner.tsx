import { paths } from '@inlet/shared/paths'

/** The key /boot.js and the head's inline script (client/index.html) keep the choice under. */
export const CONSENT_KEY = 'cookie-consent'

/** The banner's words: on a phone one line (the banner stays under 15 % of a 320×568 screen). */
const bannerWords = {
  phone: 'Either choice only hides this.',
  wide: 'This site sets no cookies and tracks no one. Accept or Decline only hides this notice, and your browser keeps the choice.',
  privacy: 'Privacy Policy',
  decline: 'Decline',
  accept: 'Accept',
  close: 'Close cookie notice (declines)',
} as const

/**
 * The cookie banner, markup only: it is the page's from the first paint, before and without the
 * app (issue 55). The head's inline script shows it while no choice is stored; /boot.js works its
 * buttons (data-consent), Escape and the room it keeps at the foot of the page, so the app's
 * start changes nothing about it.
 */
export function CookieBanner() {
  // On a phone it is two short rows, under 15 % of a 320×568 screen, so the first screen's calls
  // to action remain in view (issues 20 and 33).
  return (
    <section
      id="cookie-banner"
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
            data-consent="declined"
            className="btn-outline min-h-10 px-4 py-2 text-sm text-navy sm:px-6 sm:text-base"
          >
            {bannerWords.decline}
          </button>
          <button
            type="button"
            data-consent="accepted"
            className="btn-primary min-h-10 px-4 py-2 text-sm sm:px-6 sm:text-base"
          >
            {bannerWords.accept}
          </button>
          <button
            type="button"
            data-consent="declined"
            className="inline-flex size-10 items-center justify-center rounded-full text-2xl text-mist hover:bg-slate-100"
            aria-label={bannerWords.close}
          >
            ×
          </button>
        </div>
      </div>
    </section>
  )
}
