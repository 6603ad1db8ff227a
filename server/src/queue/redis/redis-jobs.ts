/** What the Redis queue's jobs share: a job's data, the states it can be in, how it is shown. */
import type { Job, JobType } from 'bullmq'
import type { Deliverable, QueueItem, QueueState } from '../../inquiry/queue.ts'

/** A job's data: the inquiry, its per-email sent marks, and who stored it first. */
export interface JobData extends Deliverable {
  /** Random per accept call: the call whose token the stored job holds created it. */
  token: string
  retriedAt?: string
  lastError?: string
}

export const DAY_MS = 24 * 60 * 60_000

export const STATE_TYPES: Record<QueueState, JobType[]> = {
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
export const HOLD_MS = 5 * 365 * DAY_MS
export const HELD_AFTER_MS = 365 * DAY_MS

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A job as the operator sees it (InquiryQueue's list and show). */
export function itemOf(job: Job<JobData>, state: QueueState): QueueItem {
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
