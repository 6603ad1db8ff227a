import type { Redis } from 'ioredis'
import type { ReplayStore } from '../../inquiry/proof.ts'

/** SET NX with PX = the time left to the proof's expiry, on the process's one Redis client. */
export function redisReplays(client: Redis): ReplayStore {
  return {
    async claim(proof, owner, ttlMs) {
      const key = `inlet:proof:${proof}`
      if ((await client.set(key, owner, 'PX', Math.max(1, ttlMs), 'NX')) === 'OK') return true
      return (await client.get(key)) === owner
    },
  }
}
