import { paths, redirects } from '@inlet/shared/paths'
import { type ComponentType, lazy } from 'react'
import type { RouteDef } from '../content/types'
import type { FrameProps, PageLoader } from '../pages/page'

type PageFolder = () => Promise<{ default: PageLoader }>

/** Every page folder's page (`pages/<folder>/page.tsx`), loaded when one of its paths is shown. */
const folders = import.meta.glob<{ default: PageLoader }>([
  '../pages/*/page.tsx',
  '!../pages/not-found/page.tsx', // drawn for every unknown path (app.tsx)
])

/**
 * The paths of the folders that draw several (`pages/<folder>/routes.ts`: the verticals, the
 * articles). Loaded at start-up with the app, so such a file holds its paths and nothing else.
 */
const listed = import.meta.glob<readonly string[]>('../pages/*/routes.ts', {
  eager: true,
  import: 'routes',
})

/** A folder's name as a name in `paths`: `thank-you` → `thankYou`. */
const nameOf = (folder: string) =>
  folder.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())

/**
 * The paths a page folder draws: those its `routes.ts` lists, or else the one its own name
 * names in `paths` (shared/src/paths.ts), which its links use too. A folder with neither fails
 * the build, saying which line it needs.
 */
export function folderPaths(folder: string, routes?: readonly string[]): readonly string[] {
  if (routes) return routes
  const path: string | undefined = (paths as Record<string, string>)[nameOf(folder)]
  if (path === undefined)
    throw new Error(
      `pages/${folder}/ has no path: name it in shared/src/paths.ts (${nameOf(folder)}: '/${folder}'), or list its paths in pages/${folder}/routes.ts`,
    )
  return [path]
}

/**
 * The route manifest, found rather than listed: every page folder, under each path it draws,
 * the only place that binds a path to its lazy page chunk. Each folder's page brings its own
 * entry (title, description, crumb…); a new page is a folder (page.tsx and copy.ts) whose name
 * is its name in `paths` (docs/architecture.md, "Add a page").
 */
export const manifest: Readonly<Record<string, PageFolder>> = Object.fromEntries(
  Object.entries(folders)
    .flatMap(([file, load]) => {
      const folder = file.split('/')[2] as string
      return folderPaths(folder, listed[`../pages/${folder}/routes.ts`]).map(
        (path) => [path, load] as const,
      )
    })
    .sort(([a], [b]) => (a < b ? -1 : 1)),
)

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
