/**
 * `npm run bench:spam`: the route's real spam signals (src/spam-signals.ts) over the labelled
 * corpus in bench/spam-corpus/ (founders.json, spam.json), with the thresholds the server starts
 * with. Prints founders held and spam held, in all and per signal, and exits non-zero over the
 * budget: no founder held, and at least 90 % of spam sends held (docs/decisions/035).
 *
 * The corpus is one afternoon of inquiries: founder and spam cases taken in turn, CASE_GAP_MS
 * apart, the sends of one case at their own `afterMs`, through one repeat store with its one
 * hour window, so near-copies meet whatever else arrived that hour.
 */
import { readFileSync } from 'node:fs'
import { parseInquiry } from '@inlet/shared/inquiry'
import { pino } from 'pino'
import { loadConfig } from '../src/config.ts'
import { QUARANTINE_REASONS, type QuarantineReason } from '../src/queue/queue.ts'
import { judgeInquiry, memoryRepeats } from '../src/spam-signals.ts'

const SPAM_HELD_BUDGET = 0.9
const CASE_GAP_MS = 3 * 60_000

interface Send {
  afterMs: number
  formOpenMs?: number
  body: Record<string, unknown>
}
interface Case {
  case: string
  kind: string
  note: string
  sends: Send[]
}
type Label = 'founder' | 'spam'

const read = (file: string): Case[] =>
  JSON.parse(readFileSync(new URL(`../bench/spam-corpus/${file}.json`, import.meta.url), 'utf8'))
const corpus: Record<Label, Case[]> = { founder: read('founders'), spam: read('spam') }

// Founder and spam cases in turn, as they would arrive.
const arrivals: { label: Label; item: Case }[] = []
for (let i = 0; i < Math.max(corpus.founder.length, corpus.spam.length); i++) {
  for (const label of ['founder', 'spam'] as const) {
    const item = corpus[label][i]
    if (item) arrivals.push({ label, item })
  }
}

const config = loadConfig({})
const thresholds = {
  minOpenMs: config.QUARANTINE_MIN_OPEN_MS,
  repeatSenders: config.QUARANTINE_REPEAT_SENDERS,
}
let clock = 0
const repeats = memoryRepeats(() => clock)
const logger = pino({ level: 'silent' })

const zero = () =>
  Object.fromEntries(QUARANTINE_REASONS.map((reason) => [reason, 0])) as Record<
    QuarantineReason,
    number
  >
const totals = {
  founder: { sends: 0, held: 0, signals: zero(), heldWith: zero() },
  spam: { sends: 0, held: 0, signals: zero(), heldWith: zero() },
}
const foundersHeld: string[] = []
const spamMissed = new Map<string, number>()
const invalid: string[] = []

for (const { label, item } of arrivals) {
  clock += CASE_GAP_MS
  for (const [n, send] of item.sends.entries()) {
    clock += send.afterMs
    const parsed = parseInquiry(send.body)
    if (!parsed.ok) {
      invalid.push(`${item.case} send ${n + 1}: ${parsed.message}`)
      continue
    }
    const { signals, hold } = await judgeInquiry(
      {
        inquiry: parsed.inquiry,
        honeypot: parsed.isBot && config.HONEYPOT,
        // Until the corpus is rewritten: every send carries a verified proof, typed for its
        // `formOpenMs`, or for 30 s when it has none.
        door: 'json',
        proof: { issuedAt: clock - (send.formOpenMs ?? 30_000) },
        postedAt: clock,
      },
      repeats,
      thresholds,
      logger,
    )
    const total = totals[label]
    total.sends++
    for (const signal of signals) total.signals[signal]++
    if (hold) {
      total.held++
      for (const signal of signals) total.heldWith[signal]++
    }
    if (label === 'founder' && hold) {
      foundersHeld.push(`${item.case} send ${n + 1} [${signals.join(', ')}]: ${item.note}`)
    }
    if (label === 'spam' && !hold) spamMissed.set(item.kind, (spamMissed.get(item.kind) ?? 0) + 1)
  }
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`
const { founder, spam } = totals
console.log(
  `Corpus: ${corpus.founder.length} founder cases (${founder.sends} sends), ` +
    `${corpus.spam.length} spam cases (${spam.sends} sends)`,
)
console.log(
  `Thresholds: typing under ${thresholds.minOpenMs} ms, repeat from ${thresholds.repeatSenders} unrelated senders\n`,
)
console.log('signal      founders flagged   spam flagged   spam held, with this signal')
for (const reason of QUARANTINE_REASONS) {
  console.log(
    `${reason.padEnd(12)}${String(founder.signals[reason]).padStart(16)}${String(spam.signals[reason]).padStart(15)}${String(spam.heldWith[reason]).padStart(14)}`,
  )
}
console.log(
  `\nFounders held: ${founder.held} of ${founder.sends} (${percent(founder.held, founder.sends)})`,
)
for (const line of foundersHeld) console.log(`  ${line}`)
console.log(`Spam held:     ${spam.held} of ${spam.sends} (${percent(spam.held, spam.sends)})`)
console.log(
  `Spam let through, by kind: ${[...spamMissed].map(([kind, count]) => `${kind} ${count}`).join(', ') || 'none'}`,
)

const failures = [
  ...invalid.map((line) => `invalid corpus entry: ${line}`),
  ...(founder.held > 0 ? [`${founder.held} founder sends held (budget: 0)`] : []),
  ...(spam.held < SPAM_HELD_BUDGET * spam.sends
    ? [`spam held ${percent(spam.held, spam.sends)} (budget: at least ${SPAM_HELD_BUDGET * 100} %)`]
    : []),
]
if (failures.length) {
  console.error(`\nOver budget:\n${failures.map((line) => `  ${line}`).join('\n')}`)
  process.exit(1)
}
console.log('\nWithin budget: no founder held, at least 90 % of spam held.')
