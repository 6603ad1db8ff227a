/**
 * The delivery policy both queues share: which emails an inquiry still needs and in what order,
 * how long to wait before a retry, when to give up, and what an error may say.
 */
import type { Logger } from 'pino'
import type { ConfirmationBudget } from '../confirmation-budget.ts'
import { buildEmail, type EmailSettings } from '../emails.ts'
import type { Mailer } from '../mailer.ts'
import { type HookSettings, sendMissingHooks } from './hooks.ts'
import type { Deliverable, EmailKind } from './queue.ts'

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
  /** Items delivered at the same time, so one slow SMTP exchange does not hold up the rest. */
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

/** SMTP error text often names the recipient: addresses never reach logs or dead-letter files. */
export function redactAddresses(text: string): string {
  return text.replace(/[^\s<>()[\]"',;:]+@[^\s<>()[\]"',;:]+/g, '[address]')
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

/**
 * Sends every part of an item not delivered yet: the emails (sendMissingEmails), then each
 * webhook and Slack, whether or not an email failed, so one channel being down holds up no
 * other. Throws a PartError when something is left: an email's failure first, else the hooks'.
 */
export async function sendMissingParts(
  item: Deliverable & { retriedAt?: string },
  deps: EmailDeps & Pick<DeliveryDeps, 'hooks'>,
  save: () => Promise<void>,
): Promise<void> {
  let failure: PartError | undefined
  try {
    await sendMissingEmails(item, deps, save)
  } catch (error) {
    if (!(error instanceof EmailError)) throw error
    failure = error
  }
  const hookFailure = await sendMissingHooks(item, deps, save)
  if (failure) throw failure
  if (hookFailure) throw new PartError(hookFailure.message, hookFailure.permanent)
}

export type EmailDeps = Pick<
  DeliveryDeps,
  'mailer' | 'logger' | 'email' | 'confirmations' | 'metrics'
>

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
      throw new EmailError(kind, error)
    }
    deps.metrics?.emailSent(kind)
    item.sent[kind] = new Date().toISOString()
    await save()
  }
}
