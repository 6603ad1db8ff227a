import type { Config } from './config.ts'
import type { DeliveryDeps } from './delivery.ts'
import { Outbox } from './outbox.ts'
import { FileQueue, type InquiryQueue } from './queue.ts'
import { RedisQueue } from './redis-queue.ts'

/** With REDIS_URL every replica shares one BullMQ queue; without it the file outbox is the queue. */
export function createQueue(
  config: Config,
  deps: Omit<DeliveryDeps, 'outbox'>,
  outbox = new Outbox(config.OUTBOX_DIR),
): InquiryQueue {
  return config.REDIS_URL
    ? new RedisQueue(deps, {
        url: config.REDIS_URL,
        concurrency: config.DELIVERY_CONCURRENCY,
        lockMs: config.QUEUE_LOCK_MS,
        retentionDays: config.SENT_RETENTION_DAYS,
      })
    : new FileQueue(outbox, deps, config.SENT_RETENTION_DAYS)
}
