import {
  backoffMs,
  type DeliveryDeps,
  DeliveryLanes,
  HOOK_DEFER_MS,
  HooksDeferred,
  PartError,
  sendMissingParts,
  windowStart,
} from '../../delivery/delivery.ts'
import { doneParts } from '../../delivery/hooks.ts'
import { isQuarantined } from '../../inquiry/queue.ts'
import type { Outbox, OutboxItem } from './outbox.ts'

/** How often a process without the delivery lock checks whether it can take over. */
const LOCK_RETRY_MS = 5_000
/** When `forget` holds an item (it is deleting it), the next look is this much later. */
const ITEM_BUSY_MS = 1_000

export interface WorkerDeps extends DeliveryDeps {
  outbox: Outbox
  now?: () => number
  /** The studio's notices (file-notices.ts): told of an item before it is held or dead. */
  notices?: WorkerNotices
}

/** What the worker tells the notices; each is written before its item moves, so none is lost. */
export interface WorkerNotices {
  held(id: string): Promise<void>
  failed(item: OutboxItem): Promise<void>
  /** Notes an item whose confirmation bounced for the next digest (after the item is saved). */
  bounced(id: string): Promise<void>
  /** This process took the delivery lock: the notices are its to send too. */
  kick(): void
}

/** What this process sent and decided for an item, kept until it is finished. */
interface Known extends Pick<OutboxItem, 'sent' | 'confirmation' | 'parts'> {
  retryAt?: number
}

/**
 * Sends what the outbox holds, up to `concurrency` items' emails and as many items' hooks at a
 * time (DeliveryLanes), and never drops one:
 * failures are retried with backoff until the retry window closes, a permanent refusal
 * (SMTP 5xx) at once, and then the item moves to dead/ with an error log. It sends only while
 * it holds the outbox's delivery lock, and on start resumes whatever is pending.
 */
export class DeliveryWorker {
  private timer: NodeJS.Timeout | undefined
  private timerDue = Number.POSITIVE_INFINITY
  private lockTimer: NodeJS.Timeout | undefined
  /** Set while this process holds the outbox's delivery lock: only then does it send. */
  private release: (() => Promise<void>) | undefined
  /** The lock being taken: stop() waits for it, so nothing is written to the outbox after. */
  private acquiring: Promise<void> | undefined
  private scanning: Promise<void> | undefined
  private again = false
  private stopped = false
  private readonly inFlight = new Map<string, Promise<void>>()
  /**
   * By inquiry id: what this process sent, decided and scheduled. When the outbox cannot
   * record it (disk full), the next scan still knows, and sends nothing twice.
   */
  private readonly known = new Map<string, Known>()
  private readonly now: () => number
  private readonly deps: WorkerDeps
  private readonly lanes: DeliveryLanes

  constructor(deps: WorkerDeps) {
    this.deps = deps
    this.now = deps.now ?? Date.now
    this.lanes = new DeliveryLanes(deps.concurrency)
  }

  start(): void {
    this.stopped = false
    this.acquiring = this.acquire()
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
    this.deps.notices?.kick()
  }

  /** Whether this process holds the delivery lock (it alone sends, notices included). */
  get delivering(): boolean {
    return this.release !== undefined
  }

  private retryLock(): void {
    if (this.stopped) return
    clearTimeout(this.lockTimer)
    this.lockTimer = setTimeout(() => {
      this.acquiring = this.acquire()
    }, LOCK_RETRY_MS)
    this.lockTimer.unref()
  }

  /** Looks for due items soon; scans never overlap, deliveries run alongside them. */
  kick(): void {
    if (this.stopped || !this.release) return
    if (this.scanning) {
      this.again = true
      return
    }
    this.scanning = this.scan()
      .catch((err) => {
        // The outbox could not even be listed: try again later, never give up.
        this.deps.logger.error({ err }, 'delivery pass failed')
        this.arm(this.now() + backoffMs(1, this.deps.retry))
      })
      .finally(() => {
        this.scanning = undefined
        if (this.again) {
          this.again = false
          this.kick()
        }
      })
  }

  /** Resolves once nothing is being scanned or delivered (tests and shutdown wait on this). */
  async idle(): Promise<void> {
    while (this.scanning || this.inFlight.size > 0) {
      await Promise.all([this.scanning, ...this.inFlight.values()])
    }
  }

  async stop(): Promise<void> {
    this.stopped = true
    clearTimeout(this.timer)
    clearTimeout(this.lockTimer)
    await this.acquiring
    await this.idle()
    const release = this.release
    this.release = undefined
    await release?.().catch(() => {})
  }

  private async scan(): Promise<void> {
    const { outbox, logger } = this.deps
    const concurrency = this.lanes.items
    // Nothing could start now: skip reading every pending file. Each delivery kicks a scan
    // when it finishes, and the timer armed by the last full scan still stands.
    if (this.inFlight.size >= concurrency) return
    const items = await outbox.pending((file, err) =>
      logger.error({ file, err: err.message }, 'unreadable outbox file moved to dead-letter'),
    )
    let nextDue = Number.POSITIVE_INFINITY
    for (const item of items) {
      if (this.stopped || !this.release) return
      if (this.inFlight.has(item.id)) continue
      const due = Math.max(Date.parse(item.nextAttemptAt), this.known.get(item.id)?.retryAt ?? 0)
      if (due > this.now()) {
        nextDue = Math.min(nextDue, due)
        continue
      }
      if (this.inFlight.size >= concurrency) continue // a finishing delivery scans again
      const job = this.deliverOrReschedule(item).finally(() => {
        this.inFlight.delete(item.id)
        this.kick()
      })
      this.inFlight.set(item.id, job)
    }
    this.arm(nextDue)
  }

