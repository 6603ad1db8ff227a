import { createContext, useContext } from 'react'
import type { RouteDef } from './routes'

export const RouteContext = createContext<RouteDef | null>(null)

/** The manifest entry of the page being rendered. */
export function useRoute(): RouteDef {
  const route = useContext(RouteContext)
  if (!route) throw new Error('useRoute() is only available inside a registered route')
  return route
}
