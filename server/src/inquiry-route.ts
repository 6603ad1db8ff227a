import { createHash, randomUUID } from 'node:crypto'
import { HOME_CONTEXT, parseInquiry } from '@inlet/shared/inquiry'
import {
  FORM_POST_NOTICES,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  INQUIRY_ENDPOINT,
  type InquiryAccepted,
} from '@inlet/shared/inquiry-api'
import { inquiryErrorId } from '@inlet/shared/inquiry-rules'
import { contactPath, readContactQuery, thankYouPath } from '@inlet/shared/paths'
import express, { type RequestHandler, type Router } from 'express'
import { rateLimit } from 'express-rate-limit'
import type { Config } from './config.ts'
import { AppError } from './errors.ts'
import type { Metrics } from './metrics.ts'
import { type AcceptResult, type InquiryQueue, QueueUnavailableError } from './queue/queue.ts'
import type { StoreFactory } from './rate-limit-store.ts'
import { judgeInquiry, memoryRepeats, type RepeatStore } from './spam-signals.ts'

/** Same key, same id: a retried submission maps onto the first one and sends nothing new. */
export function inquiryId(idempotencyKey: string | undefined): string {
  if (!idempotencyKey) return randomUUID()
  return `k-${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32)}`
}

/** The /contact form posted natively (no JavaScript): urlencoded, answered with a 303. */
const isFormPost = (req: express.Request) => req.is('application/x-www-form-urlencoded') !== false

const requireJsonOrForm: RequestHandler = (req, _res, next) => {
  if (!req.is('application/json') && !isFormPost(req)) {
    next(
      new AppError(
        415,
        'unsupported_media_type',
        'Send the inquiry as JSON (Content-Type: application/json).',
      ),
    )
    return
  }
  next()
}

/** /contact (with the form's context and domain, when valid) at the notice that says why. */
function backToForm(body: unknown, noticeId: string): string {
  const { context, domain } = (body ?? {}) as Record<string, unknown>
  const query = readContactQuery(
    new URLSearchParams({
      context: typeof context === 'string' ? context : '',
      domain: typeof domain === 'string' ? domain : '',
    }),
  )
  return `${contactPath(query)}#${noticeId}`
}

function minutes(ms: number) {
  const value = Math.max(1, Math.ceil(ms / 60_000))
  return `${value} minute${value === 1 ? '' : 's'}`
}

export interface InquiryRouteDeps {
  config: Config
  queue: InquiryQueue
  stores: StoreFactory
  metrics?: Pick<Metrics, 'accepted' | 'rejected' | 'quarantined'>
  /** Who sent which message lately (the repeat signal): in Redis when replicas share it. */
  repeats?: RepeatStore
}

