import { MemoryStore, type Store } from 'express-rate-limit'

/**
 * Makes one counter store per use (`name` keeps their keys apart): the inquiry rate limit and
 * the confirmation budget. express-rate-limit's Store interface, so one shape fits both.
 */
export type StoreFactory = (name: string) => Store

/** Counts in this process only: one server (in Redis: queue/redis/redis-rate-limit-store.ts). */
export const memoryStores: StoreFactory = () => new MemoryStore()
