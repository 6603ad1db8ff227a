import { type ClientRateLimitInfo, MemoryStore, type Options, type Store } from 'express-rate-limit'
import type { Logger } from 'pino'
import { RedisStore } from 'rate-limit-redis'
import { createClient } from 'redis'

/**
 * Makes one counter store per use (`name` keeps their keys apart): the inquiry rate limit and
 * the confirmation budget. express-rate-limit's Store interface, so one shape fits both.
 */
export type StoreFactory = (name: string) => Store

/** Counts in this process only: the default for one server. */
export const memoryStores: StoreFactory = () => new MemoryStore()

/**
 * Counts in Redis while it answers, else in this process: a Redis outage weakens the limits
 * to per-replica ones instead of lifting them.
 */
class RedisOrMemoryStore implements Store {
  readonly localKeys = false
  private readonly memory = new MemoryStore()
  private options: Options | undefined
  private loaded: Promise<void> | undefined
  private readonly redis: RedisStore
  private readonly redisUp: () => boolean

  constructor(redis: RedisStore, redisUp: () => boolean) {
    this.redis = redis
    this.redisUp = redisUp
  }

  init(options: Options): void {
    this.options = options
    this.memory.init(options)
  }

  private async use<T>(run: (store: Store) => T | Promise<T>): Promise<T> {
    if (this.redisUp() && this.options) {
      try {
        // Loads Redis's scripts; again after a failure (Redis was down at start-up).
        this.loaded ??= this.redis.init(this.options).catch((error: unknown) => {
          this.loaded = undefined
          throw error
        })
        await this.loaded
        return await run(this.redis)
      } catch {
        // Redis went away mid-call: count here.
      }
    }
    return run(this.memory)
  }

  increment(key: string): Promise<ClientRateLimitInfo> {
    return this.use((store) => store.increment(key))
  }

  decrement(key: string): Promise<void> {
    return this.use((store) => store.decrement(key))
  }

  resetKey(key: string): Promise<void> {
    return this.use((store) => store.resetKey(key))
  }
}

/**
 * Counts in Redis, so every replica of the server shares them. Never waits for Redis: the
 * server starts while Redis is down, logs it, and the client keeps reconnecting by itself.
 */
export function createRedisStores(
  url: string,
  logger: Logger,
  { password, prefix = 'inlet:' }: { password?: string | undefined; prefix?: string } = {},
) {
  // Without the offline queue a command fails at once while Redis is away, instead of hanging.
  const client = createClient({
    url,
    ...(password ? { password } : {}), // REDIS_PASSWORD_FILE; a password in the URL wins
    disableOfflineQueue: true,
    socket: { connectTimeout: 5000 },
  })
  let reported = false
  client.on('error', (err: Error) => {
    if (reported) return // once per outage, not once per reconnection attempt
    reported = true
    logger.error(
      { err: err.message },
      'Redis unavailable: rate limits count in this process until it is back',
    )
  })
  client.on('ready', () => {
    reported = false
    logger.info('Redis connected: rate limits are shared')
  })
  client.connect().catch(() => {
    // Reported through the error event; the client retries on its own.
  })
  const isUp = () => client.isReady
  const stores: StoreFactory = (name) =>
    new RedisOrMemoryStore(
      new RedisStore({
        prefix: `${prefix}${name}:`,
        sendCommand: (...args: string[]) => client.sendCommand(args),
      }),
      isUp,
    )
  return {
    stores,
    isUp,
    async close() {
      if (client.isReady) await client.quit()
      else client.destroy() // quit() would wait for a server that is gone
    },
  }
}
