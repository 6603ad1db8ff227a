import { createHash } from 'node:crypto'
import type { Options, Store } from 'express-rate-limit'
import { mailboxOf } from '../inquiry/mailbox.ts'
import type { NoConfirmation } from '../inquiry/queue.ts'
import type { StoreFactory } from '../inquiry/rate-limit-store.ts'

const HOUR = 60 * 60_000
const DAY = 24 * HOUR

/**
 * The confirmation email goes to an address the visitor typed, so it could be aimed at someone
 * else. This budget keeps that to one confirmation per address per 24 hours and at most
 * `hourlyCap` in all per hour; the studio's notification is never limited.
 */
export class ConfirmationBudget {
  private readonly perRecipient: Store
  private readonly hourly: Store
  private readonly hourlyCap: number

  constructor(stores: StoreFactory, hourlyCap: number) {
    this.hourlyCap = hourlyCap
    this.perRecipient = stores('confirm-to')
    this.hourly = stores('confirm-hour')
    // Only windowMs is read by the stores' init; a failure shows in take().
    for (const [store, windowMs] of [
      [this.perRecipient, DAY],
      [this.hourly, HOUR],
    ] as const) {
      Promise.resolve(store.init?.({ windowMs } as Options)).catch(() => {})
    }
  }

  /** Takes one confirmation for this address, or says why there is none. */
  async take(address: string): Promise<NoConfirmation | undefined> {
    // Keys hold a hash, never the address itself; one per mailbox, however it is spelled.
    const key = createHash('sha256').update(mailboxOf(address)).digest('hex')
    try {
      if ((await this.perRecipient.increment(key)).totalHits > 1) return 'recipient_limit'
      if ((await this.hourly.increment('all')).totalHits > this.hourlyCap) {
        await this.perRecipient.decrement(key)
        return 'hourly_cap'
      }
      return undefined
    } catch {
      return 'store_unavailable'
    }
  }
}
