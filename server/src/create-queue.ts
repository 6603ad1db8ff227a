import type { Logger } from 'pino'
import type { Config } from './config.ts'
import { ConfirmationBudget } from './confirmation-budget.ts'
import type { DeliveryDeps } from './delivery.ts'
import type { Mailer } from './mailer.ts'
import { Outbox } from './outbox.ts'
import { FileQueue, type InquiryQueue } from './queue.ts'
import { memoryStores, type StoreFactory } from './rate-limit-store.ts'
import { RedisQueue } from './redis-queue.ts'

export interface QueueParts {
  mailer: Mailer
  logger: Logger
  /** Where the confirmation budget counts (shared in Redis when there is one). */
  stores?: StoreFactory
  metrics?: DeliveryDeps['metrics']
  /** Built for the operator's CLI (docs: operations): it never creates what it only reads. */
  operator?: boolean
}

/** With REDIS_URL every replica shares one BullMQ queue; without it the file outbox is the queue. */
export function createQueue(
  config: Config,
  { mailer, logger, stores = memoryStores, metrics, operator = false }: QueueParts,
  outbox = new Outbox(config.OUTBOX_DIR),
): InquiryQueue {
  const deps: Omit<DeliveryDeps, 'outbox'> = {
    mailer,
    logger,
    email: { from: config.MAIL_FROM, studioInbox: config.STUDIO_INBOX, siteUrl: config.SITE_URL },
    retry: {
      baseMs: config.RETRY_BASE_MS,
      maxMs: config.RETRY_MAX_MS,
      windowMs: config.RETRY_WINDOW_MS,
    },
    confirmations: new ConfirmationBudget(stores, config.CONFIRMATION_HOURLY_CAP),
    concurrency: config.DELIVERY_CONCURRENCY,
    ...(metrics ? { metrics } : {}),
  }
  return config.REDIS_URL
    ? new RedisQueue(deps, {
        url: config.REDIS_URL,
        concurrency: config.DELIVERY_CONCURRENCY,
        lockMs: config.QUEUE_LOCK_MS,
        retentionDays: config.SENT_RETENTION_DAYS,
        deadRetentionDays: config.DEAD_RETENTION_DAYS,
        password: config.REDIS_PASSWORD_FILE,
        operator,
      })
    : new FileQueue(outbox, deps, config.SENT_RETENTION_DAYS, config.DEAD_RETENTION_DAYS)
}
