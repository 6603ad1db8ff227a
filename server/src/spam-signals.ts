/**
 * The signals that send an inquiry to the quarantine instead of delivery (docs/decisions/035).
 * Each found is recorded on the inquiry as a reason; the sender gets the same 202 either way.
 */
import { createHash } from 'node:crypto'
import type { Inquiry } from '@inlet/shared/inquiry'
import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import type { QuarantineReason } from './queue/queue.ts'

/** The same message from several addresses within this long is a repeat. */
export const REPEAT_WINDOW_MS = 60 * 60_000

/** A link as spam writes it: with a scheme, or starting with www. */
const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"'()]+/gi

/**
 * "Mostly links": the links take more than half of the message's characters, spaces not
 * counted. Exactly half is not mostly.
 */
export function isMostlyLinks(message: string): boolean {
  const characters = message.replace(/\s/g, '').length
  let linked = 0
  for (const [link] of message.matchAll(LINK)) linked += link.length
  return linked * 2 > characters
}

/** The same text however it is cased or spaced (Unicode compatibility forms folded too). */
export function normalizeMessage(message: string): string {
  return message.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim()
}

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32)

/**
 * Who sent which message lately. Only digests are kept (of the normalised text and of the
 * lower-cased address), for REPEAT_WINDOW_MS: no message and no address is stored here.
 */
export interface RepeatStore {
  /** Records `sender` for `text`; resolves to how many different senders sent it in the window. */
  record(text: string, sender: string): Promise<number>
}

/** In this process: one server without Redis. */
export function memoryRepeats(now: () => number = Date.now): RepeatStore {
  const seen = new Map<string, Map<string, number>>()
  let sweptAt = now()
  return {
    async record(text, sender) {
      const at = now()
      const since = at - REPEAT_WINDOW_MS
      if (sweptAt < since) {
        for (const [key, senders] of seen) {
          for (const [who, when] of senders) if (when <= since) senders.delete(who)
          if (senders.size === 0) seen.delete(key)
        }
        sweptAt = at
      }
      const key = digest(normalizeMessage(text))
      const senders = seen.get(key) ?? new Map<string, number>()
      seen.set(key, senders)
      senders.set(digest(sender.toLowerCase()), at)
      let count = 0
      for (const when of senders.values()) if (when > since) count++
      return count
    },
  }
}

/**
 * In Redis, on the process's one client (redis-client.ts), so every replica sees the others'
 * inquiries: one sorted set per message digest, sender digests scored by time, expiring with
 * the window.
 */
export function redisRepeats(client: Redis): RepeatStore {
  return {
    async record(text, sender) {
      const at = Date.now()
      const key = `inlet:repeat:${digest(normalizeMessage(text))}`
      const replies = await client
        .multi()
        .zremrangebyscore(key, '-inf', at - REPEAT_WINDOW_MS)
        .zadd(key, at, digest(sender.toLowerCase()))
        .zcard(key)
        .pexpire(key, REPEAT_WINDOW_MS)
        .exec()
      const [error, count] = replies?.[2] ?? [new Error('no reply from Redis')]
      if (error) throw error
      return Number(count)
    },
  }
}

/** The thresholds (config: QUARANTINE_MIN_OPEN_MS, QUARANTINE_REPEAT_SENDERS; 0 turns one off). */
export interface SignalThresholds {
  /** A form submitted sooner than this after it opened was not typed by a person (3000). */
  minOpenMs: number
  /** This many different addresses sending one message within the hour make a repeat (2). */
  repeatSenders: number
}

export interface SignalInput {
  inquiry: Inquiry
  /** The honeypot field carried text (and HONEYPOT is on). */
  honeypot: boolean
  /** How long the form was open, when the form said (absence is no signal). */
  formOpenMs?: number | undefined
}

/**
 * The reasons to quarantine an inquiry, in a fixed order; none for a clean one. A repeat store
 * that fails (Redis away) costs only that signal.
 */
export async function spamReasons(
  { inquiry, honeypot, formOpenMs }: SignalInput,
  repeats: RepeatStore,
  { minOpenMs, repeatSenders }: SignalThresholds,
  logger: Pick<Logger, 'warn'>,
): Promise<QuarantineReason[]> {
  const reasons: QuarantineReason[] = []
  if (honeypot) reasons.push('honeypot')
  if (formOpenMs !== undefined && formOpenMs < minOpenMs) reasons.push('too-fast')
  if (isMostlyLinks(inquiry.message)) reasons.push('links')
  if (repeatSenders > 0) {
    try {
      const senders = await repeats.record(inquiry.message, inquiry.email)
      if (senders >= repeatSenders) reasons.push('repeat')
    } catch (error) {
      logger.warn({ err: (error as Error).message }, 'repeat check skipped: its store failed')
    }
  }
  return reasons
}
