/**
 * The repeat signal (docs/decisions/035): near-copies of one text sent by more than one team
 * within the hour. Its work per post does not grow with what is stored (issue 40: a chain of
 * 2,000 related copies once made each later check take 89 s and froze the server): texts are
 * found through an index of their sketches' bands, each band remembers only its newest entries,
 * and teams are joined among those few with a cap on their size.
 */
import { createHash } from 'node:crypto'
import { findBrand } from '@inlet/shared/brands'
import { domainPrefill } from '@inlet/shared/domain-prefill'
import type { Inquiry } from '@inlet/shared/inquiry'
import { FREE_MAIL_DOMAINS } from '@inlet/shared/mail-domains'
import { contextPrefills } from '@inlet/shared/prefills'
import { foldText } from './fold-text.ts'
import { mailboxOf } from './mailbox.ts'

/** A near-copy of a text from another team within this long is a repeat. */
export const REPEAT_WINDOW_MS = 60 * 60_000
/** The most texts remembered for the window: a flood costs memory no more than this. */
export const REPEAT_MEMORY = 10_000
/** Each band remembers this many of its newest texts: a check reads at most BANDS times this. */
export const BAND_DEPTH = 32
/**
 * A team spans at most this many companies and company mail domains: colleagues share one or
 * two, while a chain of senders, each sharing a mark with the one before, adds one per link and
 * so is many teams.
 */
export const TEAM_MARKS = 6
/** Fewer characters than this, once the site's openings are out, is too little to compare. */
export const LEAST_COMPARED = 20

// ---------------------------------------------------------------------------------------------
// A text's sketch: MinHash over its 5-character shingles. Two sketches agree in about the share
// of places that the two texts' shingles overlap (their Jaccard similarity), so a copy with a
// few characters changed agrees in most places and another text in almost none. Only the
// sketch is kept: no text can be read back from it.
const SKETCH_SIZE = 64
const SHINGLE = 5
/** Sketches that agree in at least this share of places are of near-copies. */
export const NEAR_COPY = 0.5
/**
 * The index: the sketch cut into bands of two places. Texts that share a band are compared;
 * near-copies (agreeing in half the places or more) share one in 99.99 % of cases, unrelated
 * texts in about 1 %.
 */
const BAND_ROWS = 2
const BANDS = SKETCH_SIZE / BAND_ROWS

/** murmur3's 32-bit finaliser: spreads every input bit over the output. */
function mix(value: number): number {
  let h = value >>> 0
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
  return (h ^ (h >>> 16)) >>> 0
}

const SEEDS = Array.from({ length: SKETCH_SIZE }, (_, i) => mix(Math.imul(i + 1, 0x9e3779b9)))

/** FNV-1a over the string's UTF-16 code units. */
function hashOf(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  return h >>> 0
}

/** The sketch of a text already folded (foldText). */
export function sketchOf(folded: string): number[] {
  const chars = [...folded]
  const shingles = new Set<number>()
  for (let i = 0; i + SHINGLE <= chars.length || i === 0; i++) {
    shingles.add(hashOf(chars.slice(i, i + SHINGLE).join('')))
  }
  const sketch = new Array<number>(SKETCH_SIZE).fill(0xffffffff)
  for (const shingle of shingles) {
    for (let i = 0; i < SKETCH_SIZE; i++) {
      const value = mix(shingle ^ (SEEDS[i] as number))
      if (value < (sketch[i] as number)) sketch[i] = value
    }
  }
  return sketch
}

/** The share of places where two sketches agree: about the texts' shingle overlap. */
export function likeness(a: readonly number[], b: readonly number[]): number {
  let same = 0
  for (let i = 0; i < SKETCH_SIZE; i++) if (a[i] === b[i]) same++
  return same / SKETCH_SIZE
}

/** The sketch's bands, each named by its place and values: the index's keys. */
export function bandsOf(sketch: readonly number[]): string[] {
  return Array.from({ length: BANDS }, (_, band) =>
    [band, ...sketch.slice(band * BAND_ROWS, (band + 1) * BAND_ROWS)]
      .map((n) => n.toString(36))
      .join('.'),
  )
}

// ---------------------------------------------------------------------------------------------
// Who sent it: digests only

const digest = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 16)

/** Words that say what kind of company it is, not which one. */
const COMPANY_FORMS = new Set(
  'the a an inc incorporated llc ltd limited co corp corporation company gmbh plc lp llp pty sa srl bv ag'.split(
    ' ',
  ),
)
/** A company's name is compared by its first words, no more than this many. */
const COMPANY_WORDS = 6

/**
 * A company's name as teams compare it: folded, its legal form left out, and each start of it in
 * words, the whole name last ("Tidewater Analytics Inc." is tidewater, tidewater analytics). Two
 * senders are one company when one's whole name starts the other's: "Tidewater" and "Tidewater
 * Analytics" are, "Meridian Capital" and "Meridian Funding" are not.
 */
export function companyStarts(company: string): string[] {
  const words = foldText(company)
    .split(' ')
    .filter((word) => word && !COMPANY_FORMS.has(word))
    .slice(0, COMPANY_WORDS)
  return words.map((_, i) => words.slice(0, i + 1).join(' '))
}

/**
 * One text someone sent, as the repeat check keeps it for the window: the sketch, and digests of
 * what makes senders one team. No text, address or name.
 */
export interface RepeatEntry {
  sketch: number[]
  mailbox: string
  /** The address's domain, unless anyone can have an address there (gmail.com and the like). */
  domain?: string
  /** The company's starts (companyStarts), the whole name last. */
  company?: string[]
}

