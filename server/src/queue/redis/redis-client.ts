import { Redis, type RedisOptions } from 'ioredis'
import type { Logger } from 'pino'

/**
 * How every Redis connection of the server reconnects after a failure: soon, then every 2 s,
 * for as long as it takes. The queue's worker connection is a duplicate, so it follows it too.
 */
const retryStrategy: NonNullable<RedisOptions['retryStrategy']> = (attempt) =>
  Math.min(attempt * 100, 2_000)

/**
 * The process's one Redis client, shared by the inquiry queue (BullMQ's producer) and the
 * rate-limit counts. Never waits for Redis: the server starts while Redis is down, and the client
 * keeps reconnecting by itself. Without the offline queue a command fails at once while Redis is
 * away, instead of hanging. One log line per outage, not one per reconnection attempt.
 */
export function connectRedis(
  url: string,
  { password, logger }: { password?: string | undefined; logger: Logger },
): Redis {
  const client = new Redis(url, {
    ...(password ? { password } : {}), // REDIS_PASSWORD_FILE; a password in the URL wins
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
    retryStrategy,
  })
  let reported = false
  client.on('error', (err: Error) => {
    if (reported) return
    reported = true
    logger.error(
      { err: err.message },
      'Redis unavailable: inquiries cannot be accepted, and rate limits count in this process until it is back',
    )
  })
  client.on('ready', () => {
    reported = false
    logger.info('Redis connected')
  })
  return client
}

/** Whether the client answers right now (readiness and the rate-limit stores ask). */
export const isConnected = (client: Redis) => client.status === 'ready'

/** Closes the client; without waiting for a Redis that is gone (quit() would). */
export async function closeRedis(client: Redis): Promise<void> {
  if (isConnected(client)) await client.quit().catch(() => {})
  else client.disconnect()
}
