import { randomBytes } from 'node:crypto'
import type { Redis } from 'ioredis'
import {
  BAND_DEPTH,
  bandsOf,
  REPEAT_MEMORY,
  REPEAT_WINDOW_MS,
  type RepeatStore,
  type StoredRepeat,
} from '../../inquiry/repeats.ts'

const KEY = 'inlet:repeats'

/**
 * In Redis, on the process's one client (redis-client.ts), so every replica sees the others'
 * inquiries. Each entry is a key of its own that lives for the window; each band is a list of
 * the newest BAND_DEPTH entry ids; a sorted set of ids by time caps the count. Two round trips:
 * read the bands and add the entry in one MULTI, then fetch the entries found.
 */
export function redisRepeats(
  client: Redis,
  now: () => number = Date.now,
  memory = REPEAT_MEMORY,
): RepeatStore {
  const entryKey = (id: string) => `${KEY}:entry:${id}`
  return {
    async exchange(entry) {
      const at = now()
      const id = `${at.toString(36)}.${randomBytes(6).toString('base64url')}`
      const bands = bandsOf(entry.sketch).map((band) => `${KEY}:band:${band}`)
      const multi = client.multi()
      for (const band of bands) multi.lrange(band, 0, BAND_DEPTH - 1)
      multi.set(entryKey(id), JSON.stringify({ ...entry, at }), 'PX', REPEAT_WINDOW_MS)
      for (const band of bands) {
        multi
          .lpush(band, id)
          .ltrim(band, 0, BAND_DEPTH - 1)
          .pexpire(band, REPEAT_WINDOW_MS)
      }
      multi
        .zremrangebyscore(`${KEY}:ids`, '-inf', at - REPEAT_WINDOW_MS)
        .zadd(`${KEY}:ids`, at, id)
        .zrange(`${KEY}:ids`, 0, -memory - 1)
        .pexpire(`${KEY}:ids`, REPEAT_WINDOW_MS)
      const replies = (await multi.exec()) ?? []
      const failed = replies.find(([error]) => error)
      if (failed || replies.length === 0) throw failed?.[0] ?? new Error('no reply from Redis')
      const found = new Set(replies.slice(0, bands.length).flatMap(([, ids]) => ids as string[]))
      const over = replies.at(-2)?.[1] as string[]

      const second = client.pipeline()
      if (over.length) second.del(...over.map(entryKey)).zrem(`${KEY}:ids`, ...over)
      if (found.size) second.mget(...[...found].map(entryKey))
      if (!over.length && !found.size) return []
      const answers = (await second.exec()) ?? []
      const [error, values] = answers.at(-1) ?? [new Error('no reply from Redis')]
      if (error) throw error
      if (!found.size) return []
      return (values as (string | null)[])
        .flatMap((value) => (value ? [JSON.parse(value) as StoredRepeat] : []))
        .filter((earlier) => earlier.at > at - REPEAT_WINDOW_MS)
        .sort((a, b) => a.at - b.at)
    },
  }
}
