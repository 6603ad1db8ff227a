/**
 * The Redis queue's forgetting and purging job (docs/decisions/024): jobs past their retention,
 * every job of one founder's mailbox on request, and then the append-only file rewritten, so
 * that what was deleted is gone from the disk too.
 */
import type { Job, Queue } from 'bullmq'
import type { Redis } from 'ioredis'
import { mailboxOf } from '../../inquiry/mailbox.ts'
import type { Forgotten, QueueItem } from '../../inquiry/queue.ts'
import { DAY_MS, type JobData, STATE_TYPES, sleep } from './redis-jobs.ts'

/** `forget` (and a rewrite of the append-only file) waits this long for what is under way. */
const FORGET_WAIT_MS = 60_000

/** How long each state is kept (SENT_RETENTION_DAYS, DEAD_…, QUARANTINE_…). */
export interface RetentionDays {
  retentionDays: number
  deadRetentionDays: number
  quarantineRetentionDays?: number | undefined
}

export class RedisRetention {
  private readonly queue: Queue<JobData>
  private readonly producer: Redis
  /** The quarantine's items, as the queue lists them. */
  private readonly held: () => Promise<QueueItem[]>

  constructor(queue: Queue<JobData>, producer: Redis, held: () => Promise<QueueItem[]>) {
    this.queue = queue
    this.producer = producer
    this.held = held
  }

  /**
   * The hourly pass: each state's jobs past their retention, then, when any went, one rewrite of
   * the append-only file, which still holds every write of the deleted jobs.
   */
  async purgeExpired({
    retentionDays,
    deadRetentionDays,
    quarantineRetentionDays = 30,
  }: RetentionDays): Promise<void> {
    // Each on its own: one that fails (Redis away) is the next pass's, the others still count.
    const purged = await Promise.allSettled([
      this.clean('completed', retentionDays * DAY_MS),
      this.clean('failed', deadRetentionDays * DAY_MS),
      this.removeQuarantined(quarantineRetentionDays * DAY_MS),
    ])
    await this.rewriteIfDeleted(
      purged.reduce((sum, result) => sum + (result.status === 'fulfilled' ? result.value : 0), 0),
    )
  }

  /** Rewrites the append-only file when `deleted` jobs went (as forget does); returns `deleted`. */
  private async rewriteIfDeleted(deleted: number): Promise<number> {
    if (deleted > 0) await this.rewriteAppendOnlyFile()
    return deleted
  }

  /** Deletes quarantined jobs that arrived more than `olderThanMs` ago, from the disk too. */
  async purgeQuarantine(olderThanMs: number): Promise<number> {
    return this.rewriteIfDeleted(await this.removeQuarantined(olderThanMs))
  }

  private async removeQuarantined(olderThanMs: number): Promise<number> {
    const cutoff = Date.now() - olderThanMs
    let purged = 0
    for (const item of await this.held()) {
      if (Date.parse(item.receivedAt) <= cutoff && (await this.queue.remove(item.id)) === 1) {
        purged++
      }
    }
    return purged
  }

  /** Deletes delivered jobs older than `olderThanMs`, from the disk too. */
  async purgeSent(olderThanMs: number): Promise<number> {
    return this.rewriteIfDeleted(await this.clean('completed', olderThanMs))
  }

  /** Deletes dead jobs older than `olderThanMs`, from the disk too. */
  async purgeDead(olderThanMs: number): Promise<number> {
    return this.rewriteIfDeleted(await this.clean('failed', olderThanMs))
  }

  private async clean(type: 'completed' | 'failed', olderThanMs: number): Promise<number> {
    return (await this.queue.clean(olderThanMs, 0, type)).length
  }

  /**
   * Deletes every job from this address's mailbox (mailboxOf: any case, any +tag, Gmail's dots),
   * in every state; a job being delivered right now is deleted once its delivery ends. Then
   * rewrites the append-only file, so that the deleted jobs are gone from the disk too, not only
   * from memory.
   */
  async forget(email: string): Promise<Forgotten> {
    const mailbox = mailboxOf(email)
    const types = [...new Set(Object.values(STATE_TYPES).flat())]
    /** The address of each job deleted, by job id. */
    const forgotten = new Map<string, string>()
    const deadline = Date.now() + FORGET_WAIT_MS
    for (;;) {
      const jobs = (await this.queue.getJobs(types, 0, -1)) as Job<JobData>[]
      const addresses = new Map(
        jobs
          .filter((job) => {
            const address = job?.data?.inquiry?.email
            return typeof address === 'string' && mailboxOf(address) === mailbox
          })
          .map((job) => [job.id as string, job.data.inquiry.email]),
      )
      let locked = 0
      for (const [id, address] of addresses) {
        if ((await this.queue.remove(id)) === 1) forgotten.set(id, address)
        else locked++ // active: its worker holds the lock
      }
      if (locked === 0) break
      if (Date.now() > deadline) {
        throw new Error(
          `${locked} inquiries from this address are still being delivered: run forget again (the others are deleted; the append-only file is not rewritten yet)`,
        )
      }
      await sleep(200)
    }
    await this.rewriteAppendOnlyFile()
    return { count: forgotten.size, addresses: [...new Set(forgotten.values())].sort() }
  }

  /**
   * BGREWRITEAOF, resolving once the new file is complete (the old ones are then deleted): after
   * forget, a purge, or an hourly pass that deleted something.
   */
  private async rewriteAppendOnlyFile(): Promise<void> {
    const persistence = async () =>
      Object.fromEntries(
        (await this.producer.info('persistence')).split('\r\n').map((line) => line.split(':')),
      ) as Record<string, string>
    const finished = async () => {
      const deadline = Date.now() + FORGET_WAIT_MS
      for (;;) {
        const info = await persistence()
        if (info.aof_rewrite_in_progress === '0' && info.aof_rewrite_scheduled === '0') return info
        if (Date.now() > deadline) throw new Error('the append-only file rewrite did not finish')
        await sleep(50)
      }
    }
    // One that is running now may have started before the deletion: wait for it, then start ours.
    await finished()
    await this.producer.bgrewriteaof()
    const info = await finished()
    if (info.aof_last_bgrewrite_status !== 'ok') {
      throw new Error('the append-only file rewrite failed (see the Redis log)')
    }
  }
}
