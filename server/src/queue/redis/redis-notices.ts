/**
 * The studio's notices on Redis (docs/decisions/041): a BullMQ queue `notices` beside the
 * inquiries, one job per notice under a deterministic id (BullMQ ignores an add under an id it
 * holds), so every replica may add one and exactly one replica sends it. Held inquiries wait for
 * their digest in a set; the digest of each window is the job `digest-<minutes>-<window>`, which
 * takes the whole set in one transaction and sends one email. An inquiry whose confirmation bounced
 * waits in the same set, a line in the same email.
 */
import { DelayedError, type IRedisTransaction, Job, Queue, UnrecoverableError } from 'bullmq'
import type { ChainableCommander, Redis } from 'ioredis'
import { HOOK_DEFER_MS, type PartError } from '../../delivery/delivery.ts'
import { DEFERRED } from '../../delivery/hooks.ts'
import {
  deliverNotice,
  givesUp,
  logGivenUp,
  type NoticeDeps,
  NoticeLanes,
  sendDigest,
} from '../../delivery/notice-delivery.ts'
import {
  digestWindow,
  failedNotice,
  heldNotice,
  type Notice,
  type NoticeLocation,
} from '../../delivery/notices.ts'
import { type Deliverable, isQuarantined } from '../../inquiry/queue.ts'
import { type ReplicaWorker, saveJobData, startReplicaWorker } from './redis-worker.ts'

/** A held or failed notice, with the token of the accept that held its inquiry. */
type NoticeJob = Notice & { token?: string }
/** A digest window's job: `taken` once the held set is its own, `sentAt` once emailed. */
interface DigestJob {
  kind: 'digest'
  window: number
  taken?: boolean
  sentAt?: string
}
type JobData = NoticeJob | DigestJob

/** An inquiry as a notice reads it: its job's data (the accept's token in it), and where it is. */
export interface FoundInquiry {
  data: Deliverable & { token: string; retriedAt?: string; lastError?: string }
  location: NoticeLocation
}

export interface RedisNoticeOptions {
  /** The process's Redis client; the notices never close it. */
  connection: Redis
  prefix: string
  lockMs: number
  /** Sent notices are kept this long, so a late add under the same id changes nothing. */
  keepMs: number
  /** Notices given up are kept this long, for the operator (the dead letter's retention). */
  keepFailedMs: number
  find(id: string): Promise<FoundInquiry | undefined>
  /** The operator's CLI: writes no queue metadata (redis-queue.ts). */
  operator?: boolean
}

const NAME = 'notices'

export class RedisNotices {
  private readonly queue: Queue<JobData>
  private readonly deps: NoticeDeps
  private readonly options: RedisNoticeOptions
  /** Held inquiries waiting for the next digest: `<inquiry id> <accept token>`. */
  private readonly heldKey: string
  private worker: ReplicaWorker | undefined
  private readonly lanes: NoticeLanes

  constructor(deps: NoticeDeps, options: RedisNoticeOptions) {
    this.deps = deps
    this.lanes = new NoticeLanes(deps)
    this.options = options
    this.queue = new Queue<JobData>(NAME, {
      connection: options.connection,
      prefix: options.prefix,
      skipMetasUpdate: options.operator ?? false,
    })
    this.queue.on('error', () => {}) // reported by the client's own error event
    this.heldKey = `${options.prefix}:notice-digest:held`
  }

  private job(data: JobData, id: string, delay = 0): Job<JobData> {
    return new Job<JobData>(
      this.queue,
      data.kind,
      data,
      {
        jobId: id,
        ...(delay > 0 ? { delay } : {}),
        attempts: 1_000_000, // the notice's retry window ends its retries (see process)
        backoff: { type: 'window' },
        removeOnComplete: { age: this.options.keepMs / 1000 },
        removeOnFail: { age: this.options.keepFailedMs / 1000 },
      },
      id,
    )
  }

  /**
   * Queues, on the transaction that stores a held inquiry, what the studio will hear of it: the
   * notice its hooks (and with no digest window, its email) go out with, and its place in the
   * next digest. In the same MULTI, so a crash keeps both or neither; a repeat under the same
   * Idempotency-Key adds nothing new, or a notice whose token is not the stored one (dropped).
   */
  async held(multi: IRedisTransaction, id: string, token: string): Promise<void> {
    const notice = heldNotice(id, this.deps.hooks, this.deps.notices)
    if (notice) await this.job({ ...notice, token }, notice.id).addJob(multi)
    if (this.deps.notices.digestMs > 0) {
      // BullMQ's transaction is ioredis's MULTI, which its type does not show whole.
      ;(multi as unknown as ChainableCommander).sadd(this.heldKey, `${id} ${token}`)
    }
  }

  /** Adds the alert for an inquiry about to move to the failed set (first: a crash loses none). */
  async failed(item: Deliverable & { retriedAt?: string }): Promise<void> {
    const notice = failedNotice(item, this.deps.hooks)
    await this.job(notice, notice.id).addJob(await this.queue.getBackend().client)
  }

