import pageDates from 'virtual:page-dates'
import { postIndex } from 'virtual:post-index'
import { postPath, paths as sitePaths } from '@inlet/shared/paths'
import { describe, expect, it } from 'vitest'
import { ancestorCrumbs, breadcrumbsFor } from '../content/route'
import type { RouteDef } from '../content/types'
import { folderPaths, loadRoutes, manifest } from './pages'

const routes = await loadRoutes()
const trail = (path: string) =>
  breadcrumbsFor(routes.find((route) => route.path === path) as RouteDef)

describe('route manifest', () => {
  it('when listed, then every path is unique, absolute and has no trailing slash', () => {
    const paths = routes.map((route) => route.path)
    expect(new Set(paths).size).toBe(paths.length)
    for (const path of paths) expect(path).toMatch(/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/)
  })

  it('when listed, then every page has a title (≤ 70 chars; articles keep theirs) and a description (50–230 chars)', () => {
    for (const route of routes) {
      const limit = route.path.startsWith('/blog/') ? 110 : 70
      expect(route.title.length, route.path).toBeGreaterThan(10)
      expect(route.title.length, route.path).toBeLessThanOrEqual(limit)
      expect(route.description.length, route.path).toBeGreaterThanOrEqual(50)
      expect(route.description.length, route.path).toBeLessThanOrEqual(230)
      expect(route.crumb, route.path).not.toBe('')
    }
  })

  it('when a page shows its last-updated date, then it is a route and reads like "October 20, 2025"', () => {
    const dated = Object.entries(pageDates)
    expect(dated).toHaveLength(12)
    for (const [path, date] of dated) {
      expect(routes.map((route) => route.path)).toContain(path)
      expect(date, path).toMatch(
        /^(January|February|March|April|May|June|July|August|September|October|November|December) [1-9]\d?, \d{4}$/,
      )
    }
  })

  it('when titles are compared, then no two pages share one', () => {
    const titles = routes.map((route) => route.title)
    expect(new Set(titles).size).toBe(titles.length)
  })

  it('when a route is noindex, then it is not in the sitemap', () => {
    const noindex = routes.filter((route) => route.noindex)
    expect(noindex.map((route) => route.path)).toContain('/contact/thank-you')
    for (const route of noindex) expect(route.sitemap).toBe(false)
  })

  it('when each page folder is loaded for its path, then it brings the entry for that path', () => {
    expect(routes.map((route) => route.path)).toEqual(Object.keys(manifest))
  })

  it('when a page folder is found, then it draws the path its name names in paths, or the paths its routes.ts lists; one with neither fails, naming the line to add', () => {
    expect(folderPaths('about')).toEqual([sitePaths.about])
    expect(folderPaths('thank-you')).toEqual([sitePaths.thankYou])
    expect(folderPaths('vertical', ['/a', '/b'])).toEqual(['/a', '/b'])
    expect(() => folderPaths('no-such-page')).toThrow(
      "pages/no-such-page/ has no path: name it in shared/src/paths.ts (noSuchPage: '/no-such-page'), or list its paths in pages/no-such-page/routes.ts",
    )
    expect(manifest[sitePaths.fintech]).toBe(manifest[sitePaths.saas]) // one folder, one chunk
  })

  it('when the pages folder is listed, then each page is a folder with page.tsx and copy.ts, and the manifest loads each page.tsx', () => {
    const files = Object.keys(import.meta.glob('../pages/*/*.{ts,tsx}'))
    const folders = new Set(files.map((file) => file.split('/')[2]))
    expect(folders.size).toBeGreaterThanOrEqual(14)
    for (const folder of folders) {
      expect(files, folder).toContain(`../pages/${folder}/page.tsx`)
      expect(files, folder).toContain(`../pages/${folder}/copy.ts`)
    }
    const loaded = Object.values(manifest).map((load) => String(load))
    for (const folder of folders) {
      if (folder === 'not-found') continue // drawn for every unknown path (app.tsx)
      expect(
        loaded.some((text) => text.includes(`pages/${folder}/page`)),
        `${folder} in app/pages.tsx`,
      ).toBe(true)
    }
  })

  it('when a page has pages under it, then the trails name it by its own crumb', () => {
    expect(Object.keys(ancestorCrumbs).length).toBeGreaterThan(0)
    for (const [path, name] of Object.entries(ancestorCrumbs)) {
      expect(routes.find((route) => route.path === path)?.crumb, path).toBe(name)
    }
    for (const route of routes) {
      const parent = route.path.slice(0, route.path.lastIndexOf('/')) || '/'
      if (route.path !== '/') expect(ancestorCrumbs[parent], route.path).toBeDefined()
    }
  })

  it('when asked for the home trail, then it is just Home', () => {
    expect(trail('/')).toEqual([{ name: 'Home', path: '/' }])
  })

  it('when asked for a vertical page, then the trail is Home, Partnerships, page', () => {
    expect(trail('/partnerships/fintech-ventures').map((crumb) => crumb.name)).toEqual([
      'Home',
      'Partnerships',
      'Fintech Ventures',
    ])
  })

  it('when every route is looked for, then each page of the site and one per article are registered', () => {
    const paths = routes.map((route) => route.path)
    // Every named address is a page; a page needs no name to be one (docs/architecture.md,
    // "Add a page").
    const pages = Object.values(sitePaths).filter((path) => !path.endsWith('.xml'))
    expect(paths).toEqual(
      expect.arrayContaining([...pages, ...postIndex.map((post) => postPath(post.slug))]),
    )
    for (const path of [
      '/',
      '/partnerships',
      '/contact',
      '/contact/thank-you',
      '/privacy',
      '/terms',
      '/blog',
      '/about',
      '/intellectual-property',
      '/resources',
      '/resources/glossary',
      '/partnerships/fintech-ventures',
      '/partnerships/ai-ml-startups',
      '/partnerships/saas-companies',
      '/blog/from-zero-to-ai-technical-roadmap-non-technical-founders',
    ]) {
      expect(paths).toContain(path)
    }
    expect(paths.filter((path) => path.startsWith('/blog/'))).toHaveLength(postIndex.length)
  })
})
