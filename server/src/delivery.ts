import type { Logger } from 'pino'
import type { ConfirmationBudget } from './confirmation-budget'
import { buildEmail, type EmailSettings } from './emails'
import type { Mailer } from './mailer'
import type { EmailKind, Outbox, OutboxItem } from './outbox'

export interface RetryPolicy {
  baseMs: number
  maxMs: number
  /** After this long since the inquiry arrived, a failing item goes to dead/. */
  windowMs: number
}

export interface DeliveryDeps {
  outbox: Outbox
  mailer: Mailer
  logger: Logger
  email: EmailSettings
  retry: RetryPolicy
  /** Limits the founder confirmations (the studio notification is never limited). */
  confirmations: ConfirmationBudget
  now?: () => number
}

const KINDS: readonly EmailKind[] = ['notification', 'confirmation']
/** How often a process without the delivery lock checks whether it can take over. */
const LOCK_RETRY_MS = 5_000

/** Exponential backoff with ±20 % jitter, capped. */
export function backoffMs(attempt: number, policy: RetryPolicy, random = Math.random): number {
  const raw = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempt - 1))
  return Math.round(raw * (0.8 + 0.4 * random()))
}

/**
 * Sends what the outbox holds, one item at a time, and never drops one: failures are retried
 * with backoff until the retry window closes, then the item moves to dead/ with an error log.
 * On start it resumes whatever a previous process left pending.
 */
export class DeliveryWorker {
  private timer: NodeJS.Timeout | undefined
  private lockTimer: NodeJS.Timeout | undefined
  /** Set while this process holds the outbox's delivery lock: only then does it send. */
  private release: (() => Promise<void>) | undefined
  private running: Promise<void> | undefined
  private again = false
  private stopped = false
  /**
   * What this process sent and decided, by inquiry id, until the item is finished: when the
   * outbox cannot record it (disk full), the next pass still knows, and sends nothing twice.
   */
  private readonly known = new Map<string, Pick<OutboxItem, 'sent' | 'confirmation'>>()
  private readonly now: () => number

  constructor(private readonly deps: DeliveryDeps) {
    this.now = deps.now ?? Date.now
  }

  start(): void {
    this.stopped = false
    void this.acquire()
  }

  /** Takes the delivery lock, or tries again later while another process delivers. */
  private async acquire(): Promise<void> {
    const { outbox, logger } = this.deps
    let release: (() => Promise<void>) | undefined
    try {
      release = await outbox.lockDelivery((err) => {
        logger.error({ err }, 'delivery lock lost: this process stops sending')
        this.release = undefined
        this.retryLock()
      })
    } catch (err) {
      logger.error({ err }, 'delivery lock could not be taken')
    }
    if (this.stopped) {
      await release?.()
      return
    }
    if (!release) {
      logger.info('another process delivers from this outbox; this one only accepts inquiries')
      this.retryLock()
      return
    }
    this.release = release
    this.kick()
  }

  private retryLock(): void {
    if (this.stopped) return
    clearTimeout(this.lockTimer)
    this.lockTimer = setTimeout(() => void this.acquire(), LOCK_RETRY_MS)
    this.lockTimer.unref()
  }

  /** Runs a delivery pass soon; passes never overlap. */
  kick(): void {
    if (this.stopped || !this.release) return
    if (this.running) {
      this.again = true
      return
    }
    clearTimeout(this.timer)
    this.running = this.pass()
      .catch((err) => {
        // The outbox could not even be listed: try again later, never give up.
        this.deps.logger.error({ err }, 'delivery pass failed')
        this.arm(this.now() + backoffMs(1, this.deps.retry))
      })
      .finally(() => {
        this.running = undefined
        if (this.again) {
          this.again = false
          this.kick()
        }
      })
  }

  /** Resolves once no pass is in flight (tests and shutdown wait on this). */
  async idle(): Promise<void> {
    while (this.running) await this.running
  }

  async stop(): Promise<void> {
    this.stopped = true
    clearTimeout(this.timer)
    clearTimeout(this.lockTimer)
    await this.idle()
    const release = this.release
    this.release = undefined
    await release?.().catch(() => {})
  }

