/**
 * The delivery policy both queues share: which emails an inquiry still needs and in what order,
 * how long to wait before a retry, when to give up, and what an error may say.
 */
import { Sema } from 'async-sema'
import type { Logger } from 'pino'
import type { Deliverable, EmailKind } from '../inquiry/queue.ts'
import type { ConfirmationBudget } from './confirmation-budget.ts'
import { buildEmail, type EmailSettings } from './emails.ts'
import { type HookFailure, type HookSettings, missingHooks, sendMissingHooks } from './hooks.ts'
import type { Mailer } from './mailer.ts'

export interface RetryPolicy {
  baseMs: number
  maxMs: number
  /** After this long since the inquiry arrived, a failing item goes to the dead letter. */
  windowMs: number
}

/** What either queue's worker needs to deliver. */
export interface DeliveryDeps {
  mailer: Mailer
  logger: Logger
  email: EmailSettings
  retry: RetryPolicy
  /** Limits the founder confirmations (the studio notification is never limited). */
  confirmations: ConfirmationBudget
  /**
   * Items whose emails go out at the same time, so one slow SMTP exchange does not hold up the
   * rest; as many again may be sending their webhooks (DeliveryLanes).
   */
  concurrency: number
  metrics?: DeliveryMetrics
  /** The webhook endpoints and Slack (hooks.ts); none when unset. */
  hooks?: HookSettings
}

/** What delivery reports to the metrics (metrics.ts); both queues report the same events. */
export interface DeliveryMetrics {
  emailSent(kind: EmailKind): void
  emailFailed(kind: EmailKind): void
  retried(): void
  dead(): void
  /** An inquiry whose emails are all sent, `ms` after it was accepted. */
  delivered(ms: number): void
  /** A webhook or Slack POST answered with a 2xx, by the endpoint's host. */
  hookSent(host: string): void
  /** A webhook or Slack POST that did not (an error, a time-out, any other status). */
  hookFailed(host: string): void
  /** A confirmation the founder's mail server refused for good, the studio's email sent. */
  confirmationBounced(): void
}

const KINDS: readonly EmailKind[] = ['notification', 'confirmation']

/** SMTP 5xx to the envelope or the message (no such mailbox, message refused): retrying won't help. */
export function isPermanent(err: unknown): boolean {
  const { responseCode, command } = (err ?? {}) as { responseCode?: number; command?: string }
  return (
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600 &&
    // A refused login or greeting is the server's or our setup's fault, not this email's.
    /^(?:MAIL FROM|RCPT TO|DATA)/i.test(command ?? '')
  )
}

/** Something shaped like an email address in free text (an error, a file that is not JSON). */
export const ADDRESS_IN_TEXT = /[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+/g

/** SMTP error text often names the recipient: addresses never reach logs or dead-letter files. */
export function redactAddresses(text: string): string {
  return text.replace(ADDRESS_IN_TEXT, '[address]')
}

/** Exponential backoff with ±20 % jitter, capped. */
export function backoffMs(attempt: number, policy: RetryPolicy, random = Math.random): number {
  const raw = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempt - 1))
  return Math.round(raw * (0.8 + 0.4 * random()))
}

/** When the retry window of an item starts: its arrival, or the operator's last retry. */
export function windowStart(item: { receivedAt: string; retriedAt?: string }): number {
  return Date.parse(item.retriedAt ?? item.receivedAt)
}

/** A part of an inquiry that failed; `permanent`: retrying won't help, it goes to the dead letter. */
export class PartError extends Error {
  readonly permanent: boolean
  constructor(message: string, permanent: boolean, options?: ErrorOptions) {
    super(message, options)
    this.permanent = permanent
  }
}

/** A failed email: its message names the kind and never an address; `cause` is the SMTP error. */
export class EmailError extends PartError {
  readonly kind: EmailKind
  constructor(kind: EmailKind, cause: unknown) {
    super(
      `${kind}: ${redactAddresses(cause instanceof Error ? cause.message : String(cause))}`,
      isPermanent(cause),
      { cause },
    )
    this.kind = kind
  }
}

/** While a hook part waits for an endpoint, another inquiry's turn at the hooks comes this soon. */
export const HOOK_DEFER_MS = 1_000

/**
 * The two lanes an item's parts take, each `concurrency` wide: its emails, then its hooks. A
 * worker runs twice `concurrency` items at once; the hooks take a slot only if one is free (else
 * HooksDeferred), so items waiting on slow or hanging endpoints fill at most the hook lane and
 * every other inquiry's emails still go out as soon as SMTP allows.
 */
