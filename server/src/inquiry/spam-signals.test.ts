import type { Inquiry } from '@inlet/shared/inquiry'
import { pino } from 'pino'
import { describe, expect, it } from 'vitest'
import { validInquiry } from '../test/harness.ts'
import type { RepeatStore } from './repeats.ts'
import { isLinkDump, judgeInquiry, OFFER_MIN, offerScore } from './spam-signals.ts'

const logger = pino({ level: 'silent' })
const defaults = { minOpenMs: 3_000, repeatSenders: 2 }
const inquiry = validInquiry as Inquiry
const PITCH =
  'We run a booking platform for 40 marinas on the Treasure Coast, growing 9% a month, and want to talk about a seed round.'

describe('what the text says', () => {
  it('when links come with a sentence, then it is no link dump; links with a word or two are', () => {
    expect(
      isLinkDump(
        'Seed round, 40 paying clinics, $30K MRR. https://docsend.com/view/abc123xyz https://loom.com/share/def456uvw https://calendly.com/ana-ruiz/30min',
      ),
    ).toBe(false)
    expect(
      isLinkDump(
        'Best deals: https://cheap-pills.example/buy https://casino-win.example/free-spins',
      ),
    ).toBe(true)
    expect(isLinkDump(`${PITCH} https://tidewater.example`)).toBe(false)
  })

  it('when a message sells to the studio, then it is an offer; a founder naming their trade is not', () => {
    expect(
      offerScore(
        'Dear website owner, your website is not on the first page of Google. We offer affordable SEO packages.',
      ),
    ).toBeGreaterThanOrEqual(OFFER_MIN)
    expect(
      offerScore(
        'We built an SEO analytics tool that finds backlink gaps for agencies; 120 paying teams, raising a seed round.',
      ),
    ).toBeLessThan(OFFER_MIN)
  })
})

describe('the verdict', () => {
  const none: RepeatStore = { exchange: async () => [] }
  const postedAt = 1_800_000_000_000
  /** A proof that passed its checks, issued `ms` before the post. */
  const typed = (ms: number) => ({ proof: { issuedAt: postedAt - ms } })
  const judge = (input: Partial<Parameters<typeof judgeInquiry>[0]>, repeats = none) =>
    judgeInquiry(
      { inquiry, honeypot: false, door: 'json', postedAt, ...input },
      repeats,
      defaults,
      logger,
    )
  const dump = { ...inquiry, message: 'Look: https://spam.example/a-very-long-link-here ok' }

  it('when only the honeypot is there, then it holds', async () => {
    expect(await judge({ honeypot: true, ...typed(40_000) })).toEqual({
      signals: ['honeypot'],
      hold: true,
    })
  })

  it('when a JSON post has no valid proof, then it holds on that alone, whatever else it shows', async () => {
    expect(await judge({})).toEqual({ signals: ['no-proof'], hold: true })
  })

  it('when a proof is valid but was posted after its expiry, then that is the soft signal stale-proof, never no-proof: alone it holds nothing', async () => {
    const stale = { proof: { issuedAt: postedAt - 2 * 60 * 60_000, stale: true } }
    expect(await judge(stale)).toEqual({ signals: ['stale-proof'], hold: false })
    expect(await judge({ ...stale, inquiry: dump })).toEqual({
      signals: ['stale-proof', 'links'],
      hold: true,
    })
  })

  it('when a JSON post without a proof says the form could get none, then that is the soft signal proof-unavailable; without the statement it stays no-proof', async () => {
    expect(await judge({ proofUnavailable: true })).toEqual({
      signals: ['proof-unavailable'],
      hold: false,
    })
    expect(await judge({ proofUnavailable: true, inquiry: dump })).toEqual({
      signals: ['proof-unavailable', 'links'],
      hold: true,
    })
    expect(await judge({ proofUnavailable: false })).toEqual({ signals: ['no-proof'], hold: true })
  })

  it('when a form post without script has no proof, then that is one soft signal: it holds only with another', async () => {
    expect(await judge({ door: 'form' })).toEqual({ signals: ['no-script'], hold: false })
    expect(await judge({ door: 'form', inquiry: dump })).toEqual({
      signals: ['no-script', 'links'],
      hold: true,
    })
  })

  it('when one soft signal is there (typed under 3 s by the proof’s clock, a link dump), then it does not hold', async () => {
    expect(await judge(typed(2_999))).toEqual({ signals: ['too-fast'], hold: false })
    expect(await judge(typed(3_000))).toEqual({ signals: [], hold: false })
    expect(await judge({ inquiry: dump, ...typed(9_000) })).toEqual({
      signals: ['links'],
      hold: false,
    })
  })

  it('when two soft signals agree, then it holds with both as its reasons', async () => {
    expect(await judge({ inquiry: dump, ...typed(400) })).toEqual({
      signals: ['too-fast', 'links'],
      hold: true,
    })
  })

  it('when the time trap is 0, then a fast proof is no signal; a missing proof still is', async () => {
    const off = { minOpenMs: 0, repeatSenders: 0 }
    const base = { inquiry, honeypot: false, door: 'json' as const, postedAt }
    expect(await judgeInquiry({ ...base, ...typed(0) }, none, off, logger)).toEqual({
      signals: [],
      hold: false,
    })
    expect(await judgeInquiry(base, none, off, logger)).toEqual({
      signals: ['no-proof'],
      hold: true,
    })
  })

  it('when the repeat store fails, then only that signal is skipped', async () => {
    const broken: RepeatStore = {
      exchange: async () => {
        throw new Error('Redis is away')
      },
    }
    expect(await judge({ honeypot: true, ...typed(30_000) }, broken)).toEqual({
      signals: ['honeypot'],
      hold: true,
    })
  })
})
