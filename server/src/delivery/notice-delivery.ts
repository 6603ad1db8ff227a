/**
 * Sending the studio's notices (notices.ts), the same on both backends: a notice's parts are
 * marked one by one and saved right after each send, as an inquiry's are (delivery.ts), so a
 * retry after a failure, a restart or a SIGKILL sends only what is left. Each notice takes its
 * own lanes (NoticeLanes): its email never waits for a webhook, and a hanging endpoint holds at
 * most its own lane's slots (docs/decisions/051).
 */
import { Sema } from 'async-sema'
import { type Deliverable, isQuarantined } from '../inquiry/queue.ts'
import { type DeliveryDeps, isPermanent, PartError, redactAddresses } from './delivery.ts'
import { DEFERRED, EndpointLanes, hookParts, sendHookParts, webhookId } from './hooks.ts'
import type { MailMessage } from './mailer.ts'
import { alertEmail, digestEmail } from './notice-emails.ts'
import {
  bouncedData,
  EMAIL,
  type FailedData,
  failedData,
  type HeldData,
  heldData,
  type Notice,
  type NoticeLocation,
  type NoticeSettings,
  noticeEvent,
  noticeFate,
  noticeSlack,
} from './notices.ts'

/** What either backend's notice sender needs. */
export type NoticeDeps = Pick<
  DeliveryDeps,
  'mailer' | 'logger' | 'email' | 'hooks' | 'metrics' | 'retry' | 'concurrency'
> & { notices: NoticeSettings }

/**
 * The lanes of one process's notices, each DELIVERY_CONCURRENCY wide: the studio emails, and one
 * per webhook endpoint (and Slack). Notices are sent side by side: one waiting for an email slot
 * waits; one whose endpoint's lane is full is tried again soon (DEFERRED), its email already out.
 */
export class NoticeLanes {
  readonly emails: Sema
  readonly hooks: EndpointLanes
  /** How many notices may be sending at once: an email lane, and each endpoint's lane full. */
  readonly notices: number
  constructor(deps: Pick<NoticeDeps, 'concurrency' | 'hooks'>) {
    this.emails = new Sema(deps.concurrency)
    this.hooks = new EndpointLanes(deps.concurrency)
    this.notices = deps.concurrency * (1 + hookParts(deps.hooks).length)
  }
}

/** Sends one studio email in the email lane. */
async function inEmailLane<T>(lanes: NoticeLanes, send: () => Promise<T>): Promise<T> {
  await lanes.emails.acquire()
  try {
    return await send()
  } finally {
    lanes.emails.release()
  }
}

/** Sends one email to the studio inbox; a failure says how, never an address. */
async function sendToStudio(message: MailMessage, deps: NoticeDeps): Promise<void> {
  try {
    await deps.mailer.send(message)
  } catch (error) {
    const text = redactAddresses(error instanceof Error ? error.message : String(error))
    throw new PartError(`email: ${text}`, isPermanent(error), { cause: error })
  }
}

/**
 * Sends what is left of a notice about `item`: the studio email first, then each hook at once,
 * whether or not the email failed. Returns the failure left (transient while a part can still
 * go through), DEFERRED when only hooks whose lane is full are left, or undefined when every
 * channel is done.
 */
async function sendNotice(
  notice: Notice,
  item: Deliverable & { lastError?: string | undefined },
  deps: NoticeDeps,
  lanes: NoticeLanes,
  save: () => Promise<void>,
): Promise<PartError | typeof DEFERRED | undefined> {
  const data: HeldData | FailedData =
    notice.kind === 'held' ? heldData(item) : failedData(item, deps.hooks)
  const transient: string[] = []
  const permanent: string[] = []
  const email = notice.parts[EMAIL]
  if (notice.channels.includes(EMAIL) && !email?.sentAt) {
    if (email?.permanent) permanent.push(email.lastError ?? 'email refused')
    else {
      const at = new Date().toISOString()
      try {
        await inEmailLane(lanes, () =>
          sendToStudio(
            'reasons' in data
              ? digestEmail([data], notice.id, deps.email)
              : alertEmail(data, notice.id, deps.email),
            deps,
          ),
        )
        notice.parts[EMAIL] = { host: EMAIL, sentAt: at }
      } catch (error) {
        const { message, permanent: refused } = error as PartError
        notice.parts[EMAIL] = {
          host: EMAIL,
          failedAt: at,
          lastError: message,
          ...(refused ? { permanent: true } : {}),
        }
        ;(refused ? permanent : transient).push(message)
      }
      await save()
    }
  }
  const hookFailure = await sendHookParts(
    hookParts(deps.hooks).filter((part) => notice.channels.includes(part.key)),
    notice.parts,
    notice.createdAt,
    (part) => ({
      body: part.kind === 'webhook' ? noticeEvent(notice, data) : noticeSlack(data),
      messageId: webhookId(notice.id, part),
    }),
    deps,
    save,
    lanes.hooks,
  )
  if (hookFailure && hookFailure !== DEFERRED) {
    ;(hookFailure.permanent ? permanent : transient).push(hookFailure.message)
  }
  if (transient.length > 0) return new PartError([...transient, ...permanent].join('; '), false)
  if (hookFailure === DEFERRED) return DEFERRED
  if (permanent.length > 0) return new PartError(permanent.join('; '), true)
  return undefined
}

/**
 * Sends a notice if what became of its inquiry still calls for it (noticeFate): `done` when it
 * went out or has nothing left to say, `wait` while its inquiry is on its way, DEFERRED while
 * only hooks whose lane is full are left (try again in HOOK_DEFER_MS, no attempt counted), else
 * the failure to retry with backoff.
 */
export async function deliverNotice(
  notice: Notice,
  inquiry: (Deliverable & { retriedAt?: string; lastError?: string }) | undefined,
  location: NoticeLocation,
  deps: NoticeDeps,
  lanes: NoticeLanes,
  save: () => Promise<void>,
): Promise<'done' | 'wait' | typeof DEFERRED | PartError> {
  const fate = noticeFate(notice, inquiry, location)
  if (fate !== 'send' || !inquiry) return fate === 'wait' ? 'wait' : 'done'
  return (await sendNotice(notice, inquiry, deps, lanes, save)) ?? 'done'
}

/**
 * Sends one digest listing `items`: those still in the quarantine, and those whose confirmation
 * bounced; throws a PartError.
 */
export function sendDigest(
  id: string,
  items: Deliverable[],
  deps: NoticeDeps,
  lanes: NoticeLanes,
): Promise<void> {
  const held = items.filter(isQuarantined).map(heldData)
  const bounced = items
    .filter((item) => !isQuarantined(item) && item.confirmation === 'bounced')
    .map(bouncedData)
  return inEmailLane(lanes, () => sendToStudio(digestEmail(held, id, deps.email, bounced), deps))
}

/** Whether to stop trying a notice: refused for good, or its retry window has closed. */
export const givesUp = (
  createdAt: string,
  failure: PartError,
  deps: NoticeDeps,
  now = Date.now(),
) => failure.permanent || now - Date.parse(createdAt) >= deps.retry.windowMs

/** The error line an operator sees for a notice nobody will get. */
export function logGivenUp(
  deps: NoticeDeps,
  notice: { id: string; inquiryId?: string },
  failure: PartError,
): void {
  deps.logger.error(
    { notice: notice.id, inquiryId: notice.inquiryId, lastError: failure.message },
    'a notice to the studio could not be sent: given up (the inquiry itself stays where it is)',
  )
}
