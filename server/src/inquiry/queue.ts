import type { Inquiry } from '@inlet/shared/inquiry'

export type EmailKind = 'notification' | 'confirmation'

/** Why a founder gets no confirmation email (delivery/confirmation-budget.ts). */
export type NoConfirmation = 'recipient_limit' | 'hourly_cap' | 'store_unavailable'

/** What delivery and the emails need of a queued inquiry, whichever queue holds it. */
export interface Deliverable {
  id: string
  receivedAt: string
  inquiry: Inquiry
  /** When each email was accepted by SMTP; a retry sends only what is missing. */
  sent: Partial<Record<EmailKind, string>>
  /**
   * Whether the founder gets a confirmation, decided once before the first try to send it;
   * `bounced`: the founder's mail server refused it for good (the studio has the inquiry).
   */
  confirmation?: 'allowed' | NoConfirmation | 'bounced'
  /** Why it was held as suspected spam (spam-signals.ts); kept after a release. */
  reasons?: QuarantineReason[]
  /** When an operator released it from the quarantine for delivery. */
  releasedAt?: string
  /**
   * The webhook and Slack parts (delivery/hooks.ts) by key, each marked on its own; absent on an
   * item stored before there were any, which then delivers them all.
   */
  parts?: Record<string, PartMark>
}

/** What happened to one webhook or Slack part of an inquiry. */
export interface PartMark {
  /** The endpoint's host (never its URL, which may hold a token). */
  host: string
  /** When a 2xx answered. */
  sentAt?: string
  /** When a 410 answered: this endpoint wants no more of this inquiry. */
  stoppedAt?: string
  /** When it last failed, and how (no secret, no URL). */
  failedAt?: string
  lastError?: string
  /** The last failure was a 4xx other than 408/429: not retried until an operator retries. */
  permanent?: boolean
}

/**
 * The spam signals an inquiry can be quarantined for, in the order found (docs/decisions/035,
 * 047, 050, 061). `untimed` is no longer found: kept so inquiries held for it before stay readable.
 * `reported`: a near-copy of a text, or a post from a domain, the studio reported as spam.
 * `stale-proof`: a valid proof posted after its expiry; `proof-unavailable`: the site's form
 * could get no proof and said so.
 */
export const QUARANTINE_REASONS = [
  'honeypot',
  'no-proof',
  'proof-unavailable',
  'no-script',
  'stale-proof',
  'too-fast',
  'untimed',
  'links',
  'offer',
  'repeat',
  'reported',
] as const
export type QuarantineReason = (typeof QUARANTINE_REASONS)[number]

/** Held as suspected spam: never delivered until an operator releases it. */
export const isQuarantined = (item: Pick<Deliverable, 'reasons' | 'releasedAt'>): boolean =>
  Boolean(item.reasons?.length) && !item.releasedAt

/** How long `hold` waits for a delivery in flight of its inquiry (a page is waiting on it). */
export const HOLD_WAIT_MS = 15_000

export const QUEUE_STATES = ['pending', 'sent', 'dead', 'quarantine'] as const
export type QueueState = (typeof QUEUE_STATES)[number]

/** One inquiry as the operator sees it, whichever queue holds it. */
export interface QueueItem extends Deliverable {
  state: QueueState
  /** When its state last changed (sent: when the last email went out). */
  updatedAt: string
  attempts: number
  lastError?: string
}

export interface QueueStats {
  counts: Record<QueueState, number>
  oldestPending?: { id: string; receivedAt: string }
  /** Inquiries kept (pending or sent) whose confirmation the founder's mail server refused. */
  bouncedConfirmations: number
}

/** What `forget` deleted: how many inquiries, and the addresses they came from (as typed). */
export interface Forgotten {
  count: number
  addresses: string[]
}

/** `created`: stored now; `duplicate`: the same inquiry under a key seen before; `conflict`: another inquiry under that key. */
export type AcceptResult = 'created' | 'duplicate' | 'conflict'

/** The queue is out of reach (Redis down): nothing was stored, the founder may try again. */
export class QueueUnavailableError extends Error {}

/**
 * What the inquiry route, the readiness check, the metrics and the operator's CLI use of the
 * queue. Two implementations: the file outbox (queue/file/, one machine) and BullMQ on Redis (queue/redis/,
 * replicas); create-queue.ts picks one.
 */
export interface InquiryQueue {
  readonly backend: 'file' | 'redis'
  /**
   * Stores an inquiry durably under `id` before it resolves (idempotent by id); with `reasons`,
   * in the quarantine, where it is never delivered until `release`.
   */
  accept(
    id: string,
    inquiry: Inquiry,
    receivedAt: string,
    reasons?: readonly QuarantineReason[],
  ): Promise<AcceptResult>
  /** Starts this process's delivery worker. */
  start(): void
  /** Stops delivering after the emails in flight; closes its connections. */
  stop(): Promise<void>
  /** Resolves once nothing is being delivered right now. */
  idle(): Promise<void>
  /** Readiness: throws when an inquiry could not be stored now. */
  check(): Promise<void>
  /** Items per state, without reading them: cheap enough for every metrics scrape. */
  counts(): Promise<Record<QueueState, number>>
  stats(): Promise<QueueStats>
  list(state: QueueState): Promise<QueueItem[]>
  show(id: string): Promise<QueueItem | undefined>
  /** Sends a dead item back for delivery with a fresh retry window; false when it is not dead. */
  retry(id: string): Promise<boolean>
  /**
   * Sends a quarantined item to delivery, all its parts, with a fresh retry window; false when
   * it is not in the quarantine.
   */
  release(id: string): Promise<boolean>
  /**
   * Holds an inquiry not delivered yet (pending or dead) in the quarantine, `reason` added to its
   * reasons and any release undone: the studio reported it (This is spam), so nothing more of it
   * goes out until a Release. A delivery in flight ends first (up to HOLD_WAIT_MS, then it
   * throws and nothing changed). False when it is delivered, held already, or gone.
   */
  hold(id: string, reason: QuarantineReason): Promise<boolean>
  /** Deletes quarantined items received more than `olderThanMs` ago; returns how many. */
  purgeQuarantine(olderThanMs: number): Promise<number>
  /** Deletes delivered items older than `olderThanMs`; returns how many. */
  purgeSent(olderThanMs: number): Promise<number>
  /** Deletes dead items older than `olderThanMs`; returns how many. */
  purgeDead(olderThanMs: number): Promise<number>
  /**
   * Deletes every inquiry from this email address's mailbox (`mailboxOf`: any case, any `+tag`,
   * Gmail's dots), in every state, so that no copy is left on disk.
   */
  forget(email: string): Promise<Forgotten>
  /** Closes connections without starting or stopping a worker (the CLI). */
  close(): Promise<void>
}

export async function queueStats(queue: InquiryQueue): Promise<QueueStats> {
  const [counts, pending, sent] = await Promise.all([
    queue.counts(),
    queue.list('pending'),
    queue.list('sent'),
  ])
  const oldest = pending.reduce<QueueItem | undefined>(
    (first, item) => (!first || item.receivedAt < first.receivedAt ? item : first),
    undefined,
  )
  return {
    counts,
    ...(oldest ? { oldestPending: { id: oldest.id, receivedAt: oldest.receivedAt } } : {}),
    bouncedConfirmations: [...pending, ...sent].filter((item) => item.confirmation === 'bounced')
      .length,
  }
}
