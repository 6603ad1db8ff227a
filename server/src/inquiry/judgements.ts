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
import { readFile, rename, stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { Inquiry } from '@inlet/shared/inquiry'
import { FREE_MAIL_DOMAINS } from '@inlet/shared/mail-domains'
import type { Redis } from 'ioredis'
import lockfile from 'proper-lockfile'
import { mailboxOf } from '../delivery/confirmation-budget.ts'
import { syncFolder, writeSynced } from '../queue/file/outbox.ts'
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

/** Where the judgements are kept: the outbox folder, or Redis (shared by the replicas). */
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

const byTime = (a: Judgement, b: Judgement) => a.at.localeCompare(b.at)
const keyOf = (judgement: Pick<Judgement, 'kind' | 'inquiryId'>) =>
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

export const JUDGEMENTS_FILE = 'judgements.json'

/** A change waits this long for another process's change to the file (a stale lock: 10 s). */
const CHANGE_WAIT_MS = 10_000

/**
 * In the outbox folder, as one JSON file replaced whole (written to tmp/, fsynced, renamed):
 * the server and the operator's CLI both read it, and the server reads it again only when it
 * changed. Writes in this process go one after another, and each reads and writes the file under
 * a lock in tmp/ (proper-lockfile, as the outbox's items), so that a change another process
 * (a second server on the folder, the CLI) makes at the same moment is never written over.
 */
export function fileJudgements(dir: string, memory = JUDGEMENT_MEMORY): JudgementStore {
  const file = join(dir, JUDGEMENTS_FILE)
  let cache: { stamp: string; judgements: Judgement[] } | undefined
  let writing: Promise<unknown> = Promise.resolve()
  const read = async (): Promise<Judgement[]> => {
    const info = await stat(file).catch(() => undefined)
    if (!info) return []
    const stamp = `${info.mtimeMs}:${info.size}:${info.ino}`
    if (cache?.stamp !== stamp) {
      cache = { stamp, judgements: JSON.parse(await readFile(file, 'utf8')) as Judgement[] }
    }
    return cache.judgements
  }
  const write = async (judgements: Judgement[]) => {
    const tmp = await writeSynced(join(dir, 'tmp'), 'judgements', JSON.stringify(judgements))
    await rename(tmp, file)
    await syncFolder(dir)
  }
  /** Runs `change` after the writes before it, on the file as it is now, under its lock. */
  const change = <T>(step: (judgements: Judgement[]) => Promise<T>): Promise<T> => {
    const next = writing.then(async () => {
      const unlock = await lockfile.lock(file, {
        lockfilePath: join(dir, 'tmp', `${JUDGEMENTS_FILE}.lock`),
        realpath: false,
        stale: 10_000,
        retries: { retries: CHANGE_WAIT_MS / 50, factor: 1, minTimeout: 50, maxTimeout: 50 },
      })
      try {
        return await step(await read())
      } finally {
        await unlock().catch(() => {}) // taken over as stale: nothing left to release
      }
    })
    writing = next.catch(() => {})
    return next
  }
  return {
    all: async () => [...(await read())],
    add: (judgement) =>
      change(async (judgements) => {
        if (judgements.some((each) => keyOf(each) === keyOf(judgement))) return false
        await write([...judgements, judgement].sort(byTime).slice(-memory))
        return true
      }),
    remove: async (drop) => {
      // Nothing stored yet (a queue that never held one): nothing to remove, and no lock to make.
      if (!(await read()).length) return 0
      return change(async (judgements) => {
        const kept = judgements.filter((judgement) => !drop(judgement))
        if (kept.length < judgements.length) await write(kept)
        return judgements.length - kept.length
      })
    },
  }
}

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
