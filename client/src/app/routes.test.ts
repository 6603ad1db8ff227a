import { describe, expect, it } from 'vitest'
import { breadcrumbsFor, routes } from './routes'

describe('route manifest', () => {
  it('when listed, then every path is unique, absolute and has no trailing slash', () => {
    const paths = routes.map((route) => route.path)
    expect(new Set(paths).size).toBe(paths.length)
    for (const path of paths) expect(path).toMatch(/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/)
  })

  it('when listed, then every page has a title (≤ 70 chars) and a description (50–170 chars)', () => {
    for (const route of routes) {
      expect(route.title.length, route.path).toBeGreaterThan(10)
      expect(route.title.length, route.path).toBeLessThanOrEqual(70)
      expect(route.description.length, route.path).toBeGreaterThanOrEqual(50)
      expect(route.description.length, route.path).toBeLessThanOrEqual(170)
      expect(route.crumb, route.path).not.toBe('')
    }
  })

  it('when titles are compared, then no two pages share one', () => {
    const titles = routes.map((route) => route.title)
    expect(new Set(titles).size).toBe(titles.length)
  })

  it('when a route is noindex, then it is not in the sitemap', () => {
    for (const route of routes.filter((r) => r.noindex)) expect(route.sitemap).toBe(false)
  })

  it('when asked for the home trail, then it is just Home', () => {
    expect(breadcrumbsFor('/')).toEqual([{ name: 'Home', path: '/' }])
  })
})
