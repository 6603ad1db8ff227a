import type { Inquiry } from '@inlet/shared/inquiry'
import { contextPrefills } from '@inlet/shared/prefills'
import { pino } from 'pino'
import { describe, expect, it } from 'vitest'
import { validInquiry } from '../test/harness.ts'
import type { RepeatStore } from './repeats.ts'
import {
  isLinkDump,
  judgeInquiry,
  leastTypingMs,
  OFFER_MIN,
  offerScore,
  TYPING_CHARS_PER_SECOND,
} from './spam-signals.ts'

const logger = pino({ level: 'silent' })
const defaults = { minOpenMs: 3_000, repeatSenders: 2 }
const inquiry = validInquiry as Inquiry
const PITCH =
  'We run a booking platform for 40 marinas on the Treasure Coast, growing 9% a month, and want to talk about a seed round.'
/** An SEO offer of 102 characters: at 8 characters a second it takes 12.75 s to type. */
const SEO_OFFER =
  'Dear website owner, your website is not on the first page of Google. We offer affordable SEO packages.'

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
    expect(offerScore(SEO_OFFER)).toBeGreaterThanOrEqual(OFFER_MIN)
    expect(
      offerScore(
        'We built an SEO analytics tool that finds backlink gaps for agencies; 120 paying teams, raising a seed round.',
      ),
    ).toBeLessThan(OFFER_MIN)
  })

  it('when a founder describes their product "with one click" and calls it profitable, then neither is sales talk; "click here" is', () => {
    const pitch =
      'InboxReady checks cold outreach before it is sent and fixes DNS records with one click. $73K MRR and profitable.'
    expect(offerScore(pitch)).toBeLessThan(OFFER_MIN)
    expect(
      offerScore('Our outreach fills your calendar. Click here to start.'),
    ).toBeGreaterThanOrEqual(OFFER_MIN)
  })
})

describe('the time to type an offer', () => {
  it('when the text is an offer, then the least time is the time to type it at a fast typist’s pace, never under the trap', () => {
    expect(TYPING_CHARS_PER_SECOND).toBe(8)
    expect(leastTypingMs(SEO_OFFER, true, 3_000)).toBe(12_750)
    expect(leastTypingMs('Reply YES for a free quote today', true, 3_000)).toBe(4_000)
    expect(leastTypingMs('Cheap SEO, reply YES', true, 3_000)).toBe(3_000)
  })

  it('when the text is not an offer, then the least time is the trap alone, however long the text (a paste is neutral)', () => {
    expect(leastTypingMs(PITCH.repeat(10), false, 3_000)).toBe(3_000)
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

  it('when an offer is posted sooner after the proof’s issue than it can be typed, then it is too-fast and held with the offer', async () => {
    const offer = { ...inquiry, message: SEO_OFFER }
    expect(await judge({ inquiry: offer, ...typed(3_200) })).toEqual({
      signals: ['too-fast', 'offer'],
      hold: true,
    })
    expect(await judge({ inquiry: offer, ...typed(12_000) })).toEqual({
      signals: ['too-fast', 'offer'],
      hold: true,
    })
  })

  it('when an offer took as long as typing it does, then the offer alone does not hold', async () => {
    expect(await judge({ inquiry: { ...inquiry, message: SEO_OFFER }, ...typed(12_750) })).toEqual({
      signals: ['offer'],
      hold: false,
    })
  })

  it('when a founder’s long pitch is posted 3.2 s after the first touch, as a paste is, then no signal is found', async () => {
    const pitch = { ...inquiry, message: `${PITCH} `.repeat(8).trim() }
    expect(await judge({ inquiry: pitch, ...typed(3_200) })).toEqual({ signals: [], hold: false })
  })

  it('when a founder sends the site’s glossary opening with a question of their own within seconds, then the opening counts neither as sales talk nor as typing', async () => {
    const question =
      'What does a pro rata right mean for us? We can help you with a case study once we close.'
    const message = `${contextPrefills.glossary}${question}`
    // The opening says "your glossary": with the question's "we can help", two ways of selling.
    expect(offerScore(message)).toBeGreaterThanOrEqual(OFFER_MIN)
    expect(offerScore(question)).toBeLessThan(OFFER_MIN)
    const founder = { ...inquiry, message, context: 'glossary' as const }
    expect(await judge({ inquiry: founder, ...typed(9_000) })).toEqual({
      signals: [],
      hold: false,
    })
  })

  it('when the time trap is 0, then a fast proof is no signal; a missing proof still is', async () => {
    const off = { minOpenMs: 0, repeatSenders: 0 }
    const base = { inquiry, honeypot: false, door: 'json' as const, postedAt }
    expect(await judgeInquiry({ ...base, ...typed(0) }, none, off, logger)).toEqual({
      signals: [],
      hold: false,
    })
    const offer = { ...base, inquiry: { ...inquiry, message: SEO_OFFER } }
    expect(await judgeInquiry({ ...offer, ...typed(3_200) }, none, off, logger)).toEqual({
      signals: ['offer'],
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
