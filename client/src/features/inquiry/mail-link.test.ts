import { describe, expect, it } from 'vitest'
import { inquiryMailto, MAILTO_MAX, SHORTENED } from './mail-link'

const parse = (link: string) => {
  const url = new URL(link)
  return {
    to: url.pathname,
    subject: url.searchParams.get('subject'),
    body: url.searchParams.get('body') ?? '',
  }
}

describe('inquiryMailto', () => {
  it('when an inquiry could not be sent, then the link goes to the studio with a subject and the message and fields in the body, URL-encoded', () => {
    const link = inquiryMailto({
      name: 'Rosa Marquez',
      email: 'rosa@example.com',
      company: 'Marquez & Co',
      message: 'We sell to 30 marinas.\nNext: a seed round? 100% yes.',
      timeline: '1-3months',
      context: 'funding',
    })
    expect(link).toMatch(/^mailto:hello@inletventures\.example\?subject=/)
    // Encoded: no space or line end, and the company's "&" does not start a third parameter.
    expect(link).not.toMatch(/\s/)
    expect(link.split('&')).toHaveLength(2)
    expect(parse(link)).toEqual({
      to: 'hello@inletventures.example',
      subject: 'Inquiry from Rosa Marquez',
      body: 'We sell to 30 marinas.\nNext: a seed round? 100% yes.\n\nName: Rosa Marquez\nEmail: rosa@example.com\nCompany: Marquez & Co\nTimeline: In 1–3 months',
    })
  })

  it('when the message is too long for a link, then it is cut between characters, says so, and the link stays within its length', () => {
    const message = 'Traction: 40 marinas ⚓ and growing 🚀. '.repeat(60)
    const link = inquiryMailto({ name: 'Rosa', email: 'rosa@example.com', message })
    expect(link.length).toBeLessThanOrEqual(MAILTO_MAX)
    expect(link.length).toBeGreaterThan(MAILTO_MAX - 40)
    const { body } = parse(link)
    expect(body).toContain(SHORTENED.trim())
    expect(body).toContain('Email: rosa@example.com')
    const kept = body.slice(0, body.indexOf(SHORTENED))
    expect(message.startsWith(kept)).toBe(true)
    expect(kept.length).toBeGreaterThan(100)
    expect(kept).not.toMatch(/[\uD800-\uDBFF]$/) // no half of an emoji
  })
})
