/**
 * `npm run bench:spam`'s second half: what one check costs. CHECKS posts are judged against a
 * repeat store of STORED entries (texts of the corpus mixed into new ones, and the chain attack of
 * issue 40), and the CPU time each takes is how long it holds the event loop; on a busy machine
 * the wall time also counts the turns other processes take, so it is given beside it.
 */
import { performance } from 'node:perf_hooks'
import type { Inquiry } from '@inlet/shared/inquiry'
import { pino } from 'pino'
import { memoryRepeats, type RepeatStore, repeatEntryOf } from '../src/inquiry/repeats.ts'
import { judgeInquiry, type SignalThresholds } from '../src/inquiry/spam-signals.ts'

export const STORED = 10_000
export const CHAIN = 800
export const CHECKS = 1_000

/** The value at `share` of a sorted copy of the list, in ms to three places. */
export const at = (list: number[], share: number) =>
  Number(
    (
      [...list].sort((a, b) => a - b)[Math.min(list.length - 1, Math.floor(share * list.length))] ??
      0
    ).toFixed(3),
  )

/** CPU and wall time of each of CHECKS checks with STORED entries, from the corpus's `texts`. */
export async function checkTimes(texts: readonly Inquiry[], thresholds: SignalThresholds) {
  const logger = pino({ level: 'silent' })
  const pick = (i: number) => texts[i % texts.length] as Inquiry
  /** A new text from two of the corpus's, so stored texts are as varied as real ones. */
  const mixed = (i: number): Inquiry => {
    const [a, b] = [pick(i), pick(i * 7 + 3)]
    return {
      ...a,
      email: `sender${i}@example${i % 97}.com`,
      company: `Company ${i}`,
      message: `${a.message.slice(0, 200)} ${b.message.slice(-200)} ${i}`,
    }
  }
  let now = 1_900_000_000_000
  const store: RepeatStore = memoryRepeats(() => now)
  const chainText = pick(0).message
  for (let i = 0; i < STORED; i++) {
    now += 300
    // The chain attack: one text, each sender sharing a company or a mail domain with the one before.
    const inquiry =
      i < CHAIN
        ? {
            ...pick(0),
            message: chainText,
            email: `s${i}@d${Math.floor((i + 1) / 2)}.example`,
            company: `Firm${Math.floor(i / 2)}`,
          }
        : mixed(i)
    const entry = repeatEntryOf(inquiry)
    if (entry) await store.exchange(entry)
  }
  const cpu: number[] = []
  const wall: number[] = []
  for (let i = 0; i < CHECKS; i++) {
    now += 300
    // Every tenth joins the chain at its oldest end, the worst case; the rest are new.
    const inquiry =
      i % 10 === 0
        ? { ...pick(0), message: chainText, email: `late${i}@x${i}.example`, company: 'Firm0' }
        : mixed(STORED + i)
    const [used, started] = [process.cpuUsage(), performance.now()]
    await judgeInquiry(
      { inquiry, honeypot: false, door: 'json', proof: { issuedAt: now - 60_000 }, postedAt: now },
      store,
      thresholds,
      logger,
    )
    wall.push(performance.now() - started)
    const { user, system } = process.cpuUsage(used)
    cpu.push((user + system) / 1_000)
  }
  return { cpu, wall }
}
