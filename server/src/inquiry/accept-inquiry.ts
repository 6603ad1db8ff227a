import { createHash, randomUUID } from 'node:crypto'
import { type Inquiry, parseInquiry } from '@inlet/shared/inquiry'
import { IDEMPOTENCY_KEY_PATTERN } from '@inlet/shared/inquiry-api'
import type { Logger } from 'pino'
import type { JudgementStore } from './judgements.ts'
import type { Proofs } from './proof.ts'
import {
  type AcceptResult,
  type InquiryQueue,
  type QuarantineReason,
  QueueUnavailableError,
} from './queue.ts'
import type { RepeatStore } from './repeats.ts'
import { judgeInquiry } from './spam-signals.ts'

/** A submission as a door read it: its fields, and the Idempotency-Key header when sent. */
export interface Submission {
  body: unknown
  idempotencyKey: string | undefined
  /** The JSON API (the site's script, which sends a proof) or the form without script. */
  door: 'json' | 'form'
  /** The form's script could get no proof and said so (PROOF_UNAVAILABLE_HEADER). */
  proofUnavailable?: boolean
}

/** The settings the spam signals read, named as config.ts names them. */
export interface AcceptSettings {
  HONEYPOT: boolean
  QUARANTINE_MIN_OPEN_MS: number
  QUARANTINE_REPEAT_SENDERS: number
}

/** What acceptInquiry counts (metrics.ts counts it for Prometheus). */
export interface AcceptMetrics {
  accepted(): void
  quarantined(reason: QuarantineReason): void
}

export interface AcceptContext {
  config: AcceptSettings
  queue: InquiryQueue
  repeats: RepeatStore
  /** The studio's reports and releases (judgements.ts). */
  judgements?: JudgementStore | undefined
  /** Checks the proof of work (signature, expiry, single use). */
  proofs: Pick<Proofs, 'verify'>
  metrics?: AcceptMetrics | undefined
  /** The request's logger, so each line carries its request id. */
  log: Pick<Logger, 'info' | 'warn' | 'error'>
}

/**
 * How a submission ended, in no answer format. Suspected spam is `accepted` like any inquiry
 * (stored in the quarantine, answered the same: docs/decisions/035), and so is a repeat under
 * one key (the first answer again): a door cannot tell them apart, so it cannot give them away.
 */
export type AcceptOutcome =
  | { kind: 'accepted'; id: string; inquiry: Inquiry }
  | { kind: 'invalid'; message: string } // the first failing rule's message, fit to show
  | { kind: 'bad-key' } // the Idempotency-Key header is not a key
  | { kind: 'conflict' } // the key was used for a different inquiry: the first one stands
  | { kind: 'unavailable' } // the queue is out of reach: nothing was stored

/** Same key, same id: a retried submission maps onto the first one and sends nothing new. */
function inquiryId(idempotencyKey: string | undefined): string {
  if (!idempotencyKey) return randomUUID()
  return `k-${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32)}`
}

/** Validates, judges (the spam signals) and stores one submission, whichever door it came by. */
export async function acceptInquiry(
  { body, idempotencyKey: key, door, proofUnavailable }: Submission,
  { config, queue, repeats, judgements, proofs, metrics, log }: AcceptContext,
): Promise<AcceptOutcome> {
  if (key !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(key)) return { kind: 'bad-key' }
  const parsed = parseInquiry(body)
  if (!parsed.ok) return { kind: 'invalid', message: parsed.message }

  const id = inquiryId(key)
  const postedAt = Date.now()
  // A retry under the same key is the same inquiry: it may bring the same proof again.
  const proof = await proofs.verify(parsed.proof, id)
  // Suspected spam is stored like any inquiry, in the quarantine, and answered the same.
  const verdict = await judgeInquiry(
    {
      inquiry: parsed.inquiry,
      honeypot: parsed.isBot && config.HONEYPOT,
      door,
      proof,
      proofUnavailable,
      postedAt,
    },
    repeats,
    { minOpenMs: config.QUARANTINE_MIN_OPEN_MS, repeatSenders: config.QUARANTINE_REPEAT_SENDERS },
    log,
    judgements,
  )
  const reasons = verdict.hold ? verdict.signals : []

  let result: AcceptResult
  try {
    result = await queue.accept(id, parsed.inquiry, new Date().toISOString(), reasons)
  } catch (error) {
    if (!(error instanceof QueueUnavailableError)) throw error
    log.error({ err: error.message }, 'inquiry not stored: the queue is unavailable')
    return { kind: 'unavailable' }
  }
  // One key stands for one inquiry: another inquiry under it must not be dropped silently.
  if (result === 'conflict') return { kind: 'conflict' }
  const created = result === 'created'
  if (created) metrics?.accepted()
  if (created) for (const reason of reasons) metrics?.quarantined(reason)
  log.info(
    {
      inquiryId: id,
      duplicate: !created,
      context: parsed.inquiry.context,
      domain: parsed.inquiry.domain,
      ...(reasons.length ? { quarantined: reasons } : {}),
      // One soft signal is not enough to hold; logged, so the rules can be checked.
      ...(!verdict.hold && verdict.signals.length ? { signals: verdict.signals } : {}),
    },
    !created
      ? 'repeated inquiry: first answer returned'
      : reasons.length
        ? 'inquiry accepted into the quarantine (suspected spam)'
        : 'inquiry accepted',
  )
  return { kind: 'accepted', id, inquiry: parsed.inquiry }
}
