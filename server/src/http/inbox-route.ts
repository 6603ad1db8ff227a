/**
 * The studio acts from its inbox (docs/decisions/050, 063): the pages behind the signed links of
 * action-links.ts. Mail scanners open links, so a GET only shows the inquiry (its id, company and
 * received date) and one button; the button's POST acts. Each action is idempotent: a second
 * press says it was already done. An expired link answers 410, an altered one 403, an inquiry
 * no longer stored 404, each with a page of its own. Plain HTML, no script; rate-limited.
 * This is spam in the notification (whose Reply-To is the founder) only asks: its button emails
 * the studio's inbox the link that reports, at most once per inquiry per REQUEST_WINDOW_MS.
 */
import { site } from '@inlet/shared/site'
import express, { type Request, type Response, type Router } from 'express'
import { type Options, rateLimit, type Store } from 'express-rate-limit'
import type { Logger } from 'pino'
import { type EmailSettings, escapeHtml, formatReceived } from '../delivery/emails.ts'
import type { Mailer } from '../delivery/mailer.ts'
import { reportEmail } from '../delivery/report-email.ts'
import { ACTION_PATH, checkAction, type InboxAction } from '../inquiry/action-links.ts'
import { type JudgementStore, judgementOf } from '../inquiry/judgements.ts'
import type { InquiryQueue, QueueItem } from '../inquiry/queue.ts'
import type { StoreFactory } from '../inquiry/rate-limit-store.ts'

/** Link checks, actions and page views per client per window: a studio clicks a few a day. */
export const INBOX_LIMIT = 60

/** One report link emailed per inquiry per this window, whoever presses This is spam. */
export const REQUEST_WINDOW_MS = 15 * 60_000

export interface InboxDeps {
  queue: InquiryQueue
  judgements: JudgementStore
  stores: StoreFactory
  secrets: readonly string[]
  windowMs: number
  /** Sends the report link to the studio's inbox, at once: the page says whether it went. */
  mailer: Pick<Mailer, 'send'>
  email: EmailSettings
}

const REQUEST_WORDING = {
  title: 'This is spam',
  button: 'Send the confirmation link',
  asks: 'Report this inquiry as spam? This button sends a confirmation link to the studio’s inbox, and the report is made from there, so a reply that quoted the notification cannot make one.',
  done: 'We’ve sent a confirmation link to the studio’s inbox. Open it there and press its button to report this inquiry; nothing is reported until then.',
}

/** What each action is called on its button and in its pages. */
const WORDING: Record<InboxAction, { title: string; button: string; asks: string; done: string }> =
  {
    release: {
      title: 'Release',
      button: 'Release',
      asks: 'Release this inquiry from the quarantine? The studio notification, the founder’s confirmation and every webhook then go out as for any inquiry.',
      done: 'Released: the inquiry is on its way to the studio and the founder gets the confirmation.',
    },
    report: {
      title: 'This is spam',
      button: 'Report as spam',
      asks: 'Report this inquiry as spam? What of it has not gone out yet is held in the quarantine, and near-copies of its text, and posts from its company mail domain, will be held there as “reported”.',
      done: 'Reported as spam: near-copies of this text and posts from its company mail domain will be held as “reported”.',
    },
    retry: {
      title: 'Retry',
      button: 'Retry',
      asks: 'Send this inquiry again? Only the parts that were not delivered go out.',
      done: 'Sent back for delivery: the parts not delivered go out again.',
    },
    'report-request': REQUEST_WORDING,
    spam: REQUEST_WORDING,
  }

const STYLE = `body{margin:0;background:#f6efe3;color:#0b1f33;font:16px/1.5 ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
main{max-width:34rem;margin:3rem auto;padding:2rem;background:#fff;border-top:4px solid #0f766e;border-radius:4px}
h1{font:700 1.6rem/1.25 Gelasio,Georgia,serif;color:#0f2a47;margin:0 0 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:1rem 0}
dt{color:#5b6b7c}dd{margin:0;overflow-wrap:anywhere}
button{font:inherit;font-weight:600;color:#fff;background:#0f766e;border:0;border-radius:4px;padding:.7rem 1.4rem;cursor:pointer}
button:hover,button:focus-visible{background:#115e59}
button:focus-visible{outline:3px solid #f2a541;outline-offset:2px}
.note{color:#5b6b7c;font-size:.9rem}`

