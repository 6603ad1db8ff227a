import { randomUUID } from 'node:crypto'
import { isDeepStrictEqual } from 'node:util'
import type { Inquiry } from '@inlet/shared/inquiry'
import { DelayedError, Job, type JobType, Queue, UnrecoverableError } from 'bullmq'
import type { Redis } from 'ioredis'
import {
  type DeliveryDeps,
  DeliveryLanes,
  HOOK_DEFER_MS,
  HooksDeferred,
  PartError,
  sendMissingParts,
  windowStart,
} from '../../delivery/delivery.ts'
import { doneParts } from '../../delivery/hooks.ts'
import { DEFAULT_DIGEST_MS, type NoticeSettings } from '../../delivery/notices.ts'
import { mailboxOf } from '../../inquiry/mailbox.ts'
import {
  type AcceptResult,
  type Deliverable,
  type Forgotten,
  type InquiryQueue,
  isQuarantined,
  type QuarantineReason,
  type QueueItem,
  type QueueState,
  type QueueStats,
  QueueUnavailableError,
  queueStats,
} from '../../inquiry/queue.ts'
import { holdJob } from './redis-hold.ts'
import { type FoundInquiry, RedisNotices } from './redis-notices.ts'
import { type ReplicaWorker, saveJobData, startReplicaWorker } from './redis-worker.ts'

/** A job's data: the inquiry, its per-email sent marks, and who stored it first. */
interface JobData extends Deliverable {
  /** Random per accept call: the call whose token the stored job holds created it. */
  token: string
  retriedAt?: string
  lastError?: string
}

export interface RedisQueueOptions {
  /**
   * The process's Redis client (redis-client.ts), shared with the rate-limit counts: the queue
   * stores through it and never closes it; its owner does.
   */
  connection: Redis
  /** Inquiries this replica delivers at the same time. */
  concurrency: number
  /** How long a replica's hold on a job lasts without renewal (BullMQ's lockDuration). */
  lockMs: number
  retentionDays: number
  /** Dead letters (the failed set) are deleted this many days after they failed. */
  deadRetentionDays: number
  /** Quarantined inquiries are deleted this many days after they arrived (default 30). */
  quarantineRetentionDays?: number
  /** The digest of held inquiries (QUARANTINE_DIGEST_MINUTES); default hourly. */
  notices?: NoticeSettings
  prefix?: string
  /** The operator's CLI: it writes no queue metadata (a look at an empty Redis creates nothing)
   * and waits up to 15 s for its first connection. */
  operator?: boolean
}

const NAME = 'inquiries'
const KIND = 'inquiry'
/** A submit waits at most this long for Redis before the founder is told to try again. */
const ACCEPT_TIMEOUT_MS = 5_000
const DAY_MS = 24 * 60 * 60_000
/** `forget` waits this long for an inquiry being delivered right now to finish. */
const FORGET_WAIT_MS = 60_000
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const STATE_TYPES: Record<QueueState, JobType[]> = {
  pending: ['waiting', 'active', 'delayed', 'prioritized', 'waiting-children'],
  sent: ['completed'],
  dead: ['failed'],
  quarantine: ['delayed'],
}
/**
 * A quarantined inquiry is a delayed job held this far ahead (with its reasons in its data), so
 * that no worker takes it until `release` promotes it; a retry's delay is minutes. Jobs due
 * after HELD_AFTER_MS are counted as the quarantine without reading them.
 */