  /**
   * Notes an inquiry whose confirmation bounced for the next digest, as a held one waits for it;
   * with no digest window, a digest of its own at once.
   */
  async bounced(id: string, token: string): Promise<void> {
    await this.options.connection.sadd(this.heldKey, `${id} ${token}`)
    if (this.deps.notices.digestMs > 0) return
    await this.job({ kind: 'digest', window: Date.now() }, `digest-bounce-${id}`).addJob(
      await this.queue.getBackend().client,
    )
  }

  /** Makes sure the current digest window has its job (each digest adds the next one). */
  async ensureDigest(window = digestWindow(Date.now(), this.deps.notices.digestMs)): Promise<void> {
    const { digestMs } = this.deps.notices
    if (digestMs === 0) return
    const id = `digest-${digestMs / 60_000}-${window}`
    await this.job({ kind: 'digest', window }, id, window + digestMs - Date.now()).addJob(
      await this.queue.getBackend().client,
    )
  }

  start(): void {
    this.worker = startReplicaWorker<JobData>(
      NAME,
      this.options.connection,
      (job, token) => (job.data.kind === 'digest' ? this.digest(job) : this.notice(job, token)),
      {
        ...this.options,
        // Side by side: a notice whose hooks wait for their lane lets go of its slot (DEFERRED).
        concurrency: this.lanes.notices,
        retry: this.deps.retry,
        logger: this.deps.logger,
      },
    )
    this.ensureDigest().catch(() => {}) // Redis away: the hourly pass (redis-queue.ts)
  }

  async idle(): Promise<void> {
    await this.worker?.idle()
  }

  async stop(): Promise<void> {
    await this.worker?.stop()
  }

  async close(): Promise<void> {
    await this.queue.close().catch(() => {})
  }

  private async notice(job: Job<JobData>, token?: string): Promise<void> {
    const notice = job.data as NoticeJob
    const found = await this.options.find(notice.inquiryId)
    // A notice added by a repeat of the accept (another token) is not the held inquiry's own.
    const inquiry =
      found && (!notice.token || found.data.token === notice.token) ? found : undefined
    const outcome = await deliverNotice(
      notice,
      inquiry?.data,
      inquiry?.location ?? 'other',
      this.deps,
      this.lanes,
      () => saveJobData(job, notice, this.options.lockMs),
    )
    if (outcome === 'wait') throw new Error('the inquiry is not in the dead letter yet')
    if (outcome === DEFERRED) {
      // Its email is out; its hooks come back for a free slot soon, no attempt counted.
      await job.moveToDelayed(Date.now() + HOOK_DEFER_MS, token)
      throw new DelayedError()
    }
    if (outcome !== 'done') this.fail(outcome, notice.createdAt, notice)
  }

  /**
   * A digest window's job: takes every hold since the last digest (the set, in one MULTI: a hold
   * lands before it, here, or after it, in the next), emails those still held, adds the next
   * window's job.
   */
  private async digest(job: Job<JobData>): Promise<void> {
    const data = job.data as DigestJob
    const redis = this.options.connection
    const batchKey = `${this.options.prefix}:notice-digest:${job.id}`
    if (!data.taken) {
      await redis.multi().sunionstore(batchKey, batchKey, this.heldKey).del(this.heldKey).exec()
      data.taken = true
      await saveJobData(job, data, this.options.lockMs)
    }
    const { digestMs } = this.deps.notices
    if (digestMs > 0) {
      await this.ensureDigest(Math.max(data.window + digestMs, digestWindow(Date.now(), digestMs)))
    }
    if (!data.sentAt) {
      const found = await Promise.all(
        (await redis.smembers(batchKey)).map(async (member) => {
          const [id = '', token] = member.split(' ')
          const inquiry = await this.options.find(id)
          const listed =
            isQuarantined(inquiry?.data ?? {}) ||
            (inquiry?.data.confirmation === 'bounced' && inquiry.location !== 'dead')
          return inquiry && inquiry.data.token === token && listed ? inquiry.data : undefined
        }),
      )
      const held = found.filter((item) => item !== undefined)
      if (held.length > 0) {
        try {
          await sendDigest(String(job.id), held, this.deps, this.lanes)
        } catch (error) {
          const createdAt = new Date(data.window).toISOString()
          if (givesUp(createdAt, error as PartError, this.deps)) await redis.del(batchKey)
          this.fail(error as PartError, createdAt, { id: String(job.id) })
        }
        data.sentAt = new Date().toISOString()
        await saveJobData(job, data, this.options.lockMs)
      }
    }
    await redis.del(batchKey)
  }

  /** Retried with backoff (BullMQ), or given up with an error log once its window closed. */
  private fail(failure: PartError, createdAt: string, notice: { id: string }): never {
    if (givesUp(createdAt, failure, this.deps)) {
      logGivenUp(this.deps, notice, failure)
      throw new UnrecoverableError(failure.message)
    }
    throw failure
  }
}
