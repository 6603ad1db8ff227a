import { MemoryStore, type Store } from 'express-rate-limit'
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
 * Counts in Redis, so every replica of the server shares them. The client reconnects by
 * itself; while Redis is away the limiter lets requests through (see inquiry-route).
 */
export async function createRedisStores(url: string, prefix = 'inlet:') {
  // Without the offline queue a command fails at once while Redis is away, instead of hanging.
  const client = createClient({ url, disableOfflineQueue: true, socket: { connectTimeout: 5000 } })
  client.on('error', () => {
    // Reported through the limiter (passOnStoreError) and /api/ready; avoid an unhandled event.
  })
  await client.connect()
  const stores: StoreFactory = (name) =>
    new RedisStore({
      prefix: `${prefix}${name}:`,
      sendCommand: (...args: string[]) => client.sendCommand(args),
    })
  return {
    stores,
    async close() {
      if (client.isReady) await client.quit()
      else client.destroy() // quit() would wait for a server that is gone
    },
  }
}
