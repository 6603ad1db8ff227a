/**
 * The Redis queue's holding job: a job into the quarantine (This is spam), out of it (Release),
 * back from the dead letters (Retry).
 */
import { Job, type Queue } from 'bullmq'
import type { Redis } from 'ioredis'
import {
  type Deliverable,
  HOLD_WAIT_MS,
  isQuarantined,
  type QuarantineReason,
} from '../../inquiry/queue.ts'
import type { JobData } from './redis-jobs.ts'

/**
 * Writes a job's data only while no worker holds the job and nobody wrote the data since it was
 * read: a delivery in flight saves its marks over the data, and a stale copy written back would
 * drop a mark (and send that email again).
 */
const SWAP_DATA = `if redis.call('EXISTS', KEYS[2]) == 1 or redis.call('HGET', KEYS[1], 'data') ~= ARGV[1] then return 0 end
redis.call('HSET', KEYS[1], 'data', ARGV[2])
return 1`

/**
 * The Redis queue's `hold` (InquiryQueue): a job not delivered yet gets `reason` in its reasons,
 * its release undone, and goes to the quarantine, a delay of `holdMs`. A dead or waiting job is
 * handed to a worker, which holds any job with reasons it takes (redis-delivering.ts).
 */
export async function holdJob<T extends Deliverable>(
  queue: Queue<T>,
  client: Redis,
  id: string,
  reason: QuarantineReason,
  holdMs: number,
): Promise<boolean> {
  const key = queue.toKey(id)
  const deadline = Date.now() + HOLD_WAIT_MS
  for (;;) {
    const raw = await client.hget(key, 'data')
    const data = raw ? (JSON.parse(raw) as Deliverable) : undefined
    if (!raw || !data?.id || isQuarantined(data)) return false
    const state = await queue.getJobState(id)
    if (state === 'completed' || state === 'unknown') return false
    if (state !== 'active') {
      const { releasedAt: _, ...rest } = data
      const held = { ...rest, reasons: [...new Set([...(data.reasons ?? []), reason])] }
      if (await client.eval(SWAP_DATA, 2, key, `${key}:lock`, raw, JSON.stringify(held))) {
        const job = await Job.fromId(queue, id)
        // A delayed job that came due meanwhile is held by the worker that takes it.
        if (state === 'delayed') await job?.changeDelay(holdMs).catch(() => {})
        if (state === 'failed') await job?.retry('failed')
        return true
      }
    }
    if (Date.now() > deadline)
      throw new Error('the inquiry is being delivered right now: try again')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * Sends a quarantined job to delivery, marked released, with a fresh retry window; false when it
 * is not in the quarantine.
 */
export async function releaseJob(queue: Queue<JobData>, id: string): Promise<boolean> {
  const job = (await queue.getJob(id)) as Job<JobData> | undefined
  if (!job || !isQuarantined(job.data) || (await job.getState()) !== 'delayed') return false
  const now = new Date().toISOString()
  await job.updateData({ ...job.data, releasedAt: now, retriedAt: now })
  await job.promote()
  return true
}

/** Sends a dead job back for delivery with a fresh retry window; false when it is not dead. */
export async function retryJob(queue: Queue<JobData>, id: string): Promise<boolean> {
  const job = (await queue.getJob(id)) as Job<JobData> | undefined
  if (!job || (await job.getState()) !== 'failed') return false
  await job.updateData({ ...job.data, retriedAt: new Date().toISOString() })
  await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true })
  return true
}
