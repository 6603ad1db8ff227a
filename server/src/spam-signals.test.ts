import type { Inquiry } from '@inlet/shared/inquiry'
import { pino } from 'pino'
import { describe, expect, it } from 'vitest'
import {
  foldText,
  isLinkDump,
  judgeInquiry,
  likeness,
  memoryRepeats,
  NEAR_COPY,
  OFFER_MIN,
  offerScore,
  REPEAT_WINDOW_MS,
  type RepeatStore,
  sketchOf,
} from './spam-signals.ts'
import { validInquiry } from './test/harness.ts'

const logger = pino({ level: 'silent' })
const defaults = { minOpenMs: 3_000, repeatSenders: 2 }
const inquiry = validInquiry as Inquiry
const PITCH =
  'We run a booking platform for 40 marinas on the Treasure Coast, growing 9% a month, and want to talk about a seed round.'

describe('texts compared as the same', () => {
  it('when a copy differs in case, spacing, punctuation, zero-width characters, full-width or look-alike letters, then it folds to the same text', () => {
    const folded = foldText('Boost your ranking today, call now!')
    for (const copy of [
      'boost  YOUR ranking\ttoday call now',
      'Boost\u200b your rank\u200ding today, call\u2060 now!!!',
      'Ｂｏｏｓｔ your ranking today, call now!',
      'Bооst yоur rаnking tоdаy, cаll nоw!', // Cyrillic о and а
    ]) {
      expect(foldText(copy)).toBe(folded)
    }
  })

  it('when a copy has a few characters changed, then its sketch is near; another founder’s text is far', () => {
    const sketch = sketchOf(PITCH)
    const mutated = PITCH.replace('40', '45').replace('seed', 'sead').replace('Coast', 'coast!!')
    expect(likeness(sketch, sketchOf(mutated))).toBeGreaterThanOrEqual(NEAR_COPY)
    const other =
      'Our team builds software for dental clinics in Palm Beach; we have 12 paying practices and a patent pending.'
    expect(likeness(sketch, sketchOf(other))).toBeLessThan(0.2)
  })
})

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

describe('the repeat signal', () => {
  const send = (repeats: RepeatStore, who: Partial<Inquiry>, message = PITCH) =>
    judgeInquiry(
      {
        inquiry: { ...inquiry, message, ...who },
        honeypot: false,
        door: 'json',
        proof: { issuedAt: 0 },
        postedAt: 30_000,
      },
      repeats,
      defaults,
      logger,
    ).then((verdict) => verdict.signals.includes('repeat'))

  it('when co-founders, a corrected address or the same founder send one text again, then it is no repeat', async () => {
    const repeats = memoryRepeats()
    const tia = { name: 'Tia Brooks', email: 'tia@gmial.com', company: 'Brooks Marine' }
    expect(await send(repeats, tia)).toBe(false)
    // The address corrected: same name and company.
    expect(await send(repeats, { ...tia, email: 'tia@gmail.com' })).toBe(false)
    // A co-founder: own name and address, same company.
    expect(
      await send(repeats, {
        name: 'Sam Ode',
        email: 'sam@brooksmarine.io',
        company: 'Brooks Marine',
      }),
    ).toBe(false)
    // Another, by the company's mail domain, the company written another way.
    expect(
      await send(repeats, { name: 'Lee Park', email: 'lee@brooksmarine.io', company: 'BM' }),
    ).toBe(false)
    // The same founder again.
    expect(await send(repeats, tia)).toBe(false)
  })

  it('when an unrelated sender sends a near-copy within the hour, then it is a repeat; after the hour it is forgotten', async () => {
    let now = 1_000_000
    const repeats = memoryRepeats(() => now)
    const one = { name: 'Ann Lee', email: 'ann@gmail.com', company: 'Lee Growth' }
    const two = { name: 'Bo Hart', email: 'bo@outlook.com', company: 'Hart Media' }
    const three = { name: 'Cy Dunn', email: 'cy@proton.me', company: 'Dunn Labs' }
    expect(await send(repeats, one)).toBe(false)
    now += REPEAT_WINDOW_MS - 1
    expect(await send(repeats, two, `${PITCH.replace('marinas', 'marina5')}\u200b`)).toBe(true)
    now += REPEAT_WINDOW_MS
    expect(await send(repeats, three)).toBe(false)
  })
})
