import { type ReactNode, Suspense, useEffect, useLayoutEffect, useRef } from 'react'
import { useLocation, useNavigationType } from 'react-router-dom'
import { CookieBanner } from '../components/layout/cookie-banner'
import { Footer } from '../components/layout/footer'
import { Header } from '../components/layout/header'
import { ScrollToTopButton } from '../components/layout/scroll-to-top'
import { Toaster } from '../components/ui/toast'
import { isScrolled } from '../hooks/scrolled-state'
import { useSiteLinks } from './site-links'

/**
 * Every navigation starts at the top of the new page (or at its #anchor), unless the page
 * scrolled there itself (state SCROLLED: the glossary's letters). The first render is the
 * hydration of the page the browser loaded: where the reader is on it (scrolled, reloaded
 * halfway, at an anchor) is the browser's, and the app's start moves nothing (issue 55).
 */
function useScrollOnNavigate() {
  const location = useLocation()
  const { pathname, hash, state } = location
  const loaded = useRef(location) // the same object until the first navigation
  const back = useNavigationType() === 'POP' // Back and Forward go to the anchor again
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation, by design
  useLayoutEffect(() => {
    if (location === loaded.current) return
    if (isScrolled(state) && !back) return
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null
    if (target) target.scrollIntoView()
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname, hash])
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
