import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildEmail, escapeHtml } from './emails.ts'
import { createSmtpMailer } from './mailer.ts'
import type { Deliverable } from './queue/queue.ts'
import { SmtpSink } from './test/smtp-sink.ts'

const settings = {
  from: 'Inlet Ventures <hello@inletventures.example>',
  studioInbox: 'partners@inletventures.example',
  siteUrl: 'https://inletventures.example',
}

function item(inquiry: Partial<Deliverable['inquiry']>): Deliverable {
  return {
    id: 'test-id',
    receivedAt: '2026-01-01T00:00:00.000Z',
    sent: {},
    inquiry: {
      name: 'Ana',
      email: 'ana@example.com',
      company: 'Acme',
      message: 'x'.repeat(30),
      ...inquiry,
    },
  }
}

let smtp: SmtpSink
beforeAll(async () => {
  smtp = await new SmtpSink().start()
})
afterAll(() => smtp.stop())

describe('emails', () => {
  it('when values contain HTML, then the HTML part shows them as text', () => {
    const mail = buildEmail(
      'notification',
      item({ message: '<script>alert(1)</script> & more text here' }),
      settings,
    )
    expect(mail.html).not.toContain('<script>')
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; more')
    expect(escapeHtml(`"'<>&`)).toBe('&quot;&#39;&lt;&gt;&amp;')
  })

  it('when the inquiry came from the home form, then the studio email says so and names no company', () => {
    const { company: _company, ...home } = item({ context: 'home' }).inquiry
    const mail = buildEmail('notification', { ...item({}), inquiry: home }, settings)
    expect(mail.subject).toBe('New inquiry from Ana')
    expect(mail.text).toContain('New inquiry from the home page form, received')
    expect(mail.text).toContain('Context: the home page form')
    expect(mail.text).not.toContain('Company:')
    expect(mail.html).toContain(
      '<h1 style="font-size:20px">New inquiry from the home page form</h1>',
    )
  })

  it('when a name or company carries CR/LF (even past validation), then no header or recipient is added', async () => {
    const hostile = item({
      name: 'Eve\r\nBcc: victim@target.example',
      company: 'Acme\nX-Injected: yes',
      email: 'eve@example.com',
    })
    const mailer = createSmtpMailer(smtp.url, 1000)
    try {
      await mailer.send(buildEmail('notification', hostile, settings))
      await mailer.send(buildEmail('confirmation', hostile, settings))
    } finally {
      mailer.close()
    }
    const messages = await smtp.waitFor(2)
    const recipients = messages.flatMap((m) => m.envelope.to)
    expect(recipients.sort()).toEqual(['eve@example.com', 'partners@inletventures.example'])
    for (const message of messages) {
      const headerBlock = message.raw.slice(0, message.raw.indexOf('\r\n\r\n'))
      expect(headerBlock).not.toMatch(/^bcc:/im)
      expect(headerBlock).not.toMatch(/^x-injected:/im)
      expect(message.parsed.bcc).toBeUndefined()
    }
  })
})
