import { paths } from '@inlet/shared/paths'

/**
 * One route's plain data. Each page's entry sits in that page's own content module, so the
 * browser loads a route's head data with its page chunk; content/routes.ts lists them all
 * for the prerender, sitemap.xml and the tests (docs/decisions/019).
 */
export interface RouteDef {
  path: string
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

/** Every page's name in breadcrumbs (an article's is its title). */
export const crumbNames = {
  [paths.home]: 'Home',
  [paths.partnerships]: 'Partnerships',
  [paths.fintech]: 'Fintech Ventures',
  [paths.aiml]: 'AI & ML Startups',
  [paths.saas]: 'SaaS Companies',
  [paths.ip]: 'IP Development',
  [paths.about]: 'About',
  [paths.resources]: 'Resources',
  [paths.glossary]: 'Glossary',
  [paths.privacy]: 'Privacy Policy',
  [paths.terms]: 'Terms of Use',
  [paths.contact]: 'Contact',
  [paths.thankYou]: 'Thank You',
  [paths.blog]: 'Blog',
} as const

/** Home, then every named ancestor of the route, then the route itself under its own crumb. */
export function breadcrumbsFor(
  route: Pick<RouteDef, 'path' | 'crumb'>,
): { name: string; path: string }[] {
  const names: Readonly<Record<string, string>> = crumbNames
  const segments = route.path.split('/').filter(Boolean)
  const ancestors = [
    '/',
    ...segments.slice(0, -1).map((_, i) => `/${segments.slice(0, i + 1).join('/')}`),
  ]
  const trail =
    route.path === '/'
      ? []
      : ancestors.flatMap((path) => {
          const name = names[path]
          return name ? [{ name, path }] : []
        })
  return [...trail, { name: route.crumb, path: route.path }]
}
