/**
 * The signals that send an inquiry to the quarantine instead of delivery (docs/decisions/035).
 * Holding a real founder loses a lead; letting spam through costs a delete. So only the
 * honeypot and a JSON post without a valid proof of work hold on their own: every other signal
 * is soft, and an inquiry is held when two soft signals agree. `npm run bench:spam` measures the rules against a labelled corpus.
 */
import { createHash } from 'node:crypto'
import type { Inquiry } from '@inlet/shared/inquiry'
import { FREE_MAIL_DOMAINS } from '@inlet/shared/mail-domains'
import type { Redis } from 'ioredis'
import type { Logger } from 'pino'
import { mailboxOf } from './confirmation-budget.ts'
import type { QuarantineReason } from './queue/queue.ts'

/** A near-copy of a text from another sender within this long is a repeat. */
export const REPEAT_WINDOW_MS = 60 * 60_000
/** The most texts remembered for the window: a flood costs memory no more than this. */
const REPEAT_MEMORY = 2_000

// ---------------------------------------------------------------------------------------------
// Texts, folded for comparison

/**
 * Look-alike letters from other scripts that spam swaps in for Latin ones. Only for comparing
 * texts: a Russian message folded this way still compares equal to itself.
 */
const LOOK_ALIKES: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ɡ: 'g',
  α: 'a',
  ο: 'o',
  ι: 'i',
  ν: 'v',
  ρ: 'p',
}

/**
 * The same text however it is cased, spaced or punctuated: compatibility forms folded (NFKC:
 * full-width letters), format characters (zero-width spaces and joiners, BOM, bidi controls)
 * and accents removed, look-alike letters mapped to Latin, and every run of anything but
 * letters and digits made one space.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\p{Cf}\p{Mn}]/gu, '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\s]/gu, (char) => LOOK_ALIKES[char] ?? char)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

// A text's sketch: MinHash over its 5-character shingles. Two sketches agree in about the share
// of places that the two texts' shingles overlap (their Jaccard similarity), so a copy with a
// few characters changed agrees in most places and another text in almost none. Only the
// sketch is kept: no text can be read back from it.
const SKETCH_SIZE = 64
const SHINGLE = 5
/** Sketches that agree in at least this share of places are of near-copies. */
export const NEAR_COPY = 0.5

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

export function sketchOf(text: string): number[] {
  const folded = foldText(text)
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

// ---------------------------------------------------------------------------------------------
// Who sent it: digests only

const digest = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 16)

/**
 * One text someone sent, as the repeat check keeps it for the window: the sketch and digests of
 * the sender's mailbox, name, company and company mail domain. No text, address or name.
 */
export interface RepeatEntry {
  sketch: number[]
  mailbox: string
  name: string
  company?: string
  /** The address's domain, unless anyone can have an address there (gmail.com and the like). */
  domain?: string
}

export function repeatEntryOf(inquiry: Inquiry): RepeatEntry {
  const mailbox = mailboxOf(inquiry.email)
  const domain = mailbox.slice(mailbox.lastIndexOf('@') + 1)
  const company = inquiry.company ? foldText(inquiry.company) : ''
  return {
    sketch: sketchOf(inquiry.message),
    mailbox: digest(mailbox),
    name: digest(foldText(inquiry.name)),
    ...(company ? { company: digest(company) } : {}),
    ...(FREE_MAIL_DOMAINS.has(domain) ? {} : { domain: digest(domain) }),
  }
}

/**
 * Two senders who share a mailbox, a name, a company or a company's mail domain are one
 * founder correcting an address, or co-founders.
 */
const related = (a: RepeatEntry, b: RepeatEntry) =>
  a.mailbox === b.mailbox ||
  a.name === b.name ||
  (a.company !== undefined && a.company === b.company) ||
  (a.domain !== undefined && a.domain === b.domain)

/** Takes out of `entries` everyone joined to `first` by a chain of related senders. */
function teamOf(first: RepeatEntry, entries: RepeatEntry[]): void {
  const team = [first]
  for (let grew = true; grew; ) {
    grew = false
    for (let i = entries.length - 1; i >= 0; i--) {
      const entry = entries[i] as RepeatEntry
      if (!team.some((member) => related(member, entry))) continue
      team.push(entry)
      entries.splice(i, 1)
      grew = true
    }
  }
}

/**
 * How many other teams sent a near-copy of `entry`'s text among `earlier`. A team is everyone
 * joined by a chain of related senders (a founder, the address they corrected, the co-founders
 * and their company's addresses): their copies of one text are no repeat.
 */
