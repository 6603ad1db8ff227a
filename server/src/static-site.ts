import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { redirects } from '@inlet/shared/paths'
import express, { type Router } from 'express'

const YEAR = 60 * 60 * 24 * 365

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

  router.use((req, res, next) => {
    if (req.path.length > 1 && req.path.endsWith('/')) {
      const query = req.url.slice(req.path.length)
      res.redirect(301, req.path.replace(/\/+$/, '') + query)
      return
    }
    next()
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

  router.use(
    express.static(dist, {
      extensions: ['html'],
      index: 'index.html',
      redirect: false,
      setHeaders(res, file) {
        res.setHeader(
          'Cache-Control',
          file.endsWith('.html') ? 'no-cache' : 'public, max-age=3600, must-revalidate',
        )
      },
    }),
  )

  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    res.status(404).setHeader('Cache-Control', 'no-cache')
    res.sendFile(join(dist, '404.html'))
  })
  return router
}
