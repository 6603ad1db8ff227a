import { type ClientRateLimitInfo, MemoryStore, type Options, type Store } from 'express-rate-limit'
import type { Redis } from 'ioredis'
import { type RedisReply, RedisStore } from 'rate-limit-redis'
import type { StoreFactory } from '../../inquiry/rate-limit-store.ts'
import { isConnected } from './redis-client.ts'

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
 * Counts in Redis on the process's one client (redis-client.ts), so every replica of the server
 * shares them; while Redis is away, in this process.
 */
export function createRedisStores(client: Redis) {
  const isUp = () => isConnected(client)
  const stores: StoreFactory = (name) =>
    new RedisOrMemoryStore(
      new RedisStore({
        prefix: `inlet:${name}:`,
        sendCommand: (command: string, ...args: string[]) =>
          client.call(command, ...args) as Promise<RedisReply>,
      }),
      isUp,
    )
  return { stores, isUp }
}
