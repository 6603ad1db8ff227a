import { describe, expect, it } from 'vitest'
import type { Deliverable } from '../inquiry/queue.ts'
import { buildEmail, formatReceived } from './emails.ts'

const settings = {
  from: 'Inlet Ventures <hello@inletventures.example>',
  studioInbox: 'partners@inletventures.example',
  siteUrl: 'https://inletventures.example',
}

const item: Deliverable = {
  id: 'test-id',
  receivedAt: '2026-11-23T08:34:04.733Z',
  sent: {},
  inquiry: { name: 'Ana', email: 'ana@example.com', company: 'Acme', message: 'x'.repeat(30) },
}

describe('formatReceived', () => {
  it.each([
    ['2026-11-23T08:34:04.733Z', 'Monday, November 23, 2026 at 3:34 a.m. ET'],
    ['2026-07-04T18:05:00.000Z', 'Saturday, July 4, 2026 at 2:05 p.m. ET'],
    ['2026-11-23T17:00:00.000Z', 'Monday, November 23, 2026 at 12:00 p.m. ET'],
    ['2026-11-23T05:00:00.000Z', 'Monday, November 23, 2026 at 12:00 a.m. ET'],
  ])('when the inquiry arrived at %s, then it reads "%s"', (iso, expected) => {
    expect(formatReceived(iso)).toBe(expected)
  })

  it('when the timestamp cannot be read, then it is shown as stored', () => {
    expect(formatReceived('not a date')).toBe('not a date')
  })
})

describe('studio notification', () => {
  it('when it is built, then both parts give the received time in Eastern time, not ISO', () => {
    const mail = buildEmail('notification', item, settings)
    expect(mail.text).toContain('received Monday, November 23, 2026 at 3:34 a.m. ET, reference')
    expect(mail.html).toContain('Received Monday, November 23, 2026 at 3:34 a.m. ET · reference')
    expect(`${mail.text}${mail.html}`).not.toContain('2026-11-23T08:34')
  })
})