  private async deliverOrReschedule(item: OutboxItem): Promise<void> {
    const { outbox, logger } = this.deps
    let retryAt: number | undefined
    let unlock: (() => Promise<void>) | undefined
    try {
      // The item's lock, held for its whole delivery: `forget` (the operator's CLI) waits for
      // it, so a delivery never sends or writes back an item forget deleted (docs/decisions/024).
      unlock = await outbox.lockItem(item.id, 0, (err) =>
        logger.error({ err, inquiryId: item.id }, 'inquiry lock lost'),
      )
      if (!unlock) {
        // forget is deleting it right now: the scans skip it until then (and then it is gone).
        retryAt = this.now() + ITEM_BUSY_MS
        this.known.set(item.id, { sent: {}, ...this.known.get(item.id), retryAt })
      } else if (await outbox.isPending(item.id)) retryAt = await this.deliver(item)
      else this.known.delete(item.id) // forgotten since the scan listed it
    } catch (err) {
      // The outbox could not record the item's state (disk full, say): retry it later.
      logger.error({ err, inquiryId: item.id }, 'delivery state could not be saved')
      retryAt = this.now() + backoffMs(item.attempts, this.deps.retry)
      const known = this.known.get(item.id)
      if (known) known.retryAt = retryAt
    } finally {
      await unlock?.().catch(() => {}) // already taken away: logged by onLost
    }
    if (retryAt !== undefined) this.arm(retryAt)
  }

  /** Arms the timer of the next scan for `due` (ms since the epoch), unless one is due sooner. */
  private arm(due: number): void {
    if (!Number.isFinite(due) || this.stopped) return
    if (this.timer && this.timerDue <= due && this.timerDue > this.now()) return
    clearTimeout(this.timer)
    this.timerDue = due
    this.timer = setTimeout(
      () => {
        this.timerDue = Number.POSITIVE_INFINITY
        this.kick()
      },
      Math.max(0, due - this.now()),
    )
    this.timer.unref()
  }

  /** Returns when to try again, or undefined when the item is finished. */
  private async deliver(item: OutboxItem): Promise<number | undefined> {
    const { outbox, logger } = this.deps
    if (await outbox.isFinished(item.id)) {
      await outbox.finish(item.id, 'sent') // a duplicate left behind by a race: drop it
      return undefined
    }
    // Suspected spam is never sent: it goes to quarantine/ (accept moves it there itself; this
    // covers a crash in between), and a copy of a quarantined id left by a race is dropped.
    if (isQuarantined(item)) {
      // Accept writes its notices before the move: here only after a crash in between.
      if (!(await outbox.inQuarantine(item.id))) await this.deps.notices?.held(item.id)
      await outbox.finish(item.id, 'quarantine')
      this.deps.notices?.kick()
      return undefined
    }
    if (!item.releasedAt && (await outbox.inQuarantine(item.id))) {
      await outbox.dropPending(item.id)
      return undefined
    }
    const known: Known = this.known.get(item.id) ?? { sent: {} }
    this.known.set(item.id, known)
    Object.assign(item.sent, known.sent)
    item.confirmation ??= known.confirmation
    if (known.parts) item.parts = { ...item.parts, ...known.parts }
    try {
      const deps = { ...this.deps, bounced: async () => this.deps.notices?.bounced(item.id) }
      await sendMissingParts(item, deps, this.lanes, async () => {
        known.sent = { ...item.sent }
        known.confirmation = item.confirmation
        known.parts = doneParts(item.parts)
        await outbox.update(item)
      })
      await outbox.finish(item.id, 'sent')
      this.known.delete(item.id)
      this.deps.metrics?.delivered(this.now() - Date.parse(item.receivedAt))
      logger.info({ inquiryId: item.id, attempts: item.attempts + 1 }, 'inquiry delivered')
      return undefined
    } catch (error) {
      if (error instanceof HooksDeferred) {
        known.retryAt = this.now() + HOOK_DEFER_MS
        return known.retryAt
      }
      if (!(error instanceof PartError)) throw error
      item.attempts += 1
      item.lastError = error.message
      const permanent = error.permanent
      if (permanent || this.now() - windowStart(item) >= this.deps.retry.windowMs) {
        await outbox.update(item)
        await this.deps.notices?.failed(item)
        await outbox.finish(item.id, 'dead')
        this.deps.notices?.kick()
        this.known.delete(item.id)
        this.deps.metrics?.dead()
        logger.error(
          {
            inquiryId: item.id,
            attempts: item.attempts,
            sent: Object.keys(item.sent),
            lastError: item.lastError,
          },
          permanent
            ? 'a part of the inquiry was refused for good: moved to dead-letter'
            : 'inquiry could not be delivered within the retry window: moved to dead-letter',
        )
        return undefined
      }
      this.deps.metrics?.retried()
      const retryAt = this.now() + backoffMs(item.attempts, this.deps.retry)
      known.retryAt = retryAt
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
