import { parseInquiry } from '@inlet/shared/inquiry'
import { readContactQuery, thankYouPath } from '@inlet/shared/paths'
import { describe, expect, it } from 'vitest'
import { toPayload } from './use-inquiry-form'

const values = {
  name: ' Ana ',
  email: 'ana@example.com',
  company: 'Acme',
  phone: '',
  website: '  ',
  timeline: '',
  message: 'We need help with a seed round.',
  fax: '',
}

describe('inquiry payload', () => {
  it('when optional fields are empty, then they are left out and the rest is trimmed', () => {
    expect(toPayload(values, {})).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      company: 'Acme',
      message: 'We need help with a seed round.',
    })
  })

  it('when context and domain are in the query, then they travel with the payload', () => {
    expect(toPayload(values, { context: 'ip', domain: 'lestartup.com' })).toMatchObject({
      context: 'ip',
      domain: 'lestartup.com',
    })
  })

  it('when the query’s domain is invalid, then the payload leaves it out and passes the inquiry rules', () => {
    const query = readContactQuery(new URLSearchParams('domain=bad_domain!&context=ip'))
    const payload = toPayload(
      { ...values, message: 'We need help with a seed round, soon.' },
      query,
    )
    expect(payload).not.toHaveProperty('domain')
    expect(payload).toMatchObject({ context: 'ip' })
    expect(parseInquiry(payload).ok).toBe(true)
    expect(thankYouPath('Ana', query)).toBe('/contact/thank-you?name=Ana&context=ip')
  })
})
