import { randomUUID } from 'node:crypto'
import { isDeepStrictEqual } from 'node:util'
import type { Inquiry } from '@inlet/shared/inquiry'
import { Job, type JobType, Queue } from 'bullmq'
import type { Redis } from 'ioredis'
import { type DeliveryDeps, DeliveryLanes } from '../../delivery/delivery.ts'
import { DEFAULT_DIGEST_MS, type NoticeSettings } from '../../delivery/notices.ts'
import {
  type AcceptResult,
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
import { checkConnection, withTimeout } from './redis-client.ts'
import { deliverJob } from './redis-delivering.ts'
import { holdJob, releaseJob, retryJob } from './redis-hold.ts'
import { DAY_MS, HELD_AFTER_MS, HOLD_MS, itemOf, type JobData, STATE_TYPES } from './redis-jobs.ts'
import { type FoundInquiry, RedisNotices } from './redis-notices.ts'
import { RedisRetention } from './redis-retention.ts'
import { type ReplicaWorker, startReplicaWorker } from './redis-worker.ts'

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
  /** Forgetting and purging (redis-retention.ts). */
  private readonly retention: RedisRetention

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
    this.retention = new RedisRetention(this.queue, this.producer, () => this.list('quarantine'))
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
      (job, token) =>
        deliverJob(job, token, {
          deps: this.deps,
          lanes: this.lanes,
          notices: this.notices,
          known: this.known,
          lockMs: this.options.lockMs,
        }),
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
      this.retention.purgeExpired(this.options).catch(() => {}) // Redis away: the next pass
      this.notices.ensureDigest().catch(() => {})
    }
    purge()
    this.purgeTimer = setInterval(purge, 60 * 60_000)
    this.purgeTimer.unref()
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
    await checkConnection(this.producer, this.options.operator ?? false)
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

  async list(state: QueueState): Promise<QueueItem[]> {
    const jobs = (await this.queue.getJobs(STATE_TYPES[state], 0, -1, true)) as Job<JobData>[]
    // A delayed job is pending (a retry's wait) or held in the quarantine (never sent or dead).
    const held = state === 'quarantine'
    return jobs
      .filter((job) => job?.data?.id && isQuarantined(job.data) === held)
      .map((job) => itemOf(job, state))
      .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt))
  }

  async show(id: string): Promise<QueueItem | undefined> {
    const job = (await this.queue.getJob(id)) as Job<JobData> | undefined
    if (!job) return undefined
    const state = await job.getState()
    const found = (Object.keys(STATE_TYPES) as QueueState[]).find((name) =>
      (STATE_TYPES[name] as string[]).includes(state),
    )
    return itemOf(job, isQuarantined(job.data) ? 'quarantine' : (found ?? 'pending'))
  }

  release(id: string): Promise<boolean> {
    return releaseJob(this.queue, id)
  }

  hold(id: string, reason: QuarantineReason): Promise<boolean> {
    return holdJob(this.queue, this.producer, id, reason, HOLD_MS)
  }

  retry(id: string): Promise<boolean> {
    return retryJob(this.queue, id)
  }

  /** Deletes quarantined jobs that arrived more than `olderThanMs` ago, from the disk too. */
  purgeQuarantine(olderThanMs: number): Promise<number> {
    return this.retention.purgeQuarantine(olderThanMs)
  }

  /** Deletes delivered jobs older than `olderThanMs`, from the disk too. */
  purgeSent(olderThanMs: number): Promise<number> {
    return this.retention.purgeSent(olderThanMs)
  }

  /** Deletes dead jobs older than `olderThanMs`, from the disk too. */
  purgeDead(olderThanMs: number): Promise<number> {
    return this.retention.purgeDead(olderThanMs)
  }

  /** Deletes every job from this address's mailbox, in every state (redis-retention.ts). */
  forget(email: string): Promise<Forgotten> {
    return this.retention.forget(email)
  }

  /** Closes BullMQ's queue; the shared client stays open for its owner to close. */
  async close(): Promise<void> {
    await this.notices.close()
    await this.queue.close().catch(() => {})
  }
}
