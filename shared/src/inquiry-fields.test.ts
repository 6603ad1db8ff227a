import { describe, expect, it } from 'vitest'
import { parseInquiry } from './inquiry.ts'
import { isInquiryDomain } from './inquiry-fields.ts'

const valid = {
  name: 'Ana',
  email: 'ana@example.com',
  company: 'Acme',
  message: 'We need help with a seed round.',
}

describe('isInquiryDomain', () => {
  const samples = [
    'lestartup.com',
    ' LeStartup.COM ',
    'a-b.example.co',
    'x.io',
    'not a domain',
    'http://x.com',
    'x_y.com',
    'localhost',
    '-a.com',
    'a-.com',
    'a.c0m',
    `${'a'.repeat(64)}.com`,
    `${'a.'.repeat(126)}com`,
    '<img src=x>',
    '',
  ]

  it('when a value is checked, then it agrees with the inquiry schema’s domain rule', () => {
    for (const domain of samples) {
      const parsed = parseInquiry({ ...valid, domain })
      expect(isInquiryDomain(domain), domain).toBe(parsed.ok && parsed.inquiry.domain !== undefined)
    }
  })

  it('when a domain is well formed in any case, then it passes; words and URLs do not', () => {
    expect(isInquiryDomain('LeStartup.com')).toBe(true)
    expect(isInquiryDomain('not a domain')).toBe(false)
    expect(isInquiryDomain('https://lestartup.com')).toBe(false)
  })
})
