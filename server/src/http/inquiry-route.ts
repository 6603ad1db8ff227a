import { HOME_CONTEXT } from '@inlet/shared/inquiry'
import {
  type ApiErrorBody,
  FORM_POST_NOTICES,
  IDEMPOTENCY_KEY_HEADER,
  INQUIRY_ENDPOINT,
  type InquiryAccepted,
  PROOF_UNAVAILABLE_HEADER,
} from '@inlet/shared/inquiry-api'
import { inquiryErrorId } from '@inlet/shared/inquiry-rules'
import { contactPath, readContactQuery, thankYouPath } from '@inlet/shared/paths'
import express, { type Request, type RequestHandler, type Response, type Router } from 'express'
import { type AugmentedRequest, type RateLimitInfo, rateLimit } from 'express-rate-limit'
import {
  type AcceptMetrics,
  type AcceptOutcome,
  type AcceptSettings,
  acceptInquiry,
} from '../inquiry/accept-inquiry.ts'
import type { JudgementStore } from '../inquiry/judgements.ts'
import type { Proofs } from '../inquiry/proof.ts'
import type { InquiryQueue } from '../inquiry/queue.ts'
import type { StoreFactory } from '../inquiry/rate-limit-store.ts'
import { memoryRepeats, type RepeatStore } from '../inquiry/repeats.ts'
import { AppError, toAppError } from './errors.ts'

/** The settings the route reads, and those acceptInquiry reads (named as config.ts names them). */
export interface RouteSettings extends AcceptSettings {
  BODY_LIMIT: string
  RATE_LIMIT_WINDOW_MS: number
  RATE_LIMIT_MAX: number
}

/** What the route counts: what acceptInquiry counts, and each refusal by its code. */
export interface RouteMetrics extends AcceptMetrics {
  rejected(code: string): void
}

type Accept = (req: Request, door: 'json' | 'form') => Promise<AcceptOutcome>
/** Counts a refused submission by its code; `ours` when the client could not have caused it. */
type Refused = (req: Request, res: Response, code: string, ours?: boolean) => void

/** The /contact form posted natively (no JavaScript): urlencoded, answered with a 303. */
const isFormPost = (req: Request) => req.is('application/x-www-form-urlencoded') !== false

/** What express-rate-limit found for this client (the key it counted under, when it resets). */
const rateLimitOf = (req: Request) =>
  (req as AugmentedRequest).rateLimit as RateLimitInfo | undefined

/** The API's error for a submission not accepted (errors.ts writes it). */
function refusal(outcome: Exclude<AcceptOutcome, { kind: 'accepted' }>): AppError {
  switch (outcome.kind) {
    case 'invalid':
      return new AppError(400, 'invalid_input', outcome.message)
    case 'bad-key':
      return new AppError(
        400,
        'invalid_idempotency_key',
        'The Idempotency-Key header is not valid.',
      )
    case 'conflict':
      return new AppError(
        422,
        'idempotency_key_reused',
        'This Idempotency-Key was already used for a different inquiry. Send each new inquiry with a new key.',
      )
    case 'unavailable':
      return new AppError(
        503,
        'queue_unavailable',
        'We couldn’t take your inquiry just now. Please try again in a minute; nothing was sent yet.',
      )
  }
}

function minutes(ms: number) {
  const value = Math.max(1, Math.ceil(ms / 60_000))
  return `${value} minute${value === 1 ? '' : 's'}`
}

/** The API's door: JSON in; `202 { id }` out, or a JSON error. */
function jsonDoor(accept: Accept, config: RouteSettings) {
  const requireJson: RequestHandler = (req, _res, next) => {
    if (req.is('application/json')) return next()
    next(
      new AppError(
        415,
        'unsupported_media_type',
        'Send the inquiry as JSON (Content-Type: application/json).',
      ),
    )
  }
  return {
    read: [requireJson, express.json({ limit: config.BODY_LIMIT, strict: true })],
    tooMany(req: Request, res: Response) {
      const resetTime = rateLimitOf(req)?.resetTime
      const wait = resetTime ? resetTime.getTime() - Date.now() : config.RATE_LIMIT_WINDOW_MS
      const message = `Too many inquiries from your connection. Please try again in ${minutes(wait)}.`
      res.status(429).json({ error: { code: 'rate_limited', message } } satisfies ApiErrorBody)
    },
    answer: (async (req, res) => {
      const outcome = await accept(req, 'json')
      if (outcome.kind !== 'accepted') throw refusal(outcome)
      res.status(202).json({ id: outcome.id } satisfies InquiryAccepted)
    }) satisfies RequestHandler,
  }
}