interface Page {
  status: number
  title: string
  lines: string[]
  item?: QueueItem | undefined
  button?: string
}

function render(res: Response, { status, title, lines, item, button }: Page): void {
  const facts = item
    ? `<dl><dt>Reference</dt><dd>${escapeHtml(item.id)}</dd><dt>Company</dt><dd>${escapeHtml(item.inquiry.company ?? '(none given)')}</dd><dt>Received</dt><dd>${escapeHtml(formatReceived(item.receivedAt))}</dd></dl>`
    : ''
  // The form posts to the link itself (its signature in the query): no script, no hidden field.
  const form = button ? `<form method="post"><button type="submit">${button}</button></form>` : ''
  res
    .status(status)
    .set({
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      // The link is the key: never sent to another origin.
      'Referrer-Policy': 'same-origin',
    })
    .type('html')
    .send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><title>${escapeHtml(title)} – ${escapeHtml(site.name)}</title>
<link rel="stylesheet" href="${ACTION_PATH}/style.css"></head>
<body><main><h1>${escapeHtml(title)}</h1>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${facts}${form}
<p class="note">${escapeHtml(site.name)} · for the studio only</p></main></body></html>`)
}

const NOT_FOUND: Page = {
  status: 404,
  title: 'No such inquiry',
  lines: [
    'This inquiry is no longer stored: it was deleted (retention, or forget) since the email was sent. Nothing was changed.',
  ],
}
const EXPIRED: Page = {
  status: 410,
  title: 'This link has expired',
  lines: [
    'Action links open for a limited time. Nothing was changed. Use a newer email, or the operator’s command line (npm run inquiries).',
  ],
}
const ALTERED: Page = {
  status: 403,
  title: 'This link is not valid',
  lines: [
    'The link is not one we signed: it may have been cut short or changed when it was copied. Nothing was changed. Open it again from the email.',
  ],
}
const UNAVAILABLE: Page = {
  status: 503,
  title: 'Try again in a minute',
  lines: ['The inquiry store could not be reached just now. Nothing was changed.'],
}

/** What This is spam answers when the inquiry was not delivered yet. */
const HELD_AS_SPAM =
  'Reported as spam and moved to the quarantine: the rest of it does not go out. Near-copies of this text and posts from its company mail domain will be held as “reported”.'

/** What a press did: the page's title and line. */
interface Outcome {
  title: string
  line: string
}
const done = (line: string): Outcome => ({ title: 'Done', line })
const before = (line: string): Outcome => ({ title: 'Already done', line })

/** Acts on `item`, or says why not (done before). */
async function act(
  action: InboxAction,
  item: QueueItem,
  deps: InboxDeps & { requests: Store },
): Promise<Outcome> {
  const { queue, judgements } = deps
  switch (action) {
    case 'release': {
      if (item.state === 'quarantine' && (await queue.release(item.id))) {
        await judgements.add(judgementOf('released', item.id, item.inquiry))
        return done(WORDING.release.done)
      }
      return before(
        item.releasedAt || item.state !== 'quarantine'
          ? 'Already released: nothing more to do.'
          : 'Already done: nothing more to do.',
      )
    }
    case 'report': {
      // Not delivered yet (a part still to go, or dead): held, so nothing more of it goes out.
      const held = await queue.hold(item.id, 'reported')
      const added = await judgements.add(judgementOf('reported', item.id, item.inquiry))
      if (held) return done(HELD_AS_SPAM)
      return added
        ? done(WORDING.report.done)
        : before('Already reported as spam: nothing more to do.')
    }
    case 'retry': {
      if (item.state === 'dead' && (await queue.retry(item.id))) return done(WORDING.retry.done)
      return before(
        item.state === 'quarantine'
          ? 'Held in the quarantine: its Release link in the digest delivers it.'
          : 'Already sent back for delivery: nothing more to do.',
      )
    }
    case 'report-request':
    case 'spam':
      return requestReport(item, deps)
  }
}

/**
 * Emails the studio's inbox the `report` link, once per inquiry per REQUEST_WINDOW_MS (counted
 * where the rate limits count, so every replica shares it). Sent at once rather than queued: the
 * partner is on the page, so a failure is said there and the press is given back.
 */
async function requestReport(
  item: QueueItem,
  { requests, mailer, email }: InboxDeps & { requests: Store },
): Promise<Outcome> {
  const mail = reportEmail(item, email)
  if (!mail) throw new Error('action links are not signed: no report link to send')
  if ((await requests.increment(item.id)).totalHits > 1) {
    return {
      title: 'Already sent',
      line: `A confirmation link for this inquiry went to the studio’s inbox in the last ${REQUEST_WINDOW_MS / 60_000} minutes: open it there. Nothing more was sent.`,
    }
  }
  try {
    await mailer.send(mail)
  } catch (error) {
    await Promise.resolve(requests.decrement(item.id)).catch(() => {})
    throw new MailNotSent(error)
  }
  return { title: 'Check the studio’s inbox', line: REQUEST_WORDING.done }
}

/** The report link's email could not be sent: said on the page, never a 500. */
class MailNotSent extends Error {
  constructor(cause: unknown) {
    super('the report link could not be emailed', { cause })
  }
}
const MAIL_DOWN: Page = {
  status: 503,
  title: 'Try again in a minute',
  lines: [
    'The confirmation link could not be sent to the studio’s inbox just now. Nothing was reported.',
  ],
}

export function inboxRouter(deps: InboxDeps, logger: Pick<Logger, 'warn' | 'error'>): Router {
  const router = express.Router()
  const limit = rateLimit({
    windowMs: deps.windowMs,
    limit: INBOX_LIMIT,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    passOnStoreError: true,
    store: deps.stores('inbox'),
    handler: (_req, res) =>
      render(res, {
        status: 429,
        title: 'Too many requests',
        lines: ['Too many requests from this address. Try again later; nothing was changed.'],
      }),
  })
  const requests = deps.stores('report-request')
  // Only windowMs is read by the stores' init; a failure shows at the first press.
  Promise.resolve(requests.init?.({ windowMs: REQUEST_WINDOW_MS } as Options)).catch(() => {})
  router.get(`${ACTION_PATH}/style.css`, (_req, res) => {
    res.set('Cache-Control', 'public, max-age=86400').type('css').send(STYLE)
  })

  /** The link's inquiry when the link is good, else the page that says why not. */
  const open = async (req: Request): Promise<QueueItem | Page> => {
    const action = String(req.params.action)
    const id = String(req.params.id)
    const check = checkAction(deps.secrets, action, id, req.query.expires, req.query.sig)
    if (check === 'altered') return ALTERED
    if (check === 'expired') return EXPIRED
    return (await deps.queue.show(id)) ?? NOT_FOUND
  }
  const handle =
    (post: boolean) =>
    async (req: Request, res: Response): Promise<void> => {
      const action = String(req.params.action) as InboxAction
      try {
        const found = await open(req)
        if (!('state' in found)) return render(res, found)
        const wording = WORDING[action]
        if (!post) {
          return render(res, {
            status: 200,
            title: wording.title,
            lines: [wording.asks],
            item: found,
            button: wording.button,
          })
        }
        const outcome = await act(action, found, { ...deps, requests })
        render(res, {
          status: 200,
          title: outcome.title,
          lines: [outcome.line],
          item: found,
        })
      } catch (error) {
        ;(req.log ?? logger).error({ err: error, action }, 'an inbox action failed')
        render(res, error instanceof MailNotSent ? MAIL_DOWN : UNAVAILABLE)
      }
    }
  router.get(`${ACTION_PATH}/:action/:id`, limit, handle(false))
  router.post(`${ACTION_PATH}/:action/:id`, limit, handle(true))
  return router
}
