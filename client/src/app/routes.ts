import { paths } from '@inlet/shared/paths'
import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import { contactMeta } from '../content/contact-meta'

/**
 * The route manifest: the router, the prerender, sitemap.xml, breadcrumbs and the route
 * tests all read this list. A page that is not here does not exist.
 */
export interface RouteDef {
  path: string
  page: LazyExoticComponent<ComponentType>
  title: string
  description: string
  /** Name of the page in breadcrumbs. */
  crumb: string
  /** As printed on the page ("October 20, 2025"). */
  lastUpdated?: string
  /** Listed in sitemap.xml (false for noindex pages). */
  sitemap: boolean
  noindex?: boolean
}

export const routes: readonly RouteDef[] = [
  {
    path: paths.home,
    page: lazy(() => import('../pages/home')),
    title: 'Inlet Ventures | Startup Studio & Venture Partner in Jupiter, FL',
    description:
      'Seed funding, strategic mentoring, software development and patent strategy for founders with traction. A startup studio and venture firm in Jupiter, Florida.',
    crumb: 'Home',
    lastUpdated: 'October 20, 2025',
    sitemap: true,
  },
  {
    path: paths.contact,
    page: lazy(() => import('../pages/contact')),
    ...contactMeta,
    crumb: 'Contact',
    sitemap: true,
  },
  {
    path: paths.thankYou,
    page: lazy(() => import('../pages/thank-you')),
    title: 'Thank You | Inlet Ventures',
    description:
      'Your message reached Inlet Ventures. A partner will reply personally; here is what happens next and what to read while you wait.',
    crumb: 'Thank You',
    sitemap: false,
    noindex: true,
  },
]

export const notFoundRoute = {
  title: 'Page Not Found | Inlet Ventures',
  description: 'The page you were looking for is not here. Find your way back to Inlet Ventures.',
} as const

export function findRoute(path: string): RouteDef | undefined {
  return routes.find((route) => route.path === path)
}

/** Home, then every registered ancestor of the path, then the page itself. */
export function breadcrumbsFor(path: string): { name: string; path: string }[] {
  const segments = path.split('/').filter(Boolean)
  const prefixes = ['/', ...segments.map((_, i) => `/${segments.slice(0, i + 1).join('/')}`)]
  return prefixes.flatMap((prefix) => {
    const route = findRoute(prefix)
    return route ? [{ name: route.crumb, path: route.path }] : []
  })
}