export function otherTeamsWithCopies(entry: RepeatEntry, earlier: readonly RepeatEntry[]): number {
  const copies = earlier.filter((other) => likeness(entry.sketch, other.sketch) >= NEAR_COPY)
  teamOf(entry, copies)
  let teams = 0
  for (let first = copies.pop(); first; first = copies.pop()) {
    teamOf(first, copies)
    teams++
  }
  return teams
}

/** The texts sent lately, for the repeat check. */
export interface RepeatStore {
  /** Adds `entry` and resolves to the entries recorded before it within the window. */
  exchange(entry: RepeatEntry): Promise<RepeatEntry[]>
}

/** In this process: one server without Redis. */
export function memoryRepeats(now: () => number = Date.now): RepeatStore {
  let entries: { at: number; entry: RepeatEntry }[] = []
  return {
    async exchange(entry) {
      const at = now()
      entries = entries.filter((kept) => kept.at > at - REPEAT_WINDOW_MS).slice(-REPEAT_MEMORY)
      const earlier = entries.map((kept) => kept.entry)
      entries.push({ at, entry })
      return earlier
    },
  }
}

const REPEATS_KEY = 'inlet:repeats'

/**
 * In Redis, on the process's one client (redis-client.ts), so every replica sees the others'
 * inquiries: one sorted set of entries scored by time, trimmed to the window and the cap, read
 * and added in one MULTI.
 */
export function redisRepeats(client: Redis, now: () => number = Date.now): RepeatStore {
  return {
    async exchange(entry) {
      const at = now()
      const replies = await client
        .multi()
        .zremrangebyscore(REPEATS_KEY, '-inf', at - REPEAT_WINDOW_MS)
        .zrange(REPEATS_KEY, 0, -1)
        // The time makes each member its own: a founder's second send is a second entry.
        .zadd(REPEATS_KEY, at, JSON.stringify({ ...entry, at }))
        .zremrangebyrank(REPEATS_KEY, 0, -REPEAT_MEMORY - 1)
        .pexpire(REPEATS_KEY, REPEAT_WINDOW_MS)
        .exec()
      const [error, members] = replies?.[1] ?? [new Error('no reply from Redis')]
      if (error) throw error
      return (members as string[]).map((member) => JSON.parse(member) as RepeatEntry)
    },
  }
}

// ---------------------------------------------------------------------------------------------
// What the text says

/** A link as spam writes it: with a scheme, or starting with www. */
const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"'()]+/gi
/** Fewer words than this beside the links, and the links are all the message says. */
export const LINKS_MIN_WORDS = 5
/** A word: two letters or digits or more, or one Chinese or Japanese character. */
const WORD = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[\p{L}\p{N}]{2,}/gu

