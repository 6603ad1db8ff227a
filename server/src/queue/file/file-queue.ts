import { isDeepStrictEqual } from 'node:util'
import type { Inquiry } from '@inlet/shared/inquiry'
import type { DeliveryDeps } from '../delivery.ts'
import {
  type AcceptResult,
  type Forgotten,
  type InquiryQueue,
  QUEUE_STATES,
  type QuarantineReason,
  type QueueItem,
  type QueueState,
  type QueueStats,
  queueStats,
} from '../queue.ts'
import { DeliveryWorker } from './delivery-worker.ts'
import type { Outbox } from './outbox.ts'

const DAY = 24 * 60 * 60_000
const PURGE_EVERY_MS = 60 * 60_000
const RESCAN_EVERY_MS = 30_000

/** The file outbox (outbox.ts) and its single delivery worker (delivery-worker.ts). */
export class FileQueue implements InquiryQueue {
  readonly backend = 'file'
  readonly outbox: Outbox
  readonly worker: DeliveryWorker
  private readonly retentionMs: number
  private readonly deadRetentionMs: number
  private readonly quarantineRetentionMs: number
  private purgeTimer: NodeJS.Timeout | undefined
  private rescanTimer: NodeJS.Timeout | undefined

  constructor(
    outbox: Outbox,
    deps: DeliveryDeps,
    retentionDays: number,
    deadRetentionDays: number,
    quarantineRetentionDays = 30,
  ) {
    this.outbox = outbox
    this.worker = new DeliveryWorker({ ...deps, outbox })
    this.retentionMs = retentionDays * DAY
    this.deadRetentionMs = deadRetentionDays * DAY
    this.quarantineRetentionMs = quarantineRetentionDays * DAY
  }

  async accept(
    id: string,
    inquiry: Inquiry,
    receivedAt: string,
    reasons: readonly QuarantineReason[] = [],
  ): Promise<AcceptResult> {
    const { created } = await this.outbox.add({
      id,
      receivedAt,
      nextAttemptAt: receivedAt,
      attempts: 0,
      sent: {},
      inquiry,
      ...(reasons.length ? { reasons: [...reasons] } : {}),
    })
    if (created && reasons.length) {
      // Into quarantine/ before the answer; the worker never sends an item with reasons.
      await this.outbox.finish(id, 'quarantine')
      return 'created'
    }
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
      this.outbox.purgeQuarantine(this.quarantineRetentionMs).catch(() => {})
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
    const [pending, sent, dead, quarantine] = await Promise.all(
      QUEUE_STATES.map((state) => this.outbox.count(state)),
    )
    return { pending: pending ?? 0, sent: sent ?? 0, dead: dead ?? 0, quarantine: quarantine ?? 0 }
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
        ...(item.parts ? { parts: item.parts } : {}),
        ...(item.lastError ? { lastError: item.lastError } : {}),
        ...(item.reasons ? { reasons: item.reasons } : {}),
        ...(item.releasedAt ? { releasedAt: item.releasedAt } : {}),
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

  async release(id: string): Promise<boolean> {
    const released = await this.outbox.release(id)
    if (released) this.worker.kick()
    return released
  }

  purgeQuarantine(olderThanMs: number): Promise<number> {
    return this.outbox.purgeQuarantine(olderThanMs)
  }

  purgeSent(olderThanMs: number): Promise<number> {
    return this.outbox.purgeSent(olderThanMs)
  }

  purgeDead(olderThanMs: number): Promise<number> {
    return this.outbox.purgeDead(olderThanMs)
  }

  forget(email: string): Promise<Forgotten> {
    return this.outbox.forget(email)
  }

  async close(): Promise<void> {}
}
