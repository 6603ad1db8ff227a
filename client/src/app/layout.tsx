import { type ReactNode, Suspense, useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'
import { CookieBanner } from '../components/layout/cookie-banner'
import { Footer } from '../components/layout/footer'
import { Header } from '../components/layout/header'
import { ScrollToTopButton } from '../components/layout/scroll-to-top'
import { Toaster } from '../components/ui/toast'
import { isScrolled } from '../hooks/scrolled-state'
import { useSiteLinks } from './site-links'

/** Where the reader was on each entry of this tab's history (by location key), as they scroll. */
function useScrollPositions(key: string) {
  const positions = useRef(new Map<string, number>())
  // Swapped in the commit, before the browser reports the scroll a new page's height causes.
  useLayoutEffect(() => {
    const keep = () => positions.current.set(key, window.scrollY)
    window.addEventListener('scroll', keep, { passive: true })
    return () => window.removeEventListener('scroll', keep)
  }, [key])
  return positions.current
}

const READER = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

/**
 * Scrolls to `top`; a page whose words are still on their way (a region loaded on a client-side
 * navigation) is too short for it yet, so it is scrolled again as it grows, until it is there or
 * the reader moves first.
 */
function scrollBackTo(top: number) {
  const reached = () => {
    window.scrollTo({ top, left: 0, behavior: 'instant' })
    return window.scrollY >= top - 1
  }
  if (reached()) return
  const grown = new ResizeObserver(() => {
    if (reached()) stop()
  })
  const stop = () => {
    grown.disconnect()
    for (const type of READER) window.removeEventListener(type, stop)
  }
  grown.observe(document.body)
  for (const type of READER) window.addEventListener(type, stop, { passive: true })
}

/**
 * A link to another page starts at its top (or at its #anchor), unless the page scrolled there
 * itself (state SCROLLED: the glossary's letters); Back and Forward return the reader where they
 * were on that entry (issue 55), or to its anchor or top when this tab never saw it. The first
 * render is the hydration of the page the browser loaded: where the reader is on it (scrolled,
 * reloaded halfway, at an anchor) is the browser's, and the app's start moves nothing.
 */
function useScrollOnNavigate() {
  const location = useLocation()
  const { pathname, hash, state, key } = location
  const loaded = useRef(location) // the same object until the first navigation
  const back = useNavigationType() === 'POP'
  const positions = useScrollPositions(key)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation, by design
  useLayoutEffect(() => {
    if (location === loaded.current) return
    if (isScrolled(state) && !back) return
    const kept = back ? positions.get(key) : undefined
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null
    if (kept !== undefined) scrollBackTo(kept)
    else if (target) target.scrollIntoView()
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname, hash, key])
}

/**
 * Rendered in the same Suspense boundary as the page: its effect runs once the page itself
 * has hydrated, and marks <html data-hydrated> (the browser tests wait for it).
 */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = ''
  }, [])
  return null
}

export function Layout({ children }: { children: ReactNode }) {
  useScrollOnNavigate()
  useSiteLinks()
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[70] rounded-md bg-navy px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to main content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="pt-20 outline-none">
        <Suspense fallback={<div className="min-h-screen" />}>
          {children}
          <HydrationMark />
        </Suspense>
      </main>
      {/* After the main content in the tab order (issue 42), though fixed at the foot of the
          screen: the skip link and the navigation come first. */}
      <CookieBanner />
      <Footer />
      <ScrollToTopButton />
      <Toaster />
    </>
  )
}
