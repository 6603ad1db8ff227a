import { RedisStore } from 'rate-limit-redis'
import { createClient } from 'redis'

/**
 * The rate-limit count in Redis, so every replica of the server shares it. The client
 * reconnects by itself; while Redis is away the limiter lets requests through (see app).
 */
export async function createRedisRateLimitStore(url: string, prefix = 'inlet:rl:') {
  // Without the offline queue a command fails at once while Redis is away, instead of hanging.
  const client = createClient({ url, disableOfflineQueue: true, socket: { connectTimeout: 5000 } })
  client.on('error', () => {
    // Reported through the limiter (passOnStoreError) and /api/ready; avoid an unhandled event.
  })
  await client.connect()
  const store = new RedisStore({
    prefix,
    sendCommand: (...args: string[]) => client.sendCommand(args),
  })
  return {
    store,
    async close() {
      if (client.isReady) await client.quit()
      else client.destroy() // quit() would wait for a server that is gone
    },
  }
}