export class DeliveryLanes {
  readonly emails: Sema
  readonly hooks: Sema
  /** How many items a worker delivers at the same time: one per slot of either lane. */
  readonly items: number
  constructor(concurrency: number) {
    this.emails = new Sema(concurrency)
    this.hooks = new Sema(concurrency)
    this.items = 2 * concurrency
  }
}

/**
 * Every hook slot is busy: this item's emails are sent and saved, its hooks wait for their turn
 * (HOOK_DEFER_MS). Not a failure: no attempt is counted.
 */
export class HooksDeferred extends Error {
  constructor() {
    super('every webhook slot is busy: the hooks wait their turn')
  }
}

/**
 * Sends every part of an item not delivered yet: the emails (sendMissingEmails) in the email
 * lane, then each webhook and Slack in the hook lane, whether or not an email failed, so one
 * channel being down holds up no other. Throws a PartError when something is left (an email's
 * failure first, else the hooks'), or HooksDeferred when only hooks are left and their lane is
 * full.
 */
export async function sendMissingParts(
  item: Deliverable & { retriedAt?: string },
  deps: EmailDeps & Pick<DeliveryDeps, 'hooks'>,
  lanes: DeliveryLanes,
  save: () => Promise<void>,
): Promise<void> {
  let failure: PartError | undefined
  if (missingEmails(item)) {
    await lanes.emails.acquire()
    try {
      await sendMissingEmails(item, deps, save)
    } catch (error) {
      if (!(error instanceof EmailError)) throw error
      failure = error
    } finally {
      lanes.emails.release()
    }
  }
  if (!missingHooks(item, deps.hooks)) {
    if (failure) throw failure
    return
  }
  if (lanes.hooks.tryAcquire() === undefined) throw failure ?? new HooksDeferred()
  let hookFailure: HookFailure | undefined
  try {
    hookFailure = await sendMissingHooks(item, deps, save)
  } finally {
    lanes.hooks.release()
  }
  if (failure) throw failure
  if (hookFailure) throw new PartError(hookFailure.message, hookFailure.permanent)
}

/**
 * The founder's mail server refused the confirmation for good, and the studio has the inquiry:
 * not a failed inquiry (no dead letter, no alert), but counted, logged and noted in the next
 * digest. Saved before it is noted: a crash in between loses the digest's line, never sends twice.
 */
async function bounced(
  item: Deliverable,
  deps: EmailDeps,
  save: () => Promise<void>,
  error: unknown,
): Promise<void> {
  item.confirmation = 'bounced'
  await save()
  deps.metrics?.confirmationBounced()
  deps.logger.warn(
    { inquiryId: item.id, err: new EmailError('confirmation', error).message },
    "the founder's mail server refused the confirmation for good: the studio has the inquiry, noted in the next digest",
  )
  await deps.bounced?.(item)
}

/** Whether an email of the item is still to be sent (or the confirmation still to be decided). */
const missingEmails = (item: Deliverable) =>
  !item.sent.notification ||
  (!item.sent.confirmation && (item.confirmation === undefined || item.confirmation === 'allowed'))

export type EmailDeps = Pick<
  DeliveryDeps,
  'mailer' | 'logger' | 'email' | 'confirmations' | 'metrics'
> & {
  /** Notes a bounced confirmation for the studio's next digest (the notices of each backend). */
  bounced?: ((item: Deliverable) => Promise<void>) | undefined
}

/**
 * Sends the emails of an item that are not marked sent yet, studio notification first, and
 * calls `save` after each mark or decision, so a retry never sends one twice. The confirmation
 * is taken from the budget once per item; a retry keeps that decision.
 */
export async function sendMissingEmails(
  item: Deliverable,
  deps: EmailDeps,
  save: () => Promise<void>,
): Promise<void> {
  for (const kind of KINDS) {
    if (item.sent[kind]) continue
    if (kind === 'confirmation') {
      if (item.confirmation === undefined) {
        item.confirmation = (await deps.confirmations.take(item.inquiry.email)) ?? 'allowed'
        await save()
        if (item.confirmation !== 'allowed') {
          deps.logger.warn(
            { inquiryId: item.id, reason: item.confirmation },
            'no confirmation email for this inquiry',
          )
        }
      }
      if (item.confirmation !== 'allowed') continue
    }
    try {
      await deps.mailer.send(buildEmail(kind, item, deps.email))
    } catch (error) {
      deps.metrics?.emailFailed(kind)
      if (kind === 'confirmation' && item.sent.notification && isPermanent(error)) {
        await bounced(item, deps, save, error)
        continue
      }
      throw new EmailError(kind, error)
    }
    deps.metrics?.emailSent(kind)
    item.sent[kind] = new Date().toISOString()
    await save()
  }
}
