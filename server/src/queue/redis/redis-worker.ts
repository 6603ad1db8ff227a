import { type Job, Worker } from 'bullmq'
import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import { backoffMs, type RetryPolicy } from '../../delivery/delivery.ts'

/** A replica's BullMQ worker on one queue, whose jobs in flight can be waited for. */
export interface ReplicaWorker {
  /** Resolves once none of its jobs is being processed. */
  idle(): Promise<void>
  /** Stops taking jobs, lets the ones in flight end, and closes its connection. */
  stop(): Promise<void>
}

export interface ReplicaWorkerOptions {
  prefix: string
  concurrency: number
  /** How long its hold on a job lasts without renewal; a dead replica's jobs go back after it. */
  lockMs: number
  retry: RetryPolicy
  logger: Logger
}

/**
 * Starts this replica's worker on queue `name`. BullMQ's worker blocks on its connection and
 * waits out an outage in every command: its own duplicate of the shared client (same address,
 * password and reconnect policy). Retries back off as the file backend's do (backoffMs), and a
 * replica that dies hands its jobs back: that never fails one.
 */
export function startReplicaWorker<T>(
  name: string,
  client: Redis,
  process: (job: Job<T>, token?: string) => Promise<void>,
  options: ReplicaWorkerOptions,
): ReplicaWorker {
  const connection = client.duplicate({ maxRetriesPerRequest: null, enableOfflineQueue: true })
  connection.on('error', () => {}) // the shared client reports outages
  const inFlight = new Set<Promise<void>>()
  const worker = new Worker<T>(
    name,
    (job, token) => {
      const run = process(job, token)
      const tracked = run.then(
        () => {},
        () => {},
      )
      inFlight.add(tracked)
      void tracked.finally(() => inFlight.delete(tracked))
      return run
    },
    {
      connection,
      prefix: options.prefix,
      concurrency: options.concurrency,
      lockDuration: options.lockMs,
      stalledInterval: options.lockMs,
      maxStalledCount: 1_000_000,
      settings: {
        backoffStrategy: (attemptsMade: number) => backoffMs(attemptsMade, options.retry),
      },
    },
  )
  worker.on('error', (err) => options.logger.debug({ err: err.message }, 'worker: Redis error'))
  const idle = async () => {
    while (inFlight.size > 0) await Promise.all(inFlight)
  }
  return {
    idle,
    async stop() {
      // With Redis away (or refusing the password), close() would wait for Redis itself: wait
      // for the jobs in flight here instead, then close without waiting.
      const connected = connection.status === 'ready'
      if (!connected) await idle()
      await worker.close(!connected)
      connection.disconnect()
    },
  }
}

/**
 * Writes a job's data (its marks), waiting out a short Redis outage within the job's lock: a
 * mark that fails to save after its send went out would let another replica send it again.
 */
export async function saveJobData<T>(job: Job<T>, data: T, lockMs: number): Promise<void> {
  const deadline = Date.now() + lockMs
  for (;;) {
    try {
      await job.updateData(data)
      return
    } catch (error) {
      if (Date.now() > deadline) throw error
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}
