import { postIndex } from 'virtual:post-index'
import { paths, postPath, redirects } from '@inlet/shared/paths'
import { type ComponentType, lazy } from 'react'
import type { RouteDef } from '../content/types'
import type { FrameProps, PageLoader } from '../pages/page'

type PageFolder = () => Promise<{ default: PageLoader }>

const article: PageFolder = () => import('../pages/article/page')
const vertical: PageFolder = () => import('../pages/vertical/page')

/**
 * The route manifest: which page folder draws which path, the only place that binds a path to
 * its lazy page chunk. Each folder's page brings its own entry (title, description, crumb…);
 * a new page is a folder (page.tsx and copy.ts) plus one line here (docs/architecture.md,
 * "Add a page").
 */
export const manifest: Readonly<Record<string, PageFolder>> = {
  [paths.home]: () => import('../pages/home/page'),
  [paths.partnerships]: () => import('../pages/partnerships/page'),
  [paths.fintech]: vertical,
  [paths.aiml]: vertical,
  [paths.saas]: vertical,
  [paths.ip]: () => import('../pages/ip/page'),
  [paths.about]: () => import('../pages/about/page'),
  [paths.resources]: () => import('../pages/resources/page'),
  [paths.glossary]: () => import('../pages/glossary/page'),
  [paths.privacy]: () => import('../pages/privacy/page'),
  [paths.terms]: () => import('../pages/terms/page'),
  [paths.contact]: () => import('../pages/contact/page'),
  [paths.thankYou]: () => import('../pages/thank-you/page'),
  [paths.blog]: () => import('../pages/blog/page'),
  ...Object.fromEntries(postIndex.map((post) => [postPath(post.slug), article] as const)),
}

/** The page that draws `path`, loaded (its regions adopted or loaded with it). */
export async function loadPage(path: string) {
  const folder = manifest[path]
  if (!folder) throw new Error(`No page for ${path}`)
  return (await folder()).default(path)
}

/** Every route's manifest entry, for the prerender, sitemap.xml, routes.json and the tests. */
export async function loadRoutes(): Promise<RouteDef[]> {
  return Promise.all(Object.keys(manifest).map(async (path) => (await loadPage(path)).route))
}

/**
 * A route's page in its frame. The frame's code (head tags, breadcrumbs) and the route's data
 * are loaded with the page chunk, not with the shell; the Frame a page gets knows its route.
 */
function framedPage(path: string): ComponentType {
  return lazy(async () => {
    const [{ PageFrame }, { Page, route }] = await Promise.all([
      import('./page-frame'),
      loadPage(path),
    ])
    const Frame = (props: FrameProps) => <PageFrame route={route} {...props} />
    return { default: () => <Page Frame={Frame} /> }
  })
}

/** Every route's page, framed; the head data of a route arrives with its page chunk. */
export const pages: ReadonlyMap<string, ComponentType> = new Map(
  Object.keys(manifest).map((path) => [path, framedPage(path)]),
)

/** Old addresses and where they moved: a 301 on the server, a replace in the router. */
export const redirectTo: ReadonlyMap<string, string> = new Map(
  redirects.map(({ from, to }) => [from, to]),
)

/** Whether `path` is one of the site's addresses, a page or a redirect, matched exactly as the server matches it. */
export const isSitePath = (path: string) => pages.has(path) || redirectTo.has(path)
