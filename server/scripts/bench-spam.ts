/**
 * `npm run bench:spam`: the route's real spam signals (src/spam-signals.ts) over the labelled
 * corpus in bench/spam-corpus/ (founders.json and founders-in-seconds.json, spam.json and
 * solve-and-wait.json), with the thresholds the server starts with, each sender arriving as the
 * server meets them (docs/decisions/035):
 * - founders in a browser: the form's proof, typed for their `formOpenMs` (the corpus's typing
 *   time, a lower bound of the server's clock, which starts at the first focus), or for PASTED_MS
 *   when they pasted, autofilled or sent a restored draft; of kind `no-js`, through the form door
 *   without a proof; founders who take their time: bench-spam-away.ts;
 * - spam with no `formOpenMs`: scripts on the JSON API, with no proof whatever time they claim;
 *   and, in a second pass of the afternoon, the same scripts through the form door, which has no
 *   proof to ask for (counted as let through when not held: nothing is hidden);
 * - spam with a `formOpenMs` under 3 s: headless browsers that solve the proof and fill in at
 *   once; at 3 s or more: people paid to type, with the proof;
 * - spam of kind `solve-and-wait`: scripts that solve the proof and post 3.2 s after its issue,
 *   and in passes of their own, 5, 10 and 30 s after it (docs/decisions/064); founders of
 *   founders-in-seconds.json send as soon, pasting or typing a short note.
 *
 * The corpus is one afternoon of inquiries: founder and spam cases in turn, CASE_GAP_MS apart, the
 * sends of one case at their own `afterMs`, through one repeat store with its one-hour window.
 *
 * Then the studio's loop (docs/decisions/050): the afternoon again, scripts through the form door,
 * the studio pressing This is spam on the first message of each campaign (a spam case of more
 * than one send) as it arrives: how many of its later messages are held, and how many founders.
 *
 * Then the check's cost (spam-check-cost.ts): CHECKS posts judged against a repeat store of STORED entries (the
 * corpus's texts mixed into new ones, and the chain attack of issue 40), median and p99 of the
 * CPU time each takes, which is how long it holds the event loop: on a busy machine the wall
 * time also counts the turns other processes take (printed beside it).
 *
 * Budget: no founder held, at least 98 % of script spam on the JSON API held, at least 80 % of
 * the scripts that solve and wait 3.2 s held, at least 90 % of all spam held, at least 90 % of a reported campaign's later messages held with no founder held,
 * the check within 5 ms at the median and 20 ms at p99. Exits non-zero over it, or on a corpus
 * entry the schema refuses. `-- --json` ends with one JSON line of the figures. `-- --counts`
 * asserts the counted budgets only: the check's times are printed, not asserted (`npm test`
 * runs it so, bench-spam.test.ts: a time depends on the machine, docs/decisions/027).
 */
import { readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { parseInquiry } from '@inlet/shared/inquiry'
import { pino } from 'pino'
import { loadConfig } from '../src/config.ts'
import { judgementOf, memoryJudgements } from '../src/inquiry/judgements.ts'
import { QUARANTINE_REASONS, type QuarantineReason } from '../src/inquiry/queue.ts'
import { memoryRepeats } from '../src/inquiry/repeats.ts'
import { judgeInquiry } from '../src/inquiry/spam-signals.ts'
import { AWAY_ARRIVALS, awayArrival } from './bench-spam-away.ts'
import { at, CHAIN, CHECKS, checkTimes, STORED } from './spam-check-cost.ts'

const BUDGET = {
  scriptSpamHeld: 0.98,
  solveAndWaitHeld: 0.8,
  allSpamHeld: 0.9,
  reportedCampaignHeld: 0.9,
  checkMedianMs: 5,
  checkP99Ms: 20,
}
const CASE_GAP_MS = 3 * 60_000
/** From the first focus to Send for a founder who pastes, autofills or sends a restored draft. */
const PASTED_MS = 5_000
/** How long after the proof's issue the scripts that solve it post: the corpus's, then these. */
const WAITS = {
  3200: 'scripts that solve and wait 3.2 s',
  5000: 'scripts that solve and wait 5 s',
  10000: 'scripts that solve and wait 10 s',
  30000: 'scripts that solve and wait 30 s',
} as const
type Wait = keyof typeof WAITS

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
const ARRIVALS = {
  founder: [
    'typed in a browser',
    'pasted in a browser',
    'without JavaScript',
    'within seconds in a browser',
    ...AWAY_ARRIVALS,
  ],
  spam: [
    'scripts on the JSON API',
    'scripts through the form door',
    'headless browsers, proof solved',
    'people paid to type, proof solved',
    ...Object.values(WAITS),
  ],
} as const
type Arrival = (typeof ARRIVALS)[Label][number]

const read = (file: string): Case[] =>
  JSON.parse(readFileSync(new URL(`../bench/spam-corpus/${file}.json`, import.meta.url), 'utf8'))
const inSeconds = new Set(read('founders-in-seconds'))
const corpus: Record<Label, Case[]> = {
  founder: [...read('founders'), ...inSeconds, ...read('founders-away')], // away: bench-spam-away.ts
  spam: [...read('spam'), ...read('solve-and-wait')],
}
const json = process.argv.includes('--json')
const countsOnly = process.argv.includes('--counts')

const config = loadConfig({})
const thresholds = {
  minOpenMs: config.QUARANTINE_MIN_OPEN_MS,
  repeatSenders: config.QUARANTINE_REPEAT_SENDERS,
}
const logger = pino({ level: 'silent' })

/** How a send arrives: its door, and the proof's issue time before the post when it has one. */
function arrivalOf(label: Label, item: Case, send: Send, scriptsBy: 'json' | 'form', wait?: Wait) {
  if (label === 'founder') {
    if (item.kind === 'no-js') return { arrival: 'without JavaScript' as Arrival, door: 'form' }
    const typedMs = send.formOpenMs ?? PASTED_MS
    const arrival: Arrival = inSeconds.has(item)
      ? 'within seconds in a browser'
      : send.formOpenMs === undefined
        ? 'pasted in a browser'
        : 'typed in a browser'
    return awayArrival(item.kind, send.formOpenMs) ?? { arrival, door: 'json', typedMs }
  }
  if (item.kind === 'solve-and-wait') {
    const waitMs = wait ?? (send.formOpenMs as Wait)
    return { arrival: WAITS[waitMs] as Arrival, door: 'json', typedMs: waitMs }
  }
  if (send.formOpenMs === undefined) {
    return scriptsBy === 'json'
      ? { arrival: 'scripts on the JSON API' as Arrival, door: 'json' }
      : { arrival: 'scripts through the form door' as Arrival, door: 'form' }
  }
  const arrival: Arrival =
    send.formOpenMs < thresholds.minOpenMs
      ? 'headless browsers, proof solved'
      : 'people paid to type, proof solved'
  return { arrival, door: 'json', typedMs: send.formOpenMs }
}

type Tally = { sends: number; held: number }
const tally = () => ({ sends: 0, held: 0 })
const byArrival = new Map<Arrival, Tally>()
const zero = () =>
  Object.fromEntries(QUARANTINE_REASONS.map((reason) => [reason, 0])) as Record<
    QuarantineReason,
    number
  >
const signalsOf = { founder: zero(), spam: zero() }
const foundersHeld: string[] = []
const invalid: string[] = []
/** The studio's loop: later messages of reported campaigns, and founders, in that pass. */
const loop = { later: tally(), reportedSignal: 0, founders: tally(), foundersHeld: [] as string[] }

/**
 * One afternoon: founder and spam cases in turn. The first pass has the scripts post to the JSON
 * API, the second the same scripts through the form door; only the scripts are counted from it.
 * With `reporting`, the studio reports each campaign's first message (the loop's figures only).
 */
async function afternoon(scriptsBy: 'json' | 'form', reporting = false, wait?: Wait) {
  const arrivals: { label: Label; item: Case }[] = []
  for (let i = 0; i < Math.max(corpus.founder.length, corpus.spam.length); i++) {
    for (const label of ['founder', 'spam'] as const) {
      const item = corpus[label][i]
      if (item) arrivals.push({ label, item })
    }
  }
  let clock = 1_800_000_000_000
  const repeats = memoryRepeats(() => clock)
  const judgements = memoryJudgements()
  for (const { label, item } of arrivals) {
    clock += CASE_GAP_MS
    for (const [n, send] of item.sends.entries()) {
      clock += send.afterMs
      const parsed = parseInquiry(send.body)
      if (!parsed.ok) {
        if (scriptsBy === 'json') invalid.push(`${item.case} send ${n + 1}: ${parsed.message}`)
        continue
      }
      const arrived = arrivalOf(label, item, send, scriptsBy, wait)
      const { arrival, door, typedMs } = arrived
      const { signals, hold } = await judgeInquiry(
        {
          inquiry: parsed.inquiry,
          honeypot: parsed.isBot && config.HONEYPOT,
          door: door as 'json' | 'form',
          proof: typedMs === undefined ? undefined : { issuedAt: clock - typedMs },
          proofUnavailable: 'unavailable' in arrived,
          postedAt: clock,
        },
        repeats,
        thresholds,
        logger,
        reporting ? judgements : undefined,
      )
      if (reporting) {
        const campaign = label === 'spam' && item.sends.length > 1
        if (campaign && n === 0) {
          await judgements.add(judgementOf('reported', item.case, parsed.inquiry, new Date(clock)))
        }
        const counts = campaign && n > 0 ? loop.later : label === 'founder' ? loop.founders : null
        if (counts) counts.sends++
        if (counts && hold) counts.held++
        if (campaign && n > 0 && signals.includes('reported')) loop.reportedSignal++
        if (label === 'founder' && hold) loop.foundersHeld.push(`${item.case} send ${n + 1}`)
        continue
      }
      // A pass with its own wait counts only the scripts that wait.
      const counted = wait
        ? item.kind === 'solve-and-wait'
        : scriptsBy === 'json' || arrival === 'scripts through the form door'
      if (!counted) continue
      const total = byArrival.get(arrival) ?? tally()
      byArrival.set(arrival, total)
      total.sends++
      if (hold) total.held++
      for (const signal of signals) signalsOf[label][signal]++
      if (label === 'founder' && hold) {
        foundersHeld.push(`${item.case} send ${n + 1} [${signals.join(', ')}]: ${item.note}`)
      }
    }
  }
}

await afternoon('json')
await afternoon('form')
await afternoon('form', true)
for (const wait of [5_000, 10_000, 30_000] as const) await afternoon('json', false, wait)

// ---------------------------------------------------------------------------------------------
// The check's cost with STORED entries (spam-check-cost.ts)

const texts = [...corpus.founder, ...corpus.spam].flatMap((item) =>
  item.sends.map((send) => parseInquiry(send.body)).flatMap((p) => (p.ok ? [p.inquiry] : [])),
)
const { cpu: times, wall } = await checkTimes(texts, thresholds)
const checkMedianMs = at(times, 0.5)
const checkP99Ms = at(times, 0.99)

// ---------------------------------------------------------------------------------------------
// The figures

const sum = (arrivals: readonly Arrival[]) =>
  arrivals.reduce((total, arrival) => {
    const one = byArrival.get(arrival) ?? tally()
    return { sends: total.sends + one.sends, held: total.held + one.held }
  }, tally())
const share = ({ sends, held }: Tally) => (sends ? held / sends : 0)
const percent = (value: number) => `${(100 * value).toFixed(1)} %`
const founders = sum(ARRIVALS.founder)
const scriptSpam = sum(['scripts on the JSON API'])
/** Each spam send once by each door; the longer waits are the same texts again, shown apart. */
const longerWaits: readonly Arrival[] = [WAITS[5_000], WAITS[10_000], WAITS[30_000]]
const allSpam = sum(ARRIVALS.spam.filter((arrival) => !longerWaits.includes(arrival)))
const solveAndWait = sum([WAITS[3_200]])
const withLongerWaits = sum(ARRIVALS.spam)
const reportedCampaignHeld = share(loop.later)

const lines = [
  `Corpus: ${corpus.founder.length} founder cases, ${corpus.spam.length} spam cases; thresholds: typing under ${thresholds.minOpenMs} ms, repeat from ${thresholds.repeatSenders} teams`,
  '',
  'arrival                               sends   held',
  ...[...ARRIVALS.founder, ...ARRIVALS.spam].map((arrival) => {
    const { sends, held } = byArrival.get(arrival) ?? tally()
    return `${arrival.padEnd(36)}${String(sends).padStart(7)}${String(held).padStart(7)}  ${percent(share({ sends, held }))}`
  }),
  '',
  'signal            founders flagged   spam flagged',
  ...QUARANTINE_REASONS.map(
    (reason) =>
      `${reason.padEnd(18)}${String(signalsOf.founder[reason]).padStart(10)}${String(signalsOf.spam[reason]).padStart(15)}`,
  ),
  '',
  `Founders held: ${founders.held} of ${founders.sends}`,
  ...foundersHeld.map((line) => `  ${line}`),
  `Script spam held (JSON API): ${percent(share(scriptSpam))}; solve and wait 3.2 s held: ${percent(share(solveAndWait))}; all spam held: ${percent(share(allSpam))} (${percent(share(withLongerWaits))} with the longer waits)`,
  `The studio reports each campaign's first message (scripts through the form door): ${loop.later.held} of its ${loop.later.sends} later messages held, ${percent(reportedCampaignHeld)} (${loop.reportedSignal} as reported); founders held: ${loop.founders.held} of ${loop.founders.sends}`,
  ...loop.foundersHeld.map((line) => `  ${line}`),
  `Check with ${STORED} stored entries (${CHAIN} of them a chain), CPU time over ${CHECKS} posts: median ${checkMedianMs} ms, p99 ${checkP99Ms} ms (wall: ${at(wall, 0.5)} ms, ${at(wall, 0.99)} ms; load average ${loadavg()[0]?.toFixed(1)})${countsOnly ? ', not asserted (--counts)' : ''}`,
]
console.log(lines.join('\n'))

const failures = [
  ...invalid.map((line) => `invalid corpus entry: ${line}`),
  ...(founders.held > 0 ? [`${founders.held} founder sends held (budget: 0)`] : []),
  ...(share(scriptSpam) < BUDGET.scriptSpamHeld
    ? [`script spam held ${percent(share(scriptSpam))} (budget: at least 98 %)`]
    : []),
  ...(share(solveAndWait) < BUDGET.solveAndWaitHeld
    ? [`solve and wait 3.2 s held ${percent(share(solveAndWait))} (budget: at least 80 %)`]
    : []),
  ...(share(allSpam) < BUDGET.allSpamHeld
    ? [`all spam held ${percent(share(allSpam))} (budget: at least 90 %)`]
    : []),
  ...(reportedCampaignHeld < BUDGET.reportedCampaignHeld
    ? [
        `reported campaigns' later messages held ${percent(reportedCampaignHeld)} (budget: at least 90 %)`,
      ]
    : []),
  ...(loop.founders.held > 0
    ? [`${loop.founders.held} founder sends held with the studio's reports (budget: 0)`]
    : []),
  ...(!countsOnly && (checkMedianMs > BUDGET.checkMedianMs || checkP99Ms > BUDGET.checkP99Ms)
    ? [`check median ${checkMedianMs} ms, p99 ${checkP99Ms} ms (budget: 5 ms, 20 ms)`]
    : []),
]
if (failures.length)
  console.error(`\nOver budget:\n${failures.map((line) => `  ${line}`).join('\n')}`)
else console.log(`\nWithin ${countsOnly ? 'the counted budgets' : 'budget'}.`)
if (json) {
  console.log(
    JSON.stringify({
      invalidEntries: invalid.length,
      foundersHeld: founders.held,
      founderSends: founders.sends,
      scriptSpamHeldPct: Number((100 * share(scriptSpam)).toFixed(1)),
      solveAndWaitHeldPct: Number((100 * share(solveAndWait)).toFixed(1)),
      allSpamHeldPct: Number((100 * share(allSpam)).toFixed(1)),
      reportedCampaignHeldPct: Number((100 * reportedCampaignHeld).toFixed(1)),
      reportedCampaignLater: loop.later.sends,
      foundersHeldWithReports: loop.founders.held,
      storedEntries: STORED,
      checkMedianMs,
      checkP99Ms,
      byArrival: Object.fromEntries(byArrival),
    }),
  )
}
if (failures.length) process.exit(1)
