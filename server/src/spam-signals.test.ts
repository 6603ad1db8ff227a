import type { Inquiry } from '@inlet/shared/inquiry'
import { pino } from 'pino'
import { describe, expect, it } from 'vitest'
import {
  isMostlyLinks,
  memoryRepeats,
  normalizeMessage,
  REPEAT_WINDOW_MS,
  spamReasons,
} from './spam-signals.ts'
import { validInquiry } from './test/harness.ts'

const logger = pino({ level: 'silent' })
const MIN_FORM_OPEN_MS = 3_000
const defaults = { minOpenMs: MIN_FORM_OPEN_MS, repeatSenders: 2 }

describe('a message made mostly of links', () => {
  // 20 characters of other text, spaces not counted, beside a link of 20 (then 21) characters.
  const text = 'Call me: abcd efghijkl!'
  it('when the links take exactly half of the characters, then it is not mostly links', () => {
    expect(text.replace(/\s/g, '')).toHaveLength(20)
    expect('https://a.example/xy').toHaveLength(20)
    expect(isMostlyLinks(`${text} https://a.example/xy`)).toBe(false)
  })

  it('when they take one character more than half, then it is', () => {
    expect(isMostlyLinks(`${text} https://a.example/xyz`)).toBe(true)
    expect(isMostlyLinks(`www.cheap.example/a www.cheap.example/b buy`)).toBe(true)
  })

  it('when a founder names their site in a real message, then it is not', () => {
    expect(isMostlyLinks(`${validInquiry.message} Our site: https://tidewater.example`)).toBe(false)
  })
})

describe('the repeat signal', () => {
  it('when the same text differs only in case and spacing, then it is the same message', () => {
    expect(normalizeMessage('  Hello\n\tTHERE  friend ')).toBe(
      normalizeMessage('hello there friend'),
    )
  })

  it('when a second address sends it within the hour, then it is a repeat; the same address again is not; after the hour it is forgotten', async () => {
    let now = 1_000_000
    const repeats = memoryRepeats(() => now)
    expect(await repeats.record('Buy now', 'a@example.com')).toBe(1)
    expect(await repeats.record('buy  NOW', 'A@example.com')).toBe(1)
    now += REPEAT_WINDOW_MS - 1
    expect(await repeats.record('Buy now', 'b@example.com')).toBe(2)
    now += REPEAT_WINDOW_MS
    expect(await repeats.record('Buy now', 'c@example.com')).toBe(1)
  })
})

describe('the reasons', () => {
  const inquiry = validInquiry as Inquiry
  const none = { record: async () => 1 }

  it(`when the form was open under ${MIN_FORM_OPEN_MS} ms, then it is too fast; at ${MIN_FORM_OPEN_MS} ms or without a figure, not`, async () => {
    const reasons = (formOpenMs?: number) =>
      spamReasons({ inquiry, honeypot: false, formOpenMs }, none, defaults, logger)
    expect(await reasons(MIN_FORM_OPEN_MS - 1)).toEqual(['too-fast'])
    expect(await reasons(MIN_FORM_OPEN_MS)).toEqual([])
    expect(await reasons(undefined)).toEqual([])
  })

  it('when every signal is there, then every reason is recorded in order; a failing repeat store costs only that signal', async () => {
    const spam = { ...inquiry, message: 'https://spam.example/a-very-long-link-here ok' }
    const twice = { record: async () => 2 }
    expect(
      await spamReasons({ inquiry: spam, honeypot: true, formOpenMs: 5 }, twice, defaults, logger),
    ).toEqual(['honeypot', 'too-fast', 'links', 'repeat'])
    const broken = {
      record: async () => {
        throw new Error('Redis is away')
      },
    }
    expect(await spamReasons({ inquiry: spam, honeypot: true }, broken, defaults, logger)).toEqual([
      'honeypot',
      'links',
    ])
  })

  it('when a threshold is 0, then its signal is off', async () => {
    const twice = { record: async () => 2 }
    const off = { minOpenMs: 0, repeatSenders: 0 }
    expect(
      await spamReasons({ inquiry, honeypot: false, formOpenMs: 0 }, twice, off, logger),
    ).toEqual([])
  })
})