export function inquiryRouter({
  config,
  queue,
  stores,
  metrics,
  repeats = memoryRepeats(),
}: InquiryRouteDeps): Router {
  // One spelling only: nginx limits POSTs to exactly this path (client/nginx.conf), so a
  // trailing slash or other letter case must not reach the handler past that limit.
  const router = express.Router({ strict: true, caseSensitive: true })

  const counts = stores('rl')
  const limiter = rateLimit({
    windowMs: config.RATE_LIMIT_WINDOW_MS,
    limit: config.RATE_LIMIT_MAX,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // The stores count in memory while Redis is down; should one still fail, a founder is let
    // through rather than turned away.
    passOnStoreError: true,
    store: counts,
    handler: (req, res, _next, options) => {
      if (isFormPost(req)) {
        res.locals.errorCode = 'rate_limited'
        res.redirect(303, backToForm({}, FORM_POST_NOTICES.rateLimited))
        return
      }
      const resetTime = (req as { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime
      const wait = resetTime ? resetTime.getTime() - Date.now() : options.windowMs
      res.locals.errorCode = 'rate_limited'
      res.status(options.statusCode).json({
        error: {
          code: 'rate_limited',
          message: `Too many inquiries from your connection. Please try again in ${minutes(wait)}.`,
        },
      })
    },
  })

  /**
   * An answer the client could not cause (`res.locals.ourFailure`: the queue out of reach, a
   * 500) is not one of its tries: its count is given back, so a founder is not locked out once
   * the server recovers. (express-rate-limit's skipFailedRequests also gives the count back when
   * the client hangs up before the answer, after the inquiry may be stored: a way around the
   * limit.)
   */
  const refundOurFailures: RequestHandler = (req, res, next) => {
    res.once('finish', () => {
      const key = (req as { rateLimit?: { key?: string } }).rateLimit?.key
      if (res.locals.ourFailure === true && key !== undefined) {
        Promise.resolve(counts.decrement(key)).catch(() => {}) // a count left is no harm
      }
    })
    next()
  }

  /** Every refused submission, by the code its error body carries. */
  const countRejections: RequestHandler = (_req, res, next) => {
    res.once('finish', () => {
      // A refused form post is a 303 back to the form that carries its code.
      if (res.statusCode >= 400 || res.locals.errorCode)
        metrics?.rejected(String(res.locals.errorCode ?? res.statusCode))
    })
    next()
  }

  router.post(
    INQUIRY_ENDPOINT,
    countRejections,
    limiter,
    refundOurFailures,
    requireJsonOrForm,
    express.json({ limit: config.BODY_LIMIT, strict: true }),
    express.urlencoded({ limit: config.BODY_LIMIT, extended: false }),
    async (req, res) => {
      const form = isFormPost(req)
      const key = req.get(IDEMPOTENCY_KEY_HEADER)
      if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key)) {
        throw new AppError(
          400,
          'invalid_idempotency_key',
          'The Idempotency-Key header is not valid.',
        )
      }
      const parsed = parseInquiry(req.body)
      if (!parsed.ok && form) {
        res.locals.errorCode = 'invalid_input'
        res.redirect(303, backToForm(req.body, inquiryErrorId(parsed.message)))
        return
      }
      if (!parsed.ok) throw new AppError(400, 'invalid_input', parsed.message)

      const id = inquiryId(key)
      const accepted = () =>
        form
          ? res.redirect(
              303,
              // The home form's inquiry has no /contact variant to carry to the thank-you page.
              thankYouPath(parsed.inquiry.name, {
                domain: parsed.inquiry.domain,
                context:
                  parsed.inquiry.context === HOME_CONTEXT ? undefined : parsed.inquiry.context,
              }),
            )
          : res.status(202).json({ id } satisfies InquiryAccepted)
      // Suspected spam is stored like any inquiry, in the quarantine, and answered the same.
      const verdict = await judgeInquiry(
        {
          inquiry: parsed.inquiry,
          honeypot: parsed.isBot && config.HONEYPOT,
          formOpenMs: parsed.formOpenMs,
        },
        repeats,
        {
          minOpenMs: config.QUARANTINE_MIN_OPEN_MS,
          repeatSenders: config.QUARANTINE_REPEAT_SENDERS,
        },
        req.log,
      )
      const reasons = verdict.hold ? verdict.signals : []

      let result: AcceptResult
      try {
        result = await queue.accept(id, parsed.inquiry, new Date().toISOString(), reasons)
      } catch (error) {
        if (!(error instanceof QueueUnavailableError)) throw error
        req.log.error({ err: error.message }, 'inquiry not stored: the queue is unavailable')
        // Whether answered with a 503 or, to a form post, a 303 back to the form.
        res.locals.ourFailure = true
        if (form) {
          res.locals.errorCode = 'queue_unavailable'
          res.redirect(303, backToForm(req.body, FORM_POST_NOTICES.notSent))
          return
        }
        throw new AppError(
          503,
          'queue_unavailable',
          'We couldn’t take your inquiry just now. Please try again in a minute; nothing was sent yet.',
        )
      }
      // One key stands for one inquiry: another inquiry under it must not be dropped silently.
      if (result === 'conflict') {
        throw new AppError(
          422,
          'idempotency_key_reused',
          'This Idempotency-Key was already used for a different inquiry. Send each new inquiry with a new key.',
        )
      }
      const created = result === 'created'
      if (created) metrics?.accepted()
      if (created) for (const reason of reasons) metrics?.quarantined(reason)
      req.log.info(
        {
          inquiryId: id,
          duplicate: !created,
          context: parsed.inquiry.context,
          domain: parsed.inquiry.domain,
          ...(reasons.length ? { quarantined: reasons } : {}),
          // One soft signal is not enough to hold; logged, so the rules can be checked.
          ...(!verdict.hold && verdict.signals.length ? { signals: verdict.signals } : {}),
        },
        !created
          ? 'repeated inquiry: first answer returned'
          : reasons.length
            ? 'inquiry accepted into the quarantine (suspected spam)'
            : 'inquiry accepted',
      )
      accepted()
    },
  )
  return router
}