/** Links written as forum, HTML or Markdown markup: nobody types that into a contact form. */
const LINK_MARKUP = /\[url=|<a\s+href=|\]\(https?:\/\//i

/**
 * Links in markup, or links with no real words around them: the links take more than half of the characters
 * (spaces not counted) and fewer than LINKS_MIN_WORDS words are left. A founder's deck, demo
 * and calendar links come with a sentence, and a sentence is enough.
 */
export function isLinkDump(message: string): boolean {
  if (LINK_MARKUP.test(message)) return true
  const characters = message.replace(/\s/g, '').length
  let linked = 0
  for (const [link] of message.matchAll(LINK)) linked += link.length
  if (linked * 2 <= characters) return false
  return (message.replace(LINK, ' ').match(WORD)?.length ?? 0) < LINKS_MIN_WORDS
}

/**
 * The ways sales talk aimed at the studio reads, one pattern per way, over the folded text
 * (lower case, no punctuation: "$199" reads "199"). What it sells (a service, a price,
 * returns, goods, marketing, crypto) and how a form letter speaks to a stranger ("your
 * website", "dear sir", "kindly", "reply YES", a chat app, a notice to act on, "send me more
 * info"). A founder in SEO, lending or crypto names the trade and touches one of these; an offer
 * touches several.
 */
const OFFER_WAYS: Record<string, RegExp> = {
  service:
    /\b(?:we|i) (?:offer|provide|specialize|specialise|redesign|write|manage|book|post|do manual)\b|\b(?:we|i) can (?:help|get|boost|increase|improve|rank|build|bring|fix|send|deliver|provide|manage|connect|recover)\b|\bour (?:services|team of|agency|rates|pricing|prices|packages?|experts|writers|assistants|certified)\b|\b(?:development company|offshore|extra developers|skilled developers|my rate)\b|\bi m (?:a|an) (?:freelance|digital|seo|virtual|writer|designer|specialist|expert|account manager|editor)\b/,
  price:
    /\b(?:only \d+|\d+ (?:each|hour|per (?:hour|month|link|post|article)|a month|monthly)|starting (?:from|at)|fee|fees apply|price|pricing|quotation|competitive rates|discount|\d+ off|cheap|cheapest|affordable|no (?:obligation|credit check|collateral|deposit|survey|experience|prescription|hardware|recovery)|bad credit|free (?:audit|quote|report|analysis|scan|trial|setup|samples?|case evaluation|consultation|article|mint|hashpower|spins))\b/,
  returns:
    /\b(?:guaranteed|risk free|passive income|double your|\d+ (?:daily|weekly|per (?:day|week|month))|daily (?:profit|payouts?|returns?)|\d+x|airdrop|pre ?sale|token sale|free mint|pump|meme coin|gem coin|binary options|forex|signals|vip group|withdraw anytime|minimum deposit|trading bot|arbitrage|cloud mining|hashpower|recover (?:your )?(?:lost|stolen)|stolen (?:funds|assets)|lost money|connect your wallet|recovery phrase|seed phrase|earn \d+|make \d+)\b/,
  goods:
    /\b(?:casinos?|slots|betting|bet id|free spins|bonus|viagra|cialis|pills|meds|pharmacy|prescription|replica|escort|singles|dating|keto|weight loss|crack|keygen|mod apk|iptv|followers|views|subs|gift card|essay|term papers?|plagiarism|cash advance|payday|movies|porn|казино|бонус)\b/,
  marketing:
    /\b(?:leads|lead (?:list|generation|research)|book(?:s|ed)? \d+|meetings? per month|pay per (?:meeting|lead)|verified (?:emails?|contacts|database|list)|emails and phone numbers|email list|outreach|virtual assistants?|outsourc\w*|white hat|explainer video|redesign|mobile friendly|outdated|guest (?:post|article|blog)|do ?follow|backlinks?|link (?:building|placement|insertion)|da \d+|domain authority|sponsored|first page|top (?:of|on) google|google (?:ads|reviews|rankings?)|keywords?|organic traffic|seo|more traffic|visitors|increase your|boost your|grow your)\b/,
  crypto: /\b(?:bitcoin|btc|eth|usdt|crypto\w*|tokens?|coins?|nfts?)\b/,
  addressed:
    /\byour (?:web ?site|site|homepage|business|company|brand|store|domain|listing|account|mailbox|password|invoice|package|wallet|funds|inbox|calendar|deal ?flow|sales|products|services|blog|glossary|next fund)\b|\b(?:businesses|studios|companies|firms) like yours\b/,
  stranger:
    /\b(?:dear (?:sir|madam|mam|website owner|business owner|owner|investor|customer|friend|sales|beneficiary)|hello dear|hello investor|greetings of the day|good day|hope this (?:email|message) finds you|wishing you a (?:lovely|great|nice) day)\b/,
  urgency:
    /\b(?:reply (?:yes|stop|pump|for|with|me)|kindly|contact (?:us|me) (?:today|now|asap)|click|sign ?up|claim|order now|buy (?:now|with|on)|start now|apply now|act now|join (?:free|now|\d)|before it s too late|before (?:it expires|sold out|the coin)|don t miss|within \d+ (?:hours|business days)|expires?|final notice|urgent|immediately|limited (?:time|offer)|this week only|today only)\b/,
  chat: /\b(?:whats ?app|telegram|wechat|viber|skype)\b|微信/,
  notice:
    /\b(?:verify|validate|confirm (?:your|here|attendance|details)|suspended|frozen|locked|on hold|flagged|invoice|overdue|purchase order|refund|redeliver\w*|password|login|renew|legal action|copyright|sued|lawsuit|ada compliant|unusual activity|security (?:sync|update|alert))\b/,
  vague:
    /\b(?:interested in your (?:services|products)|send me more info\w*|more information|please (?:call|contact) me|best person to contact|business proposal|collaborat\w+|partnership opportunity|featured|feature an article|acquir\w+ your (?:company|business)|private buyer|all cash|company profile)\b/,
  leaving: /\b(?:unsubscribe|opt out|remove me)\b/,
}

/** How a founder writes about their own company: two of these and one offer point is forgiven. */
const FOUNDER_TALK =
  /\b(?:pre ?seed|seed round|series a|raising|fundrais\w*|mrr|arr|revenue|paying (?:customers|users|clients|subscribers)|customers|traction|pilot|patents?|co ?founders?|our (?:startup|product|platform|app|software|prototype|mvp)|we (?:built|are building|re building|launched|founded|started)|letter of intent|waitlist|beta|users|subscribers|growing|month over month|cap table|valuation|runway|burn)\b/g

/**
 * A link to a top-level domain that spam uses far more than companies do (the ones that sell
 * for cents): one more way of selling.
 */
const CHEAP_HOST =
  /\b(?:https?:\/\/|www\.)[^\s/<>"'()]*\.(?:top|icu|click|buzz|online|shop|fun|rest|bond|cfd|sbs|win|loan|bid|(?:ru|cn|in)\.(?:com|net))(?=[/\s<>"'():?]|$)/i

/** This many ways make an offer. */
export const OFFER_MIN = 2

/** How many ways a message sells, one forgiven when it also reads as a founder writing. */
export function offerScore(message: string): number {
  const folded = foldText(message)
  const ways =
    Object.values(OFFER_WAYS).filter((pattern) => pattern.test(folded)).length +
    (CHEAP_HOST.test(message) ? 1 : 0)
  const founder = new Set(folded.match(FOUNDER_TALK)).size >= 2
  return ways - (founder ? 1 : 0)
}

// ---------------------------------------------------------------------------------------------
// The verdict

/** The thresholds (config: QUARANTINE_MIN_OPEN_MS, QUARANTINE_REPEAT_SENDERS; 0 turns one off). */
export interface SignalThresholds {
  /** Typing this fast is not a person (3000 ms). 0 turns the time trap (`too-fast`) off. */
  minOpenMs: number
  /** This many teams of senders (unrelated to each other) sending near-copies of one text within the hour (2). */
  repeatSenders: number
}

export interface SignalInput {
  inquiry: Inquiry
  /** The honeypot field carried text (and HONEYPOT is on). */
  honeypot: boolean
  /** Which door it came by: the JSON API (the site's script) or the form posted without it. */
  door: 'json' | 'form'
  /** The signed issue time of a proof of work that passed every check (proof.ts), if any. */
  proof?: { issuedAt: number } | undefined
  /** When it was posted (ms since the epoch): the typing time ends here. */
  postedAt: number
}

export interface SpamVerdict {
  /** Every signal found, in a fixed order. */
  signals: QuarantineReason[]
  /** Whether they hold the inquiry: a hard signal, or two soft signals. */
  hold: boolean
}

/**
 * Signals that hold alone: no person fills a field they cannot see, and the JSON API's only
 * browser client is the site's own form, which always sends a proof (docs/decisions/046).
 */
const HARD: ReadonlySet<QuarantineReason> = new Set(['honeypot', 'no-proof'])
/** Soft signals that hold together. */
const SOFT_TO_HOLD = 2

/**
 * The signals an inquiry shows and whether they hold it. A repeat store that fails (Redis away)
 * costs only that signal.
 */
export async function judgeInquiry(
  { inquiry, honeypot, door, proof, postedAt }: SignalInput,
  repeats: RepeatStore,
  { minOpenMs, repeatSenders }: SignalThresholds,
  logger: Pick<Logger, 'warn'>,
): Promise<SpamVerdict> {
  const signals: QuarantineReason[] = []
  if (honeypot) signals.push('honeypot')
  // Without a proof there is no typing time either: the proof's issue time is the only clock.
  if (!proof) signals.push(door === 'json' ? 'no-proof' : 'no-script')
  if (proof && minOpenMs > 0 && postedAt - proof.issuedAt < minOpenMs) signals.push('too-fast')
  if (isLinkDump(inquiry.message)) signals.push('links')
  if (offerScore(inquiry.message) >= OFFER_MIN) signals.push('offer')
  if (repeatSenders > 0) {
    try {
      const entry = repeatEntryOf(inquiry)
      const earlier = await repeats.exchange(entry)
      if (otherTeamsWithCopies(entry, earlier) + 1 >= repeatSenders) signals.push('repeat')
    } catch (error) {
      logger.warn({ err: (error as Error).message }, 'repeat check skipped: its store failed')
    }
  }
  const soft = signals.filter((signal) => !HARD.has(signal)).length
  return { signals, hold: signals.some((signal) => HARD.has(signal)) || soft >= SOFT_TO_HOLD }
}
