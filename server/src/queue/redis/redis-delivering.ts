/**
 * The Redis queue's delivering job: one job as the replica's worker takes it, its missing parts
 * sent and marked, then delivered, retried, deferred or given up as a dead letter.
 */
import { DelayedError, type Job, UnrecoverableError } from 'bullmq'
import {
  type DeliveryDeps,
  type DeliveryLanes,
  HOOK_DEFER_MS,
  HooksDeferred,
  PartError,
  sendMissingParts,
  windowStart,
} from '../../delivery/delivery.ts'
import { doneParts } from '../../delivery/hooks.ts'
import { isQuarantined } from '../../inquiry/queue.ts'
import { HOLD_MS, type JobData } from './redis-jobs.ts'
import type { RedisNotices } from './redis-notices.ts'
import { saveJobData } from './redis-worker.ts'

export interface Delivering {
  deps: DeliveryDeps
  lanes: DeliveryLanes
  notices: Pick<RedisNotices, 'bounced' | 'failed'>
  /** What this replica sent per job, in case Redis could not record it: never sent twice. */
  known: Map<string, Pick<JobData, 'sent' | 'confirmation' | 'parts'>>
  /** How long a replica's hold on a job lasts without renewal. */
  lockMs: number
}

export async function deliverJob(
  job: Job<JobData>,
  token: string | undefined,
  { deps, lanes, notices, known: sentBy, lockMs }: Delivering,
): Promise<void> {
  const { logger, metrics, retry } = deps
  const id = job.data.id
  // Never sent while quarantined: a held job that came due anyway is held again.
  if (isQuarantined(job.data)) {
    await job.moveToDelayed(Date.now() + HOLD_MS, token)
    throw new DelayedError()
  }
  const known = sentBy.get(id)
  const item: JobData = {
    ...job.data,
    sent: { ...job.data.sent, ...known?.sent },
    ...(job.data.parts || known?.parts ? { parts: { ...job.data.parts, ...known?.parts } } : {}),
    ...(job.data.confirmation || known?.confirmation
      ? { confirmation: job.data.confirmation ?? known?.confirmation }
      : {}),
  }
  try {
    const withBounce = { ...deps, bounced: () => notices.bounced(id, job.data.token) }
    await sendMissingParts(item, withBounce, lanes, async () => {
      sentBy.set(id, {
        sent: { ...item.sent },
        confirmation: item.confirmation,
        parts: doneParts(item.parts),
      })
      await saveJobData(job, item, lockMs)
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
      await notices.failed(item)
      sentBy.delete(id)
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
  sentBy.delete(id)
  metrics?.delivered(Date.now() - Date.parse(item.receivedAt))
  logger.info({ inquiryId: id, attempts: job.attemptsMade + 1 }, 'inquiry delivered')
}
