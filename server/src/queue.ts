import { isDeepStrictEqual } from 'node:util'
import type { Inquiry } from '@inlet/shared/inquiry'
import type { NoConfirmation } from './confirmation-budget.ts'
import { type DeliveryDeps, DeliveryWorker } from './delivery.ts'
import type { EmailKind, Outbox } from './outbox.ts'

export const QUEUE_STATES = ['pending', 'sent', 'dead'] as const
export type QueueState = (typeof QUEUE_STATES)[number]

/** One inquiry as the operator sees it, whichever queue holds it. */
export interface QueueItem {
  id: string
  state: QueueState
  receivedAt: string
  /** When its state last changed (sent: when the last email went out). */
  updatedAt: string
  attempts: number
  sent: Partial<Record<EmailKind, string>>
  confirmation?: 'allowed' | NoConfirmation
  lastError?: string
  inquiry: Inquiry
}

export interface QueueStats {
  counts: Record<QueueState, number>
  oldestPending?: { id: string; receivedAt: string }
}

/** `created`: stored now; `duplicate`: the same inquiry under a key seen before; `conflict`: another inquiry under that key. */
export type AcceptResult = 'created' | 'duplicate' | 'conflict'

/** The queue is out of reach (Redis down): nothing was stored, the founder may try again. */
export class QueueUnavailableError extends Error {}

/**
 * What the inquiry route, the readiness check, the metrics and the operator's CLI use of the
 * queue. Two implementations: the file outbox (one machine) and BullMQ on Redis (replicas).
 */
export interface InquiryQueue {
  readonly backend: 'file' | 'redis'
  /** Stores an inquiry durably under `id` before it resolves (idempotent by id). */
  accept(id: string, inquiry: Inquiry, receivedAt: string): Promise<AcceptResult>
  /** Starts this process's delivery worker. */
  start(): void
  /** Stops delivering after the emails in flight; closes its connections. */
  stop(): Promise<void>
  /** Resolves once nothing is being delivered right now. */
  idle(): Promise<void>
  /** Readiness: throws when an inquiry could not be stored now. */
  check(): Promise<void>
  /** Items per state, without reading them: cheap enough for every metrics scrape. */
  counts(): Promise<Record<QueueState, number>>
  stats(): Promise<QueueStats>
  list(state: QueueState): Promise<QueueItem[]>
  show(id: string): Promise<QueueItem | undefined>
  /** Sends a dead item back for delivery with a fresh retry window; false when it is not dead. */
  retry(id: string): Promise<boolean>
  /** Deletes delivered items older than `olderThanMs`; returns how many. */
  purgeSent(olderThanMs: number): Promise<number>
  /** Deletes dead items older than `olderThanMs`; returns how many. */
  purgeDead(olderThanMs: number): Promise<number>
  /**
   * Deletes every inquiry from this email address (any case), in every state, so that no copy
   * is left on disk; returns how many.
   */
  forget(email: string): Promise<number>
  /** Closes connections without starting or stopping a worker (the CLI). */
  close(): Promise<void>
}

export async function queueStats(queue: InquiryQueue): Promise<QueueStats> {
  const [counts, pending] = await Promise.all([queue.counts(), queue.list('pending')])
  const oldest = pending.reduce<QueueItem | undefined>(
    (first, item) => (!first || item.receivedAt < first.receivedAt ? item : first),
    undefined,
  )
  return {
    counts,
    ...(oldest ? { oldestPending: { id: oldest.id, receivedAt: oldest.receivedAt } } : {}),
  }
}

const DAY = 24 * 60 * 60_000
const PURGE_EVERY_MS = 60 * 60_000
const RESCAN_EVERY_MS = 30_000

/** The file outbox (outbox.ts) and its single delivery worker (delivery.ts). */
export class FileQueue implements InquiryQueue {
  readonly backend = 'file'
  readonly outbox: Outbox
  readonly worker: DeliveryWorker
  private readonly retentionMs: number
  private readonly deadRetentionMs: number
  private purgeTimer: NodeJS.Timeout | undefined
  private rescanTimer: NodeJS.Timeout | undefined

  constructor(
    outbox: Outbox,
    deps: Omit<DeliveryDeps, 'outbox'>,
    retentionDays: number,
    deadRetentionDays: number,
  ) {
    this.outbox = outbox
    this.worker = new DeliveryWorker({ ...deps, outbox })
    this.retentionMs = retentionDays * DAY
    this.deadRetentionMs = deadRetentionDays * DAY
  }

  async accept(id: string, inquiry: Inquiry, receivedAt: string): Promise<AcceptResult> {
    const { created } = await this.outbox.add({
      id,
      receivedAt,
      nextAttemptAt: receivedAt,
      attempts: 0,
      sent: {},
      inquiry,
    })
    if (created) {
      this.worker.kick()
      return 'created'
    }
    const first = await this.outbox.find(id)
    return first && !isDeepStrictEqual(first.inquiry, inquiry) ? 'conflict' : 'duplicate'
  }

  start(): void {
    this.worker.start()
    const purge = () => {
      // A failure: the next pass tries again; a full disk is reported by readiness.
      this.outbox.purgeSent(this.retentionMs).catch(() => {})
      this.outbox.purgeDead(this.deadRetentionMs).catch(() => {})
    }
    purge()
    this.purgeTimer = setInterval(purge, PURGE_EVERY_MS)
    this.purgeTimer.unref()
    // Items sent back by the operator's CLI (another process) are picked up within this.
    this.rescanTimer = setInterval(() => this.worker.kick(), RESCAN_EVERY_MS)
    this.rescanTimer.unref()
  }

  async stop(): Promise<void> {
    clearInterval(this.purgeTimer)
    clearInterval(this.rescanTimer)
    await this.worker.stop()
  }

  idle(): Promise<void> {
    return this.worker.idle()
  }

  check(): Promise<void> {
    return this.outbox.checkWritable()
  }

  async counts(): Promise<Record<QueueState, number>> {
    const [pending, sent, dead] = await Promise.all(
      QUEUE_STATES.map((state) => this.outbox.count(state)),
    )
    return { pending: pending ?? 0, sent: sent ?? 0, dead: dead ?? 0 }
  }

  stats(): Promise<QueueStats> {
    return queueStats(this)
  }

  async list(state: QueueState): Promise<QueueItem[]> {
    return (await this.outbox.list(state))
      .map((item) => ({
        id: item.id,
        state,
        receivedAt: item.receivedAt,
        updatedAt: item.updatedAt,
        attempts: item.attempts,
        sent: item.sent,
        ...(item.confirmation ? { confirmation: item.confirmation } : {}),
        ...(item.lastError ? { lastError: item.lastError } : {}),
        inquiry: item.inquiry,
      }))
      .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt))
  }

  async show(id: string): Promise<QueueItem | undefined> {
    for (const state of QUEUE_STATES) {
      const item = (await this.list(state)).find((candidate) => candidate.id === id)
      if (item) return item
    }
    return undefined
  }

  async retry(id: string): Promise<boolean> {
    const revived = await this.outbox.revive(id)
    if (revived) this.worker.kick()
    return revived
  }

  purgeSent(olderThanMs: number): Promise<number> {
    return this.outbox.purgeSent(olderThanMs)
  }

  purgeDead(olderThanMs: number): Promise<number> {
    return this.outbox.purgeDead(olderThanMs)
  }

  forget(email: string): Promise<number> {
    return this.outbox.forget(email)
  }

  async close(): Promise<void> {}
}
