import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router-dom'
import { isSitePath } from './pages'

/**
 * One delegated click handler for every link on the site, drawn by React or adopted from the
 * document (docs/decisions/021, 038): a plain left click on a link to one of the site's pages
 * goes through the router instead of loading the page again. Links are plain `<a href>`, with
 * no per-link hooks to run when a page hydrates. Modified clicks (new tab, new window), links
 * with a target or a download, other sites, and paths that are not pages (the RSS feed, an
 * unknown address, which the server answers with its 404 page) keep the browser's behaviour,
 * as do a jump within the page (#faq) and a click a handler of its own has already handled.
 */
export function useSiteLinks() {
  // One listener for the page's life, added once: the router's navigate changes with every
  // navigation, and listeners added later would run before it.
  const navigate = useNavigate()
  const latest = useRef(navigate)
  useEffect(() => {
    latest.current = navigate
  })
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return
      const link = (event.target as Element | null)?.closest?.('a[href]')
      if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download'))
        return
      const url = new URL(link.href)
      const here = window.location
      if (url.origin !== here.origin || !isSitePath(url.pathname)) return
      // A jump within this page (#faq) is the browser's own.
      if (url.hash && url.pathname === here.pathname && url.search === here.search) return
      event.preventDefault()
      latest.current(url.pathname + url.search + url.hash)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])
}