/** The /contact form's door without JavaScript: urlencoded in, a 303 out (docs/decisions/026). */
function formDoor(accept: Accept, config: RouteSettings, refused: Refused) {
  /** /contact (with the form's context and domain, when valid) at the notice that says why. */
  const backToForm = (req: Request, res: Response, noticeId: string) => {
    const { context, domain } = (req.body ?? {}) as Record<string, unknown>
    const query = readContactQuery(
      new URLSearchParams({
        context: typeof context === 'string' ? context : '',
        domain: typeof domain === 'string' ? domain : '',
      }),
    )
    res.redirect(303, `${contactPath(query)}#${noticeId}`)
  }
  const formPostsOnly: RequestHandler = (req, _res, next) =>
    next(isFormPost(req) ? undefined : 'route')
  return {
    read: [formPostsOnly, express.urlencoded({ limit: config.BODY_LIMIT, extended: false })],
    tooMany: (req: Request, res: Response) => backToForm(req, res, FORM_POST_NOTICES.rateLimited),
    answer: (async (req, res) => {
      const outcome = await accept(req, 'form')
      if (outcome.kind === 'accepted') {
        const { name, domain, context } = outcome.inquiry
        // The home form's inquiry has no /contact variant to carry to the thank-you page.
        const variant = { domain, context: context === HOME_CONTEXT ? undefined : context }
        res.redirect(303, thankYouPath(name, variant))
      } else if (outcome.kind === 'invalid') {
        refused(req, res, 'invalid_input')
        backToForm(req, res, inquiryErrorId(outcome.message))
      } else if (outcome.kind === 'unavailable') {
        refused(req, res, 'queue_unavailable', true)
        backToForm(req, res, FORM_POST_NOTICES.notSent)
      } else {
        // A key refused or reused: only a client that sends an Idempotency-Key, never our form.
        throw refusal(outcome)
      }
    }) satisfies RequestHandler,
  }
}

export interface InquiryRouteDeps {
  config: RouteSettings
  queue: InquiryQueue
  stores: StoreFactory
  metrics?: RouteMetrics
  /** Who sent which message lately (the repeat signal): in Redis when replicas share it. */
  repeats?: RepeatStore
  /** The studio's reports and releases (judgements.ts); none: no `reported` signal. */
  judgements?: JudgementStore
  /** The proof of work's checks (proof.ts). */
  proofs: Pick<Proofs, 'verify'>
}

/**
 * `POST /api/send-contact-email`: one rate limit, then one of two doors over acceptInquiry,
 * chosen by the body's type. Each door reads its own body and answers in its own format.
 */
export function inquiryRouter({
  config,
  queue,
  stores,
  metrics,
  repeats = memoryRepeats(),
  judgements,
  proofs,
}: InquiryRouteDeps): Router {
  const counts = stores('rl')
  /**
   * Every refusal is counted by its code once answered. One the client could not cause (the
   * queue out of reach, a 500) gives its rate-limit count back, so a founder is not locked out
   * once the server recovers (not skipFailedRequests: it also refunds a client that hangs up
   * after its inquiry may be stored; docs/decisions/022).
   */
  const refused: Refused = (req, res, code, ours = false) => {
    res.once('finish', () => {
      metrics?.rejected(code)
      const key = rateLimitOf(req)?.key
      if (ours && key !== undefined) {
        Promise.resolve(counts.decrement(key)).catch(() => {}) // a count left is no harm
      }
    })
  }
  const accept: Accept = (req, door) =>
    acceptInquiry(
      {
        body: req.body,
        idempotencyKey: req.get(IDEMPOTENCY_KEY_HEADER),
        door,
        proofUnavailable: Boolean(req.get(PROOF_UNAVAILABLE_HEADER)),
      },
      { config, queue, repeats, judgements, proofs, metrics, log: req.log },
    )
  const json = jsonDoor(accept, config)
  const form = formDoor(accept, config, refused)

  const limiter = rateLimit({
    windowMs: config.RATE_LIMIT_WINDOW_MS,
    limit: config.RATE_LIMIT_MAX,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // The stores count in memory while Redis is down; should one still fail, a founder is let
    // through rather than turned away.
    passOnStoreError: true,
    store: counts,
    // Over the limit, the door the post came to answers, before any body is read.
    handler: (req, res) => {
      refused(req, res, 'rate_limited')
      ;(isFormPost(req) ? form : json).tooMany(req, res)
    },
  })
  /** Whatever a door threw (a body the parser refused, a 415, a 5xx) is counted by its code. */
  const countThrown: express.ErrorRequestHandler = (err, req, res, next) => {
    const error = toAppError(err)
    refused(req, res, error.code, error.status >= 500)
    next(err)
  }

  // One spelling only: nginx limits POSTs to exactly this path (client/nginx.conf), so a
  // trailing slash or other letter case must not reach the handler past that limit.
  const router = express.Router({ strict: true, caseSensitive: true })
  // JSON and form posts count together; a body that is not the form's goes on to the JSON door.
  router.post(INQUIRY_ENDPOINT, limiter)
  router.post(INQUIRY_ENDPOINT, ...form.read, form.answer)
  router.post(INQUIRY_ENDPOINT, ...json.read, json.answer)
  router.use(countThrown)
  return router
}
