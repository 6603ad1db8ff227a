import { postIndex } from 'virtual:post-index'
import { aboutRoute } from './about'
import { articleRoute } from './article'
import { blogRoute } from './blog'
import { contactRoute } from './contact-meta'
import { glossaryRoute } from './glossary'
import { homeRoute } from './home'
import { ipRoute } from './ip'
import { privacyRoute, termsRoute } from './legal'
import { partnershipsRoute } from './partnerships'
import { resourcesRoute } from './resources'
import { type RouteDef, breadcrumbsFor as trailOf } from './route'
import { thankYouRoute } from './thank-you'
import { route as aimlRoute } from './verticals/aiml'
import { route as fintechRoute } from './verticals/fintech'
import { route as saasRoute } from './verticals/saas'

export type { RouteDef } from './route'

/**
 * The route manifest, plain data: every route's path, title, description, crumb, last-updated
 * date and sitemap flag. Each entry lives in its page's content module (the browser loads it
 * with that page); this list is for the prerender, sitemap.xml, routes.json and the tests.
 * client/src/app/pages.tsx binds each path to its page. A page that is not here does not exist.
 */
export const routes: readonly RouteDef[] = [
  homeRoute,
  partnershipsRoute,
  fintechRoute,
  aimlRoute,
  saasRoute,
  ipRoute,
  aboutRoute,
  resourcesRoute,
  glossaryRoute,
  privacyRoute,
  termsRoute,
  contactRoute,
  thankYouRoute,
  blogRoute,
  ...postIndex.map(articleRoute),
]

export function findRoute(path: string): RouteDef | undefined {
  return routes.find((route) => route.path === path)
}

/** Home, then every registered ancestor of the path, then the page itself. */
export function breadcrumbsFor(path: string): { name: string; path: string }[] {
  const route = findRoute(path)
  return route ? trailOf(route) : []
}
