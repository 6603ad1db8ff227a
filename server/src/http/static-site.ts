import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { brandGroupId, readBrandCategory } from '@inlet/shared/brand-taxonomy'
import { cspStyleSourcesFile, paths, redirects } from '@inlet/shared/paths'
import express, { type Router } from 'express'

const YEAR = 60 * 60 * 24 * 365
const TRAILING_SLASH = /^(\/[A-Za-z0-9][A-Za-z0-9._~/-]*?)\/+$/
/** A page by its file name: /about.html → /about, /index.html and /index → / (as nginx does). */
const FILE_NAME = /^(\/[A-Za-z0-9][A-Za-z0-9._~/-]*?)(?:\.html)$|^\/index$/

/** Whether a path names an HTML file once decoded (/%34%30%34.html is /404.html). */
function namesHtmlFile(path: string): boolean {
  try {
    return /\.html$/i.test(decodeURIComponent(path))
  } catch {
    return true // not decodable: never a file we serve
  }
}

/**
 * The first value of a query parameter as sent, not decoded, its name in any letter case:
 * what nginx's `$arg_<name>` reads, so the two servers answer an address alike.
 */
function rawQueryArg(url: string, name: string): string | undefined {
  const query = url.slice(url.indexOf('?') + 1 || url.length)
  for (const pair of query.split('&')) {
    const equals = pair.indexOf('=')
    if (equals > 0 && pair.slice(0, equals).toLowerCase() === name) return pair.slice(equals + 1)
  }
  return undefined
}

/** Hashed build output and the boot script: scripts and stylesheets, never documents. */
export function isBuildAsset(path: string): boolean {
  return path.startsWith('/assets/') || path === '/boot.js'
}

/** The CSP sources of the pages' inline stylesheet, as the build wrote them (none without). */
export function inlineStyleSources(dist: string): string[] {
  const file = join(dist, cspStyleSourcesFile)
  return existsSync(file) ? readFileSync(file, 'utf8').trim().split(/\s+/) : []
}

/** URL path → prerendered file, read once at start-up: `/` → index.html, `/a/b` → a/b.html. */
function htmlPages(dist: string): Map<string, string> {
  const pages = new Map<string, string>()
  for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html') || entry.name === '404.html') continue
    const file = join(entry.parentPath, entry.name)
    const path = `/${relative(dist, file)
      .split(sep)
      .join('/')
      .replace(/\.html$/, '')}`
    pages.set(path === '/index' ? '/' : path, file)
  }
  return pages
}

/**
 * Serves the prerendered site: one URL form (no trailing slash), real 301s for old
 * addresses, hashed assets immutable, HTML revalidated on every visit, 404 page with 404.
 */
export function staticSite(dist: string): Router {
  if (!existsSync(join(dist, 'index.html'))) {
    throw new Error(`No built site in ${dist}: run "npm run build" first`)
  }
  const router = express.Router()

  for (const { from, to } of redirects) {
    router.get(from, (_req, res) => res.redirect(301, to))
  }

  // A trailing slash → 301 to the address without it, query kept. Only plain path characters:
  // a leading "//" or "\\" (another host to a browser) or an encoded one gets the 404 page.
  router.use((req, res, next) => {
    const target = TRAILING_SLASH.exec(req.path)?.[1]
    if (!target) return next()
    res.redirect(301, target + req.url.slice(req.path.length))
  })

  // One URL per page: the file name redirects to it; the 404 page is never a page of its own.
  router.get(FILE_NAME, (req, res, next) => {
    const page = FILE_NAME.exec(req.path)?.[1] ?? '/'
    if (page === '/404') return next()
    res.redirect(301, (page === '/index' ? '/' : page) + req.url.slice(req.path.length))
  })

  router.use(
    '/assets',
    express.static(join(dist, 'assets'), {
      immutable: true,
      maxAge: YEAR * 1000,
      fallthrough: false,
      index: false,
    }),
  )

  // /partnerships?category=fintech → /partnerships#category-finance: a browser without scripts
  // lands on that category's group of its brand list, and the app reads the hash as it reads
  // the query (docs/decisions/053). Any other value: the page, as it is.
  router.get(paths.partnerships, (req, res, next) => {
    const category = readBrandCategory(rawQueryArg(req.originalUrl, 'category'))
    if (req.path !== paths.partnerships || !category) return next()
    res.setHeader('Cache-Control', 'no-cache')
    res.redirect(302, `${paths.partnerships}#${brandGroupId(category)}`)
  })

  // Pages by exact path: a page and a folder of the same name (/contact, /contact/…) coexist.
  const pages = htmlPages(dist)
  router.get(/.*/, (req, res, next) => {
    const file = pages.get(req.path)
    if (!file) return next()
    res.setHeader('Cache-Control', 'no-cache')
    res.sendFile(file)
  })

  // Other files (images, feeds, robots.txt); HTML only through the page map above.
  const files = express.static(dist, {
    index: false,
    redirect: false,
    setHeaders(res) {
      res.setHeader('Cache-Control', 'public, max-age=3600, must-revalidate')
    },
  })
  router.use((req, res, next) => (namesHtmlFile(req.path) ? next() : files(req, res, next)))

  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    res.status(404).setHeader('Cache-Control', 'no-cache')
    res.sendFile(join(dist, '404.html'))
  })
  return router
}
