import { isDeepStrictEqual } from 'node:util'
import type { Inquiry } from '@inlet/shared/inquiry'
import type { DeliveryDeps } from '../../delivery/delivery.ts'
import { DEFAULT_DIGEST_MS, type NoticeSettings } from '../../delivery/notices.ts'
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
} from '../../inquiry/queue.ts'
import { DeliveryWorker } from './delivery-worker.ts'
import { FileNotices } from './file-notices.ts'
import type { Outbox } from './outbox.ts'

const DAY = 24 * 60 * 60_000
const PURGE_EVERY_MS = 60 * 60_000
const RESCAN_EVERY_MS = 30_000

/** The file outbox (outbox.ts) and its single delivery worker (delivery-worker.ts). */
export class FileQueue implements InquiryQueue {
  readonly backend = 'file'
  readonly outbox: Outbox
  readonly worker: DeliveryWorker
  /** What the studio hears of held and dead inquiries (docs/decisions/041). */
  readonly notices: FileNotices
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
    notices: NoticeSettings = { digestMs: DEFAULT_DIGEST_MS },
  ) {
    this.outbox = outbox
    this.notices = new FileNotices(outbox.dir, {
      ...deps,
      notices,
      outbox,
      delivering: () => this.worker.delivering,
    })
    this.worker = new DeliveryWorker({ ...deps, outbox, notices: this.notices })
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
      // Its notices first, then into quarantine/ before the answer; the worker never sends an
      // item with reasons.
      await this.notices.held(id)
      await this.outbox.finish(id, 'quarantine')
      this.notices.kick()
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
    this.notices.start()
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
    // Items sent back by the operator's CLI, notices written by another process on the folder:
    // picked up within this.
    this.rescanTimer = setInterval(() => {
      this.worker.kick()
      this.notices.kick()
    }, RESCAN_EVERY_MS)
    this.rescanTimer.unref()
  }

  async stop(): Promise<void> {
    clearInterval(this.purgeTimer)
    clearInterval(this.rescanTimer)
    await this.notices.stop() // before the worker lets go of the delivery lock
    await this.worker.stop()
  }

  async idle(): Promise<void> {
    await this.worker.idle()
    await this.notices.idle()
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

  hold(id: string, reason: QuarantineReason): Promise<boolean> {
    return this.outbox.hold(id, reason)
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
