import { paths } from '@inlet/shared/paths'
import type { RouteDef } from './types'

/**
 * The breadcrumb names of the pages that have pages under them: a trail names its ancestors
 * without loading their pages. Each is the same as that page's own crumb (app/routes.test.ts).
 */
export const ancestorCrumbs: Readonly<Record<string, string>> = {
  [paths.home]: 'Home',
  [paths.partnerships]: 'Partnerships',
  [paths.resources]: 'Resources',
  [paths.contact]: 'Contact',
  [paths.blog]: 'Blog',
}

/** Home, then every named ancestor of the route, then the route itself under its own crumb. */
export function breadcrumbsFor(
  route: Pick<RouteDef, 'path' | 'crumb'>,
): { name: string; path: string }[] {
  const segments = route.path.split('/').filter(Boolean)
  const ancestors = [
    '/',
    ...segments.slice(0, -1).map((_, i) => `/${segments.slice(0, i + 1).join('/')}`),
  ]
  const trail =
    route.path === '/'
      ? []
      : ancestors.flatMap((path) => {
          const name = ancestorCrumbs[path]
          return name ? [{ name, path }] : []
        })
  return [...trail, { name: route.crumb, path: route.path }]
}
