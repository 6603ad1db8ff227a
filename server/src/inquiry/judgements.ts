/**
 * The studio's judgement (docs/decisions/050): what it reported as spam (This is spam) and what
 * it released from the quarantine (Release). A report keeps the text's near-copy sketch
 * (repeats.ts: no text can be read back from it) and the sender's company mail domain, never a
 * free-mail one; a release keeps the sketch. Later near-copies of a reported text and posts
 * from a reported domain are held as `reported`; a near-copy of a released text is never a
 * `repeat`. Each judgement also keeps a digest of the sender's mailbox, so `forget` removes what
 * an address added. At most JUDGEMENT_MEMORY are kept, the oldest dropped first.
 */
import { createHash } from 'node:crypto'
import type { Inquiry } from '@inlet/shared/inquiry'
import { FREE_MAIL_DOMAINS } from '@inlet/shared/mail-domains'
import { mailboxOf } from './mailbox.ts'
import { comparedText, LEAST_COMPARED, likeness, NEAR_COPY, sketchOf } from './repeats.ts'

/** The most judgements kept: a report and a release cost well under 1 kB each. */
export const JUDGEMENT_MEMORY = 5_000

export type JudgementKind = 'reported' | 'released'

export interface Judgement {
  kind: JudgementKind
  /** The inquiry judged: one judgement of each kind per inquiry. */
  inquiryId: string
  at: string
  /** The near-copy sketch of its text; absent when the text is too short to compare. */
  sketch?: number[]
  /** reported: the sender's mail domain, unless anyone can have an address there. */
  domain?: string
  /** A digest of the sender's mailbox (mailboxOf), for `forget`. */
  mailbox: string
}

const digest = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 16)

const domainOf = (email: string) => {
  const mailbox = mailboxOf(email)
  return mailbox.slice(mailbox.lastIndexOf('@') + 1)
}

/** The judgement of `kind` on an inquiry, as the store keeps it. */
export function judgementOf(
  kind: JudgementKind,
  inquiryId: string,
  inquiry: Pick<Inquiry, 'message' | 'domain' | 'email'>,
  now = new Date(),
): Judgement {
  const text = comparedText(inquiry)
  const domain = domainOf(inquiry.email)
  return {
    kind,
    inquiryId,
    at: now.toISOString(),
    ...([...text].length >= LEAST_COMPARED ? { sketch: sketchOf(text) } : {}),
    ...(kind === 'reported' && !FREE_MAIL_DOMAINS.has(domain) ? { domain } : {}),
    mailbox: digest(mailboxOf(inquiry.email)),
  }
}

/** What the judgements say of a new inquiry. */
export interface JudgedAs {
  /** A near-copy of a reported text, or from a reported domain. */
  reported: boolean
  /** A near-copy of a released text: never a repeat. */
  released: boolean
}

/**
 * The judgements that apply to `inquiry`. Where a reported and a released text both match it,
 * the newer judgement wins (the studio changed its mind); a reported domain holds regardless.
 */
export function judgedAs(
  inquiry: Pick<Inquiry, 'message' | 'domain' | 'email'>,
  judgements: readonly Judgement[],
): JudgedAs {
  const text = comparedText(inquiry)
  const sketch = [...text].length >= LEAST_COMPARED ? sketchOf(text) : undefined
  const domain = domainOf(inquiry.email)
  let byText: Judgement | undefined
  let byDomain = false
  for (const judgement of judgements) {
    if (judgement.kind === 'reported' && judgement.domain === domain) byDomain = true
    if (sketch && judgement.sketch && likeness(sketch, judgement.sketch) >= NEAR_COPY) {
      if (!byText || judgement.at > byText.at) byText = judgement
    }
  }
  return {
    reported: byDomain || byText?.kind === 'reported',
    released: byText?.kind === 'released',
  }
}

/**
 * Where the judgements are kept: the outbox folder (queue/file/file-judgements.ts), or Redis,
 * shared by the replicas (queue/redis/redis-judgements.ts).
 */
export interface JudgementStore {
  /** Every judgement, oldest first. */
  all(): Promise<Judgement[]>
  /** Adds one; false (and nothing changes) when the inquiry already has one of that kind. */
  add(judgement: Judgement): Promise<boolean>
  /** Removes those `drop` picks; returns how many went. */
  remove(drop: (judgement: Judgement) => boolean): Promise<number>
}

/** The judgements that `forget <email>` removes: those the address's mailbox added. */
export const addedBy = (email: string) => {
  const mailbox = digest(mailboxOf(email))
  return (judgement: Judgement) => judgement.mailbox === mailbox
}

/** Oldest first (the stores keep them so). */
export const byTime = (a: Judgement, b: Judgement) => a.at.localeCompare(b.at)
/** One judgement of each kind per inquiry: the key the stores keep it under. */
export const keyOf = (judgement: Pick<Judgement, 'kind' | 'inquiryId'>) =>
  `${judgement.kind}:${judgement.inquiryId}`

/** In this process only (the spam bench, unit tests). */
export function memoryJudgements(memory = JUDGEMENT_MEMORY): JudgementStore {
  let kept: Judgement[] = []
  return {
    all: async () => [...kept],
    async add(judgement) {
      if (kept.some((each) => keyOf(each) === keyOf(judgement))) return false
      kept = [...kept, judgement].sort(byTime).slice(-memory)
      return true
    },
    async remove(drop) {
      const before = kept.length
      kept = kept.filter((judgement) => !drop(judgement))
      return before - kept.length
    },
  }
}
