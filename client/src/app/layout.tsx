import { type ReactNode, Suspense, useEffect, useLayoutEffect } from 'react'
import { useLocation } from 'react-router-dom'
import { CookieBanner } from '../components/layout/cookie-banner'
import { Footer } from '../components/layout/footer'
import { Header } from '../components/layout/header'
import { ScrollToTopButton } from '../components/layout/scroll-to-top'
import { Toaster } from '../components/ui/toast'
import { useSiteLinks } from './site-links'

/** Every navigation starts at the top of the new page (or at its #anchor). */
function useScrollOnNavigate() {
  const { pathname, hash } = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation, by design
  useLayoutEffect(() => {
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
      {/* First after the skip link in the tab order (issue 20); it is fixed at the bottom. */}
      <CookieBanner />
      <Header />
      <main id="main" tabIndex={-1} className="pt-20 outline-none">
        <Suspense fallback={<div className="min-h-screen" />}>
          {children}
          <HydrationMark />
        </Suspense>
      </main>
      <Footer />
      <ScrollToTopButton />
      <Toaster />
    </>
  )
}