const HOLD_MS = 5 * 365 * DAY_MS
const HELD_AFTER_MS = 365 * DAY_MS

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  return Promise.race([
    promise,
    new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer from Redis in ${ms} ms`)), ms)
    }),
  ]).finally(() => clearTimeout(timer))
}

/**
 * The inquiry queue on Redis with BullMQ, shared by every replica: the job id is the inquiry
 * id (so a repeated Idempotency-Key finds the first job on any replica), each replica runs one
 * worker, retries back off exponentially, and BullMQ's failed set is the dead letter.
 */
export class RedisQueue implements InquiryQueue {
  readonly backend = 'redis'
  private readonly queue: Queue<JobData>
  /** Fails at once while Redis is away (no offline queue): a submit gets a 503, never hangs. */
  private readonly producer: Redis
  private worker: ReplicaWorker | undefined
  private purgeTimer: NodeJS.Timeout | undefined
  /** What the studio hears of held and dead inquiries (docs/decisions/041). */
  private readonly notices: RedisNotices
  /** What this replica sent per job, in case Redis could not record it: never sent twice. */
  private readonly known = new Map<string, Pick<JobData, 'sent' | 'confirmation' | 'parts'>>()
  private readonly deps: DeliveryDeps
  private readonly options: RedisQueueOptions
  private readonly lanes: DeliveryLanes

  constructor(deps: DeliveryDeps, options: RedisQueueOptions) {
    this.deps = deps
    this.options = options
    this.lanes = new DeliveryLanes(options.concurrency)
    this.producer = options.connection
    this.queue = new Queue<JobData>(NAME, {
      connection: this.producer,
      prefix: options.prefix ?? 'inlet',
      skipMetasUpdate: options.operator ?? false,
    })
    this.queue.on('error', () => {}) // reported by the client's own error event (redis-client.ts)
    this.notices = new RedisNotices(
      {
        ...deps,
        concurrency: options.concurrency,
        notices: options.notices ?? { digestMs: DEFAULT_DIGEST_MS },
      },
      {
        connection: this.producer,
        prefix: options.prefix ?? 'inlet',
        lockMs: options.lockMs,
        keepMs: DAY_MS,
        keepFailedMs: options.deadRetentionDays * DAY_MS,
        find: (id) => this.locate(id),
        operator: options.operator ?? false,
      },
    )
  }

  /** An inquiry as a notice reads it: its data, and whether it is held, dead or on its way. */
  private async locate(id: string): Promise<FoundInquiry | undefined> {
    const job = (await this.queue.getJob(id)) as Job<JobData> | undefined
    if (!job?.data?.id) return undefined
    if (isQuarantined(job.data)) return { data: job.data, location: 'quarantine' }
    const state = await job.getState()
    const location = state === 'failed' ? 'dead' : state === 'completed' ? 'other' : 'pending'
    return { data: job.data, location }
  }

  async accept(
    id: string,
    inquiry: Inquiry,
    receivedAt: string,
    reasons: readonly QuarantineReason[] = [],
  ): Promise<AcceptResult> {
    if (this.producer.status !== 'ready') throw new QueueUnavailableError('Redis is not connected')
    const token = randomUUID()
    const job = new Job<JobData>(
      this.queue,
      KIND,
      {
        id,
        receivedAt,
        inquiry,
        sent: {},
        token,
        ...(reasons.length ? { reasons: [...reasons] } : {}),
      },
      {
        jobId: id,
        ...(reasons.length ? { delay: HOLD_MS } : {}),
        attempts: 1_000_000, // only the retry window ends retrying (see process)
        backoff: { type: 'window' },
        removeOnComplete: { age: (this.options.retentionDays * DAY_MS) / 1000 },
        removeOnFail: { age: (this.options.deadRetentionDays * DAY_MS) / 1000 },
      },
      id,
    )
    let stored: string | undefined
    try {
      // One round trip: both commands leave on this connection before either answer is back,
      // and Redis runs them in order: the add, which changes nothing when the id exists (the
      // first inquiry under a key wins), then the read of the job that holds the id. (No
      // ioredis pipeline: building one copies every BullMQ script onto it, ~6% of the CPU.)
      const client = await this.queue.getBackend().client
      if (reasons.length) {
        stored = await this.storeHeld(client, job, token)
      } else {
        const added = job.addJob(client)
        const read = client.hgetall(this.queue.toKey(id))
        stored = (await withTimeout(Promise.all([added, read]), ACCEPT_TIMEOUT_MS))[1].data
      }
    } catch (error) {
      throw new QueueUnavailableError((error as Error).message)
    }
    if (!stored) throw new QueueUnavailableError('the job vanished after it was added')
    const first = JSON.parse(stored) as JobData
    if (first.token === token) return 'created'
    return isDeepStrictEqual(first.inquiry, inquiry) ? 'duplicate' : 'conflict'
  }

  /**
   * Stores a held inquiry and what the studio will hear of it (redis-notices.ts) in one MULTI, so
   * a crash keeps all or none; returns the stored job's data, as the one round trip above does.
   * (Suspected spam only: a transaction copies BullMQ's scripts.)
   */
  private async storeHeld(
    client: Awaited<ReturnType<Queue['getBackend']>['client']>,
    job: Job<JobData>,
    token: string,
  ): Promise<string | undefined> {
    const multi = client.multi()
    await job.addJob(multi)
    await this.notices.held(multi, job.data.id, token)
    multi.hgetall(this.queue.toKey(job.data.id))
    const results = (await withTimeout(multi.exec(), ACCEPT_TIMEOUT_MS)) ?? []
    const failed = results.find(([error]) => error)?.[0]
    if (failed || results.length === 0) throw failed ?? new Error('the transaction was dropped')
    return (results.at(-1)?.[1] as { data?: string } | undefined)?.data
  }

  start(): void {
    const { retry, logger } = this.deps
    this.worker = startReplicaWorker<JobData>(
      NAME,
      this.producer,
      (job, token) => this.process(job, token),
      {
        prefix: this.options.prefix ?? 'inlet',
        concurrency: this.lanes.items,
        lockMs: this.options.lockMs,
        retry,
        logger,
      },
    )
    this.notices.start()
    // removeOnComplete/removeOnFail drop old jobs only when another one completes or fails:
    // this pass does it anyway.
    const purge = () => {
      this.purgeExpired().catch(() => {}) // Redis away: the next pass
      this.notices.ensureDigest().catch(() => {})
    }
    purge()
    this.purgeTimer = setInterval(purge, 60 * 60_000)
    this.purgeTimer.unref()
  }

  private async process(job: Job<JobData>, token?: string): Promise<void> {
    const { logger, metrics, retry } = this.deps
    const id = job.data.id
    // Never sent while quarantined: a held job that came due anyway is held again.
    if (isQuarantined(job.data)) {
      await job.moveToDelayed(Date.now() + HOLD_MS, token)
      throw new DelayedError()
    }
    const known = this.known.get(id)
    const item: JobData = {
      ...job.data,
      sent: { ...job.data.sent, ...known?.sent },
      ...(job.data.parts || known?.parts ? { parts: { ...job.data.parts, ...known?.parts } } : {}),
      ...(job.data.confirmation || known?.confirmation
        ? { confirmation: job.data.confirmation ?? known?.confirmation }
        : {}),
    }
    try {
      const deps = { ...this.deps, bounced: () => this.notices.bounced(id, job.data.token) }
      await sendMissingParts(item, deps, this.lanes, async () => {
        this.known.set(id, {
          sent: { ...item.sent },
          confirmation: item.confirmation,
          parts: doneParts(item.parts),
        })
        await saveJobData(job, item, this.options.lockMs)
      })
    } catch (error) {
      // The hooks wait for a free slot: the job comes back soon, no attempt counted.
      if (error instanceof HooksDeferred) {
        await job.moveToDelayed(Date.now() + HOOK_DEFER_MS, token)
        throw new DelayedError()
      }
      // Redis could not record a mark: BullMQ retries the job, `known` keeps what was sent.
      if (!(error instanceof PartError)) throw error
      item.lastError = error.message
      await job.updateData(item).catch(() => {})
      if (error.permanent || Date.now() - windowStart(item) >= retry.windowMs) {
        // The studio's alert first: if it cannot be added, the job is tried again instead.
        await this.notices.failed(item)
        this.known.delete(id)
        metrics?.dead()
        logger.error(
          { inquiryId: id, attempts: job.attemptsMade + 1, lastError: item.lastError },
          'inquiry could not be delivered: moved to the failed set (dead letter)',
        )
        throw new UnrecoverableError(error.message)
      }
      metrics?.retried()
      logger.warn(
        { inquiryId: id, attempts: job.attemptsMade + 1, err: item.lastError },
        'delivery failed, will retry',
      )
      throw error
    }
    this.known.delete(id)
    metrics?.delivered(Date.now() - Date.parse(item.receivedAt))
    logger.info({ inquiryId: id, attempts: job.attemptsMade + 1 }, 'inquiry delivered')
  }

  async idle(): Promise<void> {
    await this.worker?.idle()
    await this.notices.idle()
  }

  async stop(): Promise<void> {
    clearInterval(this.purgeTimer)
    await this.worker?.stop()
    await this.notices.stop()
    await this.close()
  }

  async check(): Promise<void> {
    // A readiness probe answers within 2 s and waits only for a connection under way. The
    // operator's CLI, started in a busy container, waits up to 15 s for its first connection
    // through any failed attempts (ioredis retries them) rather than fail on the first one.
    const ms = this.options.operator ? 15_000 : 2_000
    const waits = this.options.operator
      ? this.producer.status !== 'ready'
      : ['wait', 'connecting', 'connect'].includes(this.producer.status)
    if (waits) {
      let last: Error | undefined
      const onError = (error: Error) => {
        last = error
      }
      let onReady = () => {}
      this.producer.on('error', onError)
      try {
        await withTimeout(
          new Promise<void>((resolve) => {
            onReady = resolve
            this.producer.once('ready', resolve)
          }),
          ms,
        )
      } catch (error) {
        throw last ? new Error(`${(error as Error).message}: ${last.message}`) : error
      } finally {
        this.producer.off('ready', onReady).off('error', onError)
      }
    }
    await withTimeout(this.producer.ping(), ms)
  }

  async counts(): Promise<Record<QueueState, number>> {
    const [counts, due] = await Promise.all([
      this.queue.getJobCounts(...STATE_TYPES.pending, 'completed', 'failed'),
      this.queue.getDelayedCount(Date.now() + HELD_AFTER_MS),
    ])
    const sum = (types: JobType[]) => types.reduce((n, type) => n + (counts[type] ?? 0), 0)
    const quarantine = Math.max(0, (counts.delayed ?? 0) - due)
    return {
      pending: sum(STATE_TYPES.pending) - quarantine,
      sent: sum(['completed']),
      dead: sum(['failed']),
      quarantine,
    }
  }

  stats(): Promise<QueueStats> {
    return queueStats(this)
  }

  private toItem(job: Job<JobData>, state: QueueState): QueueItem {
    const { data } = job
    const lastError = data.lastError ?? (job.failedReason || undefined)
    return {
      id: data.id,
      state,
      receivedAt: data.receivedAt,
      updatedAt: new Date(job.finishedOn ?? job.processedOn ?? job.timestamp).toISOString(),
      attempts: job.attemptsMade,
      sent: data.sent,
      ...(data.confirmation ? { confirmation: data.confirmation } : {}),
      ...(data.parts ? { parts: data.parts } : {}),
      ...(lastError ? { lastError } : {}),
      ...(data.reasons ? { reasons: data.reasons } : {}),
      ...(data.releasedAt ? { releasedAt: data.releasedAt } : {}),
      inquiry: data.inquiry,
    }
  }

  async list(state: QueueState): Promise<QueueItem[]> {
    const jobs = (await this.queue.getJobs(STATE_TYPES[state], 0, -1, true)) as Job<JobData>[]
    // A delayed job is pending (a retry's wait) or held in the quarantine (never sent or dead).
    const held = state === 'quarantine'
    return jobs
      .filter((job) => job?.data?.id && isQuarantined(job.data) === held)
      .map((job) => this.toItem(job, state))
      .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt))
  }

  async show(id: string): Promise<QueueItem | undefined> {
    const job = (await this.queue.getJob(id)) as Job<JobData> | undefined
    if (!job) return undefined
    const state = await job.getState()
    const found = (Object.keys(STATE_TYPES) as QueueState[]).find((name) =>
      (STATE_TYPES[name] as string[]).includes(state),
    )
    return this.toItem(job, isQuarantined(job.data) ? 'quarantine' : (found ?? 'pending'))
  }

  async release(id: string): Promise<boolean> {
    const job = (await this.queue.getJob(id)) as Job<JobData> | undefined
    if (!job || !isQuarantined(job.data) || (await job.getState()) !== 'delayed') return false
    const now = new Date().toISOString()
    await job.updateData({ ...job.data, releasedAt: now, retriedAt: now })
    await job.promote()
    return true
  }

  hold(id: string, reason: QuarantineReason): Promise<boolean> {
    return holdJob(this.queue, this.producer, id, reason, HOLD_MS)
  }

  /**
   * The hourly pass: each state's jobs past their retention, then, when any went, one rewrite of
   * the append-only file, which still holds every write of the deleted jobs.
   */
  private async purgeExpired(): Promise<void> {
    const { retentionDays, deadRetentionDays, quarantineRetentionDays = 30 } = this.options
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
    for (const item of await this.list('quarantine')) {
      if (Date.parse(item.receivedAt) <= cutoff && (await this.queue.remove(item.id)) === 1) {
        purged++
      }
    }
    return purged
  }

  async retry(id: string): Promise<boolean> {
    const job = (await this.queue.getJob(id)) as Job<JobData> | undefined
    if (!job || (await job.getState()) !== 'failed') return false
    await job.updateData({ ...job.data, retriedAt: new Date().toISOString() })
    await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true })
    return true
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

  /** Closes BullMQ's queue; the shared client stays open for its owner to close. */
  async close(): Promise<void> {
    await this.notices.close()
    await this.queue.close().catch(() => {})
  }
}