/** An entry as a store returns it, with the time it was recorded. */
export interface StoredRepeat extends RepeatEntry {
  at: number
}

const CONTEXT_OPENINGS = [...new Set(Object.values(contextPrefills))].map(
  (opening) => ` ${foldText(opening)} `,
)

/** The message as the repeat check compares it: folded, with the site's openings taken out. */
export function comparedText({ message, domain }: Pick<Inquiry, 'message' | 'domain'>): string {
  let text = ` ${foldText(message)} `
  const openings = [...CONTEXT_OPENINGS]
  if (domain) openings.push(` ${foldText(domainPrefill(domain, findBrand(domain)?.concept))} `)
  for (const opening of openings) text = text.replaceAll(opening, ' ')
  return text.trim()
}

/**
 * The entry for an inquiry, or none when its text is too short to compare once the site's own
 * openings are out (a founder who sent the bare prefill repeats nobody).
 */
export function repeatEntryOf(inquiry: Inquiry): RepeatEntry | undefined {
  const text = comparedText(inquiry)
  if ([...text].length < LEAST_COMPARED) return undefined
  const mailbox = mailboxOf(inquiry.email)
  const domain = mailbox.slice(mailbox.lastIndexOf('@') + 1)
  const company = companyStarts(inquiry.company ?? '').map(digest)
  return {
    sketch: sketchOf(text),
    mailbox: digest(mailbox),
    ...(FREE_MAIL_DOMAINS.has(domain) ? {} : { domain: digest(domain) }),
    ...(company.length ? { company } : {}),
  }
}

/**
 * How many teams other than `entry`'s sent a near-copy of its text among `candidates` (oldest
 * first). A team is senders joined by a shared mailbox, company mail domain or company (one's
 * whole name starting the other's): a founder, the address they corrected, their co-founders.
 * Their copies of one text are no repeat. A team spans at most TEAM_MARKS companies and mail
 * domains, and a shared
 * person's name makes none.
 */
export function otherTeamsWithCopies(
  entry: RepeatEntry,
  candidates: readonly RepeatEntry[],
): number {
  const members = [
    ...candidates.filter((other) => likeness(entry.sketch, other.sketch) >= NEAR_COPY),
    entry,
  ]
  const parent = members.map((_, i) => i)
  const marks = members.map(
    ({ domain, company = [] }) =>
      new Set([
        ...(domain ? [`d:${domain}`] : []),
        ...company.slice(-1).map((whole) => `c:${whole}`),
      ]),
  )
  const root = (i: number): number => {
    while (parent[i] !== i) i = parent[i] = parent[parent[i] as number] as number
    return i
  }
  const join = (i: number, j: number) => {
    const [a, b] = [root(i), root(j)]
    const joined = new Set([...(marks[a] ?? []), ...(marks[b] ?? [])])
    if (a === b || joined.size > TEAM_MARKS) return
    parent[a] = b
    marks[b] = joined
  }
  // Each key is held by the first member that has it; later members meet that one.
  const holders = new Map<string, number>()
  for (const [i, { mailbox, domain, company = [] }] of members.entries()) {
    const whole = company.at(-1)
    const meets = [`m:${mailbox}`, ...(domain ? [`d:${domain}`] : [])]
    for (const start of company) meets.push(`whole:${start}`)
    if (whole) meets.push(`start:${whole}`)
    for (const key of meets) {
      const j = holders.get(key)
      if (j !== undefined) join(i, j)
    }
    const holds = [`m:${mailbox}`, ...(domain ? [`d:${domain}`] : [])]
    if (whole) holds.push(`whole:${whole}`, ...company.map((start) => `start:${start}`))
    for (const key of holds) if (!holders.has(key)) holders.set(key, i)
  }
  const own = root(members.length - 1)
  const teams = new Set(members.slice(0, -1).map((_, i) => root(i)))
  teams.delete(own)
  return teams.size
}

// ---------------------------------------------------------------------------------------------
// Where the entries are kept

/** The texts sent lately, for the repeat check. */
export interface RepeatStore {
  /**
   * Adds `entry` and resolves to the earlier entries within the window that share a band with
   * it, oldest first: at most BANDS × BAND_DEPTH, however many are stored.
   */
  exchange(entry: RepeatEntry): Promise<StoredRepeat[]>
}

/** In this process: one server without Redis (in Redis: queue/redis/redis-repeats.ts). */
export function memoryRepeats(now: () => number = Date.now, memory = REPEAT_MEMORY): RepeatStore {
  const bands = new Map<string, StoredRepeat[]>()
  let kept: StoredRepeat[] = [] // in the order recorded, from `first` on
  let first = 0
  const forget = (old: StoredRepeat) => {
    for (const band of bandsOf(old.sketch)) {
      const list = bands.get(band)
      const at = list?.indexOf(old) ?? -1
      if (!list || at < 0) continue
      list.splice(at, 1)
      if (!list.length) bands.delete(band)
    }
  }
  return {
    async exchange(entry) {
      const at = now()
      for (let old = kept[first]; old; old = kept[first]) {
        if (old.at > at - REPEAT_WINDOW_MS && kept.length - first < memory) break
        forget(old)
        first++
      }
      if (first > 1_000 && first * 2 > kept.length) [kept, first] = [kept.slice(first), 0]
      const stored = { ...entry, at }
      const found = new Set<StoredRepeat>()
      for (const band of bandsOf(entry.sketch)) {
        const list = bands.get(band) ?? []
        for (const earlier of list) found.add(earlier)
        list.push(stored)
        if (list.length > BAND_DEPTH) list.shift()
        bands.set(band, list)
      }
      kept.push(stored)
      return [...found].sort((a, b) => a.at - b.at)
    },
  }
}
