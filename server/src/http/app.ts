import { createHash, randomUUID, timingSafeEqual } from 'node:crypto'
import compression from 'compression'
import cors from 'cors'
import express, { type Express, type RequestHandler } from 'express'
import { rateLimit } from 'express-rate-limit'
import helmet, {
  crossOriginResourcePolicy,
  strictTransportSecurity,
  xContentTypeOptions,
} from 'helmet'
import type { Logger, SerializedRequest, SerializedResponse } from 'pino'
import { pinoHttp } from 'pino-http'
import type { Registry } from 'prom-client'
import { emailSettingsOf } from '../delivery/emails.ts'
import type { Mailer } from '../delivery/mailer.ts'
import { type JudgementStore, memoryJudgements } from '../inquiry/judgements.ts'
import {
  CHALLENGE_ENDPOINT,
  CHALLENGE_EXPIRES_IN_HEADER,
  createProofs,
  memoryReplays,
  type ProofSettings,
  type Proofs,
} from '../inquiry/proof.ts'
import type { InquiryQueue } from '../inquiry/queue.ts'
import { memoryStores, type StoreFactory } from '../inquiry/rate-limit-store.ts'
import type { RepeatStore } from '../inquiry/repeats.ts'
import { AppError, errorHandler } from './errors.ts'
import { inboxRouter } from './inbox-route.ts'
import { inquiryRouter, type RouteMetrics, type RouteSettings } from './inquiry-route.ts'
import { inlineStyleSources, isBuildAsset, staticSite } from './static-site.ts'

/**
 * The settings the HTTP layer reads, named as config.ts names them: startServer hands it the
 * whole Config, which has them all.
 */
export interface AppSettings extends RouteSettings, ProofSettings {
  TRUST_PROXY: false | string[]
  CLIENT_DIST: string
  SITE_URL: string
  CORS_ORIGINS: string[]
  METRICS_TOKEN?: string | undefined
  CHALLENGE_RATE_LIMIT_MAX: number
  MAIL_FROM: string
  STUDIO_INBOX: string
  ACTION_LINK_SECRET: string[]
  ACTION_LINK_DAYS: number
}

/** What the routes count, and the registry GET /api/metrics serves (metrics.ts makes both). */
export interface AppMetrics extends RouteMetrics {
  registry: Pick<Registry, 'contentType' | 'metrics'>
}