  private async pass(): Promise<void> {
    const items = await this.deps.outbox.pending()
    let nextDue = Number.POSITIVE_INFINITY
    for (const item of items) {
      if (this.stopped || !this.release) return
      const due = Date.parse(item.nextAttemptAt)
      if (due > this.now()) {
        nextDue = Math.min(nextDue, due)
        continue
      }
      let retryAt: number | undefined
      try {
        retryAt = await this.deliver(item)
      } catch (err) {
        // The outbox could not record the item's state (disk full, say): retry it later.
        this.deps.logger.error({ err, inquiryId: item.id }, 'delivery state could not be saved')
        retryAt = this.now() + backoffMs(item.attempts, this.deps.retry)
      }
      if (retryAt !== undefined) nextDue = Math.min(nextDue, retryAt)
    }
    this.arm(nextDue)
  }

  /** Arms the timer of the next pass, due at `due` (ms since the epoch). */
  private arm(due: number): void {
    if (!Number.isFinite(due) || this.stopped) return
    clearTimeout(this.timer)
    this.timer = setTimeout(() => this.kick(), Math.max(0, due - this.now()))
    this.timer.unref()
  }

  /** Takes the confirmation from the budget once per item; a retry keeps the decision. */
  private async confirmationAllowed(
    item: OutboxItem,
    known: Pick<OutboxItem, 'confirmation'>,
  ): Promise<boolean> {
    if (item.confirmation === undefined) {
      item.confirmation = (await this.deps.confirmations.take(item.inquiry.email)) ?? 'allowed'
      known.confirmation = item.confirmation
      await this.deps.outbox.update(item)
      if (item.confirmation !== 'allowed') {
        this.deps.logger.warn(
          { inquiryId: item.id, reason: item.confirmation },
          'no confirmation email for this inquiry',
        )
      }
    }
    return item.confirmation === 'allowed'
  }

  /** Returns when to try again, or undefined when the item is finished. */
  private async deliver(item: OutboxItem): Promise<number | undefined> {
    const { outbox, mailer, logger } = this.deps
    if (await outbox.isFinished(item.id)) {
      await outbox.finish(item.id, 'sent') // a duplicate left behind by a race: drop it
      return undefined
    }
    const known = this.known.get(item.id) ?? { sent: {} }
    this.known.set(item.id, known)
    Object.assign(item.sent, known.sent)
    item.confirmation ??= known.confirmation
    try {
      for (const kind of KINDS) {
        if (item.sent[kind]) continue
        if (kind === 'confirmation' && !(await this.confirmationAllowed(item, known))) continue
        await mailer.send(buildEmail(kind, item, this.deps.email))
        item.sent[kind] = known.sent[kind] = new Date(this.now()).toISOString()
        await outbox.update(item)
      }
      await outbox.finish(item.id, 'sent')
      this.known.delete(item.id)
      logger.info({ inquiryId: item.id, attempts: item.attempts + 1 }, 'inquiry delivered')
      return undefined
    } catch (err) {
      item.attempts += 1
      item.lastError = err instanceof Error ? err.message : String(err)
      const age = this.now() - Date.parse(item.receivedAt)
      if (age >= this.deps.retry.windowMs) {
        await outbox.update(item)
        await outbox.finish(item.id, 'dead')
        this.known.delete(item.id)
        logger.error(
          { inquiryId: item.id, attempts: item.attempts, lastError: item.lastError },
          'inquiry could not be delivered within the retry window: moved to dead-letter',
        )
        return undefined
      }
      const retryAt = this.now() + backoffMs(item.attempts, this.deps.retry)
      item.nextAttemptAt = new Date(retryAt).toISOString()
      await outbox.update(item)
      logger.warn(
        {
          inquiryId: item.id,
          attempts: item.attempts,
          retryAt: item.nextAttemptAt,
          err: item.lastError,
        },
        'delivery failed, will retry',
      )
      return retryAt
    }
  }
}
