import { describe, expect, it } from 'vitest'
import { parseInquiry } from './inquiry.ts'
import { inquiryErrorId, inquiryRuleMessages, isInquiryName } from './inquiry-rules.ts'
import { contextPrefills } from './prefills.ts'

const valid = {
  name: 'Ana',
  email: 'ana@example.com',
  company: 'Acme',
  message: 'We need help with a seed round.',
}

describe('isInquiryName', () => {
  const samples = [
    'Ana',
    '  Ana Lima  ',
    'José Núñez-O’Brien',
    '',
    '   ',
    'A'.repeat(100),
    'A'.repeat(101),
    'Visit evil.example to claim your term sheet',
    'www.evil',
    'ana@example.com',
    'http://x',
    '=?UTF-8?B?QWRh?=',
    'Ana\r\nBcc: x@y.z',
    'Ana\u202eLima',
    'Dr. Ana',
  ]

  it('when a name is checked, then it agrees with the inquiry schema’s name rule', () => {
    for (const name of samples) {
      const parsed = parseInquiry({ ...valid, name })
      expect(isInquiryName(name), JSON.stringify(name)).toBe(parsed.ok)
    }
  })
})

describe('inquiryRuleMessages', () => {
  // One payload per rule of the schema (inquiry.ts).
  const breaking: unknown[] = [
    'not an object',
    { ...valid, name: '' },
    { ...valid, name: 'n'.repeat(101) },
    { ...valid, name: 'Ana\nLima' },
    { ...valid, name: 'Ana\u200bLima' },
    { ...valid, name: '=?x' },
    { ...valid, name: 'Ana www.x' },
    { ...valid, email: 'ana@' },
    { ...valid, company: '' },
    { ...valid, company: 'c'.repeat(101) },
    { ...valid, company: 'Acme\rInc' },
    { ...valid, company: 'Acme\u202eInc' },
    { ...valid, company: 'Acme =?' },
    { ...valid, phone: '1'.repeat(41) },
    { ...valid, phone: 'call me' },
    { ...valid, website: 'acme' },
    { ...valid, website: 'acme.io/\u001b[2J' },
    { ...valid, website: 'acme.io/\u202e' },
    { ...valid, website: 'acme.io/?q=?' },
    { ...valid, website: 'https://paypal.com@evil.example/' },
    { ...valid, message: 'short' },
    { ...valid, context: 'home', message: 'short' },
    { ...valid, message: 'm'.repeat(2001) },
    { ...valid, context: 'glossary', message: contextPrefills.glossary },
    { ...valid, message: 'We need a seed round\u0007 soon.' },
    { ...valid, timeline: 'tomorrow' },
    { ...valid, context: 'admin' },
    { ...valid, domain: 'not a domain' },
  ]

  it('when each rule of the schema fails, then its message is in the list, and every listed message is one of them', () => {
    const given = breaking.map((payload) => {
      const result = parseInquiry(payload)
      return result.ok ? 'ok' : result.message
    })
    for (const message of given) expect(inquiryRuleMessages()).toContain(message)
    expect(new Set(given)).toEqual(new Set(inquiryRuleMessages()))
  })

  it('when a message is given an id, then each id is its own; an unknown message gets the form’s', () => {
    const ids = inquiryRuleMessages().map(inquiryErrorId)
    expect(new Set(ids).size).toBe(ids.length)
    expect(inquiryErrorId('Name is required')).toBe('inquiry-error-name-is-required')
    expect(inquiryErrorId('<script>')).toBe('inquiry-error-invalid-form-data')
  })
})
