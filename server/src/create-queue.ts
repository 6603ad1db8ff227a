import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import type { Config } from './config.ts'
import { ConfirmationBudget } from './delivery/confirmation-budget.ts'
import type { DeliveryDeps } from './delivery/delivery.ts'
import { emailSettingsOf } from './delivery/emails.ts'
import type { Mailer } from './delivery/mailer.ts'
import type { InquiryQueue } from './inquiry/queue.ts'
import { memoryStores, type StoreFactory } from './inquiry/rate-limit-store.ts'
import { FileQueue } from './queue/file/file-queue.ts'
import { Outbox } from './queue/file/outbox.ts'
import { RedisQueue } from './queue/redis/redis-queue.ts'

export interface QueueParts {
  mailer: Mailer
  logger: Logger
  /** The process's Redis client (redis-client.ts): needed when REDIS_URL is set. */
  redis?: Redis | undefined
  /** Where the confirmation budget counts (shared in Redis when there is one). */
  stores?: StoreFactory
  metrics?: DeliveryDeps['metrics']
  /** Built for the operator's CLI (docs: operations): it never creates what it only reads. */
  operator?: boolean
}

/**
 * The inquiry queue, ready to accept (its worker not started): with REDIS_URL every replica
 * shares one BullMQ queue; without it the outbox folder is the queue, created here unless the
 * operator's CLI only looks at it.
 */
export async function createQueue(
  config: Config,
  { mailer, logger, redis, stores = memoryStores, metrics, operator = false }: QueueParts,
): Promise<InquiryQueue> {
  const deps: DeliveryDeps = {
    mailer,
    logger,
    email: emailSettingsOf(config),
    retry: {
      baseMs: config.RETRY_BASE_MS,
      maxMs: config.RETRY_MAX_MS,
      windowMs: config.RETRY_WINDOW_MS,
    },
    confirmations: new ConfirmationBudget(stores, config.CONFIRMATION_HOURLY_CAP),
    concurrency: config.DELIVERY_CONCURRENCY,
    ...(metrics ? { metrics } : {}),
    hooks: {
      endpoints: config.WEBHOOK_URLS,
      secrets: config.WEBHOOK_SECRET,
      slackUrl: config.SLACK_WEBHOOK_URL,
      timeoutMs: config.WEBHOOK_TIMEOUT_MS,
    },
  }
  const notices = { digestMs: config.QUARANTINE_DIGEST_MINUTES * 60_000 }
  if (config.REDIS_URL) {
    if (!redis) throw new Error('REDIS_URL is set: createQueue needs its Redis client')
    return new RedisQueue(deps, {
      connection: redis,
      concurrency: config.DELIVERY_CONCURRENCY,
      lockMs: config.QUEUE_LOCK_MS,
      retentionDays: config.SENT_RETENTION_DAYS,
      deadRetentionDays: config.DEAD_RETENTION_DAYS,
      quarantineRetentionDays: config.QUARANTINE_RETENTION_DAYS,
      notices,
      operator,
    })
  }
  const outbox = new Outbox(config.OUTBOX_DIR)
  if (!operator) await outbox.init()
  return new FileQueue(
    outbox,
    deps,
    config.SENT_RETENTION_DAYS,
    config.DEAD_RETENTION_DAYS,
    config.QUARANTINE_RETENTION_DAYS,
    notices,
  )
}