export interface AppDeps {
  config: AppSettings
  logger: Logger
  /**
   * Checked by readiness; sends the inbox pages' report links (the queue's worker sends
   * through its own reference).
   */
  mailer: Mailer
  /** The inquiry queue, ready to accept (create-queue.ts). */
  queue: InquiryQueue
  metrics: AppMetrics
  /** Where the rate limit and confirmation budget count: Redis when replicas share them. */
  stores?: StoreFactory
  /** With Redis configured: whether it answers right now (readiness reports it). */
  redisUp?: () => boolean
  /** The repeat signal's store (spam-signals.ts): in Redis when replicas share it. */
  repeats?: RepeatStore
  /** The proof of work (proof.ts); default: its replay store in this process. */
  proofs?: Proofs
  /** The studio's reports and releases (judgements.ts); default: in this process. */
  judgements?: JudgementStore
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/

/** CSP source of the inline script in client/index.html's head. */
const CONSENT_SCRIPT_HASH = "'sha256-unfv6Ru6wX90DWB+7hPwYZB0Y4OepAkMX+hzhbuGsU8='"

/**
 * A request's URL as logged: its path, never its query. The action links carry their signature
 * there (a working key to an inquiry for days) and the thank-you page the founder's name; no
 * query is worth a secret in a log (docs/decisions/062).
 */
const loggedUrl = (url: string): string => url.split('?', 1)[0] ?? url

const SMTP_CHECK_TTL_MS = 30_000

/** Runs `check` at most once per `ttlMs`; callers meanwhile share its result. */
function cached(check: () => Promise<void>, ttlMs: number): () => Promise<void> {
  let last: { at: number; result: Promise<void> } | undefined
  return () => {
    if (!last || Date.now() - last.at >= ttlMs) {
      const result = check()
      result.catch(() => {}) // read by the callers; never an unhandled rejection
      last = { at: Date.now(), result }
    }
    return last.result
  }
}

/**
 * Builds the HTTP layer on the dependencies startServer made: routes, middleware, readiness and
 * metrics. It never listens and never starts the queue's worker: startServer does.
 */
export function createApp({
  config,
  logger,
  mailer,
  queue,
  metrics,
  stores = memoryStores,
  redisUp,
  repeats,
  proofs = createProofs(config, memoryReplays(), logger),
  judgements = memoryJudgements(),
}: AppDeps): Express {
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', config.TRUST_PROXY)

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id']
        const id =
          typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID()
        res.setHeader('X-Request-Id', id)
        return id
      },
      // What a request's line says: never a body, a cookie or any other header.
      serializers: {
        req: (req: SerializedRequest) => ({
          id: req.id,
          method: req.method,
          url: loggedUrl(req.url),
          // The client's IP as `trust proxy` resolves it (nginx's X-Forwarded-For).
          ip: (req.raw as express.Request).ip ?? req.remoteAddress,
          userAgent: req.headers['user-agent'],
        }),
        res: (res: SerializedResponse) => ({ statusCode: res.statusCode }),
      },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
    }),
  )
  // Documents get the full set of security headers. Hashed scripts and stylesheets and /boot.js
  // (isBuildAsset) are no documents: a CSP, framing or permissions policy means nothing there,
  // and would ride on every chunk; they keep HSTS, nosniff and CORP (docs/decisions/020).
  const hsts = { maxAge: 63072000, includeSubDomains: true, preload: true }
  const documentHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        // The head's one inline script (client/index.html: the cookie banner from the first
        // paint), by its hash; app.test.ts holds this, nginx's and the page's text together.
        'script-src': ["'self'", CONSENT_SCRIPT_HASH],
        // The stylesheet is inline in the lighter pages, allowed by its hash (the build writes it).
        'style-src': ["'self'", ...inlineStyleSources(config.CLIENT_DIST)],
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'"],
        'connect-src': ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'", 'mailto:'],
        'frame-ancestors': ["'none'"],
      },
    },
    strictTransportSecurity: hsts,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  })
  const assetHeaders = express
    .Router()
    .use(strictTransportSecurity(hsts), xContentTypeOptions(), crossOriginResourcePolicy())
  app.use((req, res, next) => {
    if (isBuildAsset(req.path)) return assetHeaders(req, res, next)
    res.setHeader(
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), interest-cohort=()',
    )
    documentHeaders(req, res, next)
  })
  app.use(compression())

  const allowedOrigins = new Set([config.SITE_URL, ...config.CORS_ORIGINS])
  /** Browsers send Origin on cross-site writes: only our own site and configured origins may post. */
  const sameSiteOnly: RequestHandler = (req, _res, next) => {
    const origin = req.get('Origin')
    if (!origin || allowedOrigins.has(origin)) return next()
    const host = req.get('Host')
    try {
      if (host && new URL(origin).host === host) return next()
    } catch {
      // not a URL: refused below
    }
    next(new AppError(403, 'forbidden_origin', 'Inquiries can only be sent from our website.'))
  }
  app.use('/api', cors({ origin: [...allowedOrigins], methods: ['GET', 'POST'], maxAge: 600 }))
  app.post('/api/*splat', sameSiteOnly)

  // The operators' endpoints share one budget per client: 30 a minute of readiness checks (each
  // may open an SMTP session) and wrong metrics tokens (guesses).
  const operatorLimit = rateLimit({
    windowMs: 60_000,
    limit: 30,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, _res, next) =>
      next(new AppError(429, 'rate_limited', 'Too many requests. Try again in a minute.')),
  })

  // Operators only: nginx never proxies it, and without METRICS_TOKEN it does not exist. The
  // token is checked before the budget: a scrape with the right one is always answered (guesses
  // from the same address never lock it out), and only a wrong one counts.
  const metricsToken = config.METRICS_TOKEN
  if (metricsToken) {
    const expected = createHash('sha256').update(`Bearer ${metricsToken}`).digest()
    const rightToken = (req: express.Request) =>
      timingSafeEqual(
        createHash('sha256')
          .update(req.get('Authorization') ?? '')
          .digest(),
        expected,
      )
    app.get(
      '/api/metrics',
      async (req, res, next) => {
        if (!rightToken(req)) return next()
        res.type(metrics.registry.contentType).send(await metrics.registry.metrics())
      },
      operatorLimit,
      () => {
        throw new AppError(401, 'unauthorized', 'Send the metrics token as a Bearer token.')
      },
    )
  }

  app.get('/api/health', (_req, res) => {
    res.json({ status: 'ok' })
  })
  // Each SMTP check is a session (a login with a real relay): one at a time, its answer kept.
  const smtpCheck = cached(() => mailer.verify(), SMTP_CHECK_TTL_MS)
  app.get('/api/ready', operatorLimit, async (req, res) => {
    const [queueCheck, smtp] = await Promise.allSettled([queue.check(), smtpCheck()])
    const store = queue.backend === 'file' ? 'outbox' : 'queue'
    const checks: Record<string, 'ok' | 'failed'> = {
      [store]: queueCheck.status === 'fulfilled' ? 'ok' : 'failed',
      smtp: smtp.status === 'fulfilled' ? 'ok' : 'failed',
    }
    // Without Redis the limits count per process: still serving, but degraded.
    if (redisUp) checks.redis = redisUp() ? 'ok' : 'failed'
    const ready = checks[store] === 'ok' && checks.smtp === 'ok'
    const status = !ready ? 'not_ready' : checks.redis === 'failed' ? 'degraded' : 'ready'
    if (status !== 'ready') req.log.warn({ checks }, status)
    res.status(ready ? 200 : 503).json({ status, checks })
  })
  // The form asks for one when the founder first focuses a field: cheap, but not free (each
  // derives one key), so counted per client like the inquiries, with a budget of its own.
  const challengeLimit = rateLimit({
    windowMs: config.RATE_LIMIT_WINDOW_MS,
    limit: config.CHALLENGE_RATE_LIMIT_MAX,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    passOnStoreError: true,
    store: stores('challenge'),
    handler: (_req, _res, next) =>
      next(new AppError(429, 'rate_limited', 'Too many requests. Try again later.')),
  })
  // With its expiry in ms from now as the server counts it, so the form renews it in time
  // whatever its own clock says (docs/decisions/061).
  const sendChallenge = async (res: express.Response, previous?: unknown) => {
    const challenge = await proofs.challenge(previous)
    const expiresIn = (challenge.parameters.expiresAt ?? 0) * 1000 - Date.now()
    res
      .set('Cache-Control', 'no-store')
      .set(CHALLENGE_EXPIRES_IN_HEADER, String(Math.max(0, expiresIn)))
      .json(challenge)
  }
  app.get(CHALLENGE_ENDPOINT, challengeLimit, (_req, res) => sendChallenge(res))
  // The renewal: the previous challenge in, a new one out that keeps its issue time.
  app.post(
    CHALLENGE_ENDPOINT,
    challengeLimit,
    express.json({ limit: '8kb', strict: true }),
    (req, res) => sendChallenge(res, (req.body as { previous?: unknown } | undefined)?.previous),
  )
  app.use(
    inquiryRouter({
      config,
      queue,
      stores,
      metrics,
      proofs,
      judgements,
      ...(repeats ? { repeats } : {}),
    }),
  )
  app.use(
    inboxRouter(
      {
        queue,
        judgements,
        stores,
        secrets: config.ACTION_LINK_SECRET,
        windowMs: config.RATE_LIMIT_WINDOW_MS,
        mailer,
        email: emailSettingsOf(config),
      },
      logger,
    ),
  )
  app.use('/api', (_req, _res, next) => {
    next(new AppError(404, 'not_found', 'There is no such API endpoint.'))
  })

  app.use(staticSite(config.CLIENT_DIST))
  app.use(errorHandler)
  return app
}
