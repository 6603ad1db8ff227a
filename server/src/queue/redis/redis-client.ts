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

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  return Promise.race([
    promise,
    new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer from Redis in ${ms} ms`)), ms)
    }),
  ]).finally(() => clearTimeout(timer))
}

/**
 * Readiness: Redis answers now. A readiness probe answers within 2 s and waits only for a
 * connection under way. The operator's CLI, started in a busy container, waits up to 15 s for its
 * first connection through any failed attempts (ioredis retries them) rather than fail on the
 * first one.
 */
export async function checkConnection(client: Redis, operator: boolean): Promise<void> {
  const ms = operator ? 15_000 : 2_000
  const waits = operator
    ? client.status !== 'ready'
    : ['wait', 'connecting', 'connect'].includes(client.status)
  if (waits) {
    let last: Error | undefined
    const onError = (error: Error) => {
      last = error
    }
    let onReady = () => {}
    client.on('error', onError)
    try {
      await withTimeout(
        new Promise<void>((resolve) => {
          onReady = resolve
          client.once('ready', resolve)
        }),
        ms,
      )
    } catch (error) {
      throw last ? new Error(`${(error as Error).message}: ${last.message}`) : error
    } finally {
      client.off('ready', onReady).off('error', onError)
    }
  }
  await withTimeout(client.ping(), ms)
}
