import type { Redis } from 'ioredis'
import {
  byTime,
  JUDGEMENT_MEMORY,
  type Judgement,
  type JudgementStore,
  keyOf,
} from '../../inquiry/judgements.ts'

const KEY = 'inlet:judgements'

/**
 * In Redis, on the process's one client: a hash of judgements by kind and inquiry, and a
 * version counter that every change raises. Each replica keeps a copy and reads the hash again
 * only when the version moved: a post costs one GET.
 */
export function redisJudgements(client: Redis, memory = JUDGEMENT_MEMORY): JudgementStore {
  let cache: { version: string; judgements: Judgement[] } | undefined
  const read = async (): Promise<Judgement[]> => {
    const version = (await client.get(`${KEY}:version`)) ?? '0'
    if (cache?.version !== version) {
      const values = Object.values(await client.hgetall(KEY))
      cache = { version, judgements: values.map((v) => JSON.parse(v) as Judgement).sort(byTime) }
    }
    return cache.judgements
  }
  return {
    all: async () => [...(await read())],
    async add(judgement) {
      const [[error, added] = [null, 0]] =
        (await client
          .multi()
          .hsetnx(KEY, keyOf(judgement), JSON.stringify(judgement))
          .incr(`${KEY}:version`)
          .exec()) ?? []
      if (error) throw error
      const over = (await read()).slice(0, -memory)
      if (over.length) {
        await client
          .multi()
          .hdel(KEY, ...over.map(keyOf))
          .incr(`${KEY}:version`)
          .exec()
      }
      return added === 1
    },
    async remove(drop) {
      const gone = (await read()).filter(drop)
      if (gone.length === 0) return 0
      const [[error, count] = [null, 0]] =
        (await client
          .multi()
          .hdel(KEY, ...gone.map(keyOf))
          .incr(`${KEY}:version`)
          .exec()) ?? []
      if (error) throw error
      return count as number
    },
  }
}
