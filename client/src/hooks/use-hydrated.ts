import { useMemo, useSyncExternalStore } from 'react'
import { useLocation } from 'react-router-dom'

const subscribe = () => () => {}

/**
 * False while React hydrates prerendered HTML, true afterwards (and on client navigations).
 * What only the browser knows waits for it, so the first client render matches the static page.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}

/**
 * The address's query: empty while React hydrates (a prerendered page is drawn without one),
 * the router's afterwards. React draws the page a second time after hydrating only when the two
 * differ, so an address without a query hydrates in one pass (docs/decisions/039).
 */
export function useHydratedSearchParams(): URLSearchParams {
  const { search } = useLocation()
  const current = useSyncExternalStore(
    subscribe,
    () => search,
    () => '',
  )
  return useMemo(() => new URLSearchParams(current), [current])
}

/** The address's hash ('#…'): empty while React hydrates, as the query is, the router's afterwards. */
export function useHydratedHash(): string {
  const { hash } = useLocation()
  return useSyncExternalStore(
    subscribe,
    () => hash,
    () => '',
  )
}
