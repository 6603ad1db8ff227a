import compression from 'compression'
import express, { type ErrorRequestHandler, type Express } from 'express'
import helmet from 'helmet'
import type { Logger } from 'pino'
import { pinoHttp } from 'pino-http'
import type { Config } from './config'
import { staticSite } from './static-site'

export interface AppDeps {
  config: Config
  logger: Logger
}

/** Builds the whole HTTP app from its dependencies; it never listens (see main.ts). */
export function createApp({ config, logger }: AppDeps): Express {
  const app = express()
  app.disable('x-powered-by')

  app.use(
    pinoHttp({
      logger,
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
    }),
  )
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          'style-src': ["'self'"],
          'img-src': ["'self'", 'data:'],
          'font-src': ["'self'"],
          'connect-src': ["'self'"],
          'object-src': ["'none'"],
          'base-uri': ["'self'"],
          'form-action': ["'self'", 'mailto:'],
          'frame-ancestors': ["'none'"],
        },
      },
      strictTransportSecurity: { maxAge: 63072000, includeSubDomains: true, preload: true },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }),
  )
  app.use((_req, res, next) => {
    res.setHeader(
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), interest-cohort=()',
    )
    next()
  })
  app.use(compression())

  app.get('/api/health', (_req, res) => {
    res.json({ status: 'ok' })
  })
  app.use('/api', (_req, res) => {
    res
      .status(404)
      .json({ error: { code: 'not_found', message: 'There is no such API endpoint.' } })
  })

  app.use(staticSite(config.CLIENT_DIST))

  const onError: ErrorRequestHandler = (err, req, res, _next) => {
    // Client errors raised by middleware (http-errors: 404 from static, 400 from parsers)
    // keep their status; anything else is ours, logged, and answered without internals.
    const status = Number(err?.status ?? err?.statusCode)
    if (status >= 400 && status < 500) {
      req.log.warn({ status, message: err.message }, 'client error')
      if (!res.headersSent) {
        res.status(status).json({
          error: {
            code: status === 404 ? 'not_found' : 'bad_request',
            message: status === 404 ? 'Not found.' : 'The request could not be understood.',
          },
        })
      }
      return
    }
    req.log.error({ err }, 'unhandled error')
    if (res.headersSent) return
    res.status(500).json({
      error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' },
    })
  }
  app.use(onError)
  return app
}
