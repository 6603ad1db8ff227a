import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkAction, type InboxAction, REQUESTS } from '../inquiry/action-links.ts'
import type { Deliverable } from '../inquiry/queue.ts'
import { SmtpSink } from '../test/smtp-sink.ts'
import { buildEmail, emailSettingsOf, escapeHtml } from './emails.ts'
import { createSmtpMailer, type MailMessage } from './mailer.ts'
import { alertEmail, digestEmail } from './notice-emails.ts'
import { bouncedData, type FailedData, failedData, type HeldData, heldData } from './notices.ts'
import { reportEmail } from './report-email.ts'

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

/** A held inquiry's digest entry and a dead one's alert data, from the same inquiry. */
const notices = (values: Partial<Deliverable['inquiry']>): [HeldData, FailedData] => {
  const held = {
    ...item({ phone: '(561) 555-0100', ...values }),
    reasons: ['too-fast' as const, 'offer' as const],
  }
  return [
    heldData(held),
    failedData({ ...held, lastError: 'notification: 451 try later' }, undefined),
  ]
}

describe('the studio’s notice emails', () => {
  it('when a held inquiry’s values carry HTML, then the digest and the alert show them as text, with the message’s first line cut to 120 characters and no phone', () => {
    const [held, failed] = notices({
      name: '<b>Eve</b>',
      company: 'Acme & "Co"',
      message: '<script>alert(1)</script> hello',
    })
    for (const mail of [
      digestEmail([held], 'digest-1', settings),
      alertEmail(failed, 'failed-1', settings),
    ]) {
      expect(mail.html).not.toContain('<b>Eve</b>')
      expect(mail.html).toContain('&lt;b&gt;Eve&lt;/b&gt;')
      expect(mail.html).toContain('Acme &amp; &quot;Co&quot;')
      expect(mail.text).not.toContain('555-0100')
    }
    expect(digestEmail([held], 'digest-1', settings).html).toContain(
      '&lt;script&gt;alert(1)&lt;/script&gt; hello',
    )
    expect(notices({ message: `${'x'.repeat(200)}\nsecond line` })[0].firstLine).toBe(
      `${'x'.repeat(120)}…`,
    )
  })

  it('when the digest holds posts without a proof (scripts) and founders held for a stale proof, no proof to be had or an autofilled honeypot, then the scripts are one line and every other hold is listed on its own with its Release link', () => {
    const links = { secrets: ['a-link-secret-of-32-characters-or-more'], lifetimeMs: 60_000 }
    const signed = { ...settings, links: { ...links, siteUrl: settings.siteUrl } }
    const held = (name: string, reasons: HeldData['reasons'], id = name) => ({
      ...notices({ name })[0],
      id,
      reasons,
    })
    const mail = digestEmail(
      [
        held('Script 1', ['no-proof']),
        held('Ada Founder', ['stale-proof', 'offer']),
        held('Script 2', ['honeypot', 'no-proof']),
        held('Ben Founder', ['proof-unavailable', 'links']),
        held('Script 3', ['no-proof', 'offer']),
        held('Cy Founder', ['too-fast', 'offer']),
        held('Di Founder', ['honeypot']), // an autofill filled it, in the form: a proof
      ],
      'digest-2',
      signed,
    )
    const line =
      '3 posts from scripts without a proof held; npm run inquiries -- list --state quarantine --reason no-proof lists them.'
    expect(mail.subject).toBe('Held as suspected spam: 7 inquiries')
    expect(mail.text).toContain(line)
    expect(mail.html).toContain(line)
    expect(mail.text).toContain('4 inquiries were held as suspected spam')
    for (const name of ['Script 1', 'Script 2', 'Script 3']) {
      expect(mail.text).not.toContain(name)
      expect(mail.html).not.toContain(name)
    }
    const listed: Array<[string, string]> = [
      ['Ada Founder', 'stale-proof, offer'],
      ['Ben Founder', 'proof-unavailable, links'],
      ['Cy Founder', 'too-fast, offer'],
      ['Di Founder', 'honeypot'],
    ]
    for (const [name, reasons] of listed) {
      const entry = mail.text.slice(mail.text.indexOf(name)).split('\n\n')[0] ?? ''
      expect(entry).toContain(`held for ${reasons}`)
      expect(entry).toMatch(/^Release: https:\/\/inletventures\.example\/api\/inbox\/release\/.+/m)
    }
    expect(mail.html.match(/>Release<\/a>/g)).toHaveLength(4)
    const only = digestEmail([held('Script 1', ['no-proof'])], 'digest-3', settings)
    expect(only.text).toBe(line.replace('3 posts', '1 post'))
  })

  it('when a name or company carries CR/LF (even past validation), then neither email adds a header or recipient', async () => {
    smtp.messages.length = 0
    const [held, failed] = notices({
      name: 'Eve\r\nBcc: victim@target.example',
      company: 'Acme\nX-Injected: yes',
    })
    const mailer = createSmtpMailer(smtp.url, 1000)
    try {
      await mailer.send(digestEmail([held], 'digest-1', settings))
      await mailer.send(alertEmail(failed, 'failed-1', settings))
    } finally {
      mailer.close()
    }
    const messages = await smtp.waitFor(2)
    expect(messages.flatMap((m) => m.envelope.to)).toEqual([
      'partners@inletventures.example',
      'partners@inletventures.example',
    ])
    for (const message of messages) {
      const headerBlock = message.raw.slice(0, message.raw.indexOf('\r\n\r\n'))
      expect(headerBlock).not.toMatch(/^bcc:/im)
      expect(headerBlock).not.toMatch(/^x-injected:/im)
      expect(message.parsed.bcc).toBeUndefined()
    }
  })
})

describe('the action links in every email', () => {
  const secret = 'emails-test-action-link-secret-of-32-characters'
  const signed = emailSettingsOf({
    MAIL_FROM: settings.from,
    STUDIO_INBOX: settings.studioInbox,
    SITE_URL: settings.siteUrl,
    ACTION_LINK_SECRET: [secret],
    ACTION_LINK_DAYS: 14,
  })
  /** The actions of the links in an email (text and HTML) that our secret opens. */
  const actionsIn = (mail: MailMessage): InboxAction[] =>
    [
      ...`${mail.text}\n${mail.html}`.matchAll(
        /\/api\/inbox\/([\w-]+)\/([^/?\s"]+)\?expires=(\d+)&(?:amp;)?sig=([\w-]+)/g,
      ),
    ]
      .filter(([, action = '', id = '', expires, sig]) => {
        return checkAction([secret], action, decodeURIComponent(id), expires, sig) === 'ok'
      })
      .map(([, action]) => action as InboxAction)

  it('when every kind of email is written with signed links, then none whose Reply-To is the founder, or that goes to anyone but the studio, carries a link that acts; the studio-only ones carry theirs', () => {
    const inquiry = item({ email: 'founder@acme.example' })
    const [held, failed] = notices({ email: 'founder@acme.example' })
    const emails: Record<string, MailMessage> = {
      notification: buildEmail('notification', inquiry, signed),
      confirmation: buildEmail('confirmation', inquiry, signed),
      digest: digestEmail([held], 'digest-1', signed, [bouncedData(inquiry)]),
      alert: alertEmail(failed, 'failed-1', signed),
      report: reportEmail(inquiry, signed) as MailMessage,
    }
    const studioOnly = (mail: MailMessage) =>
      mail.replyTo === undefined && mail.to === settings.studioInbox
    const acts = (mail: MailMessage) =>
      actionsIn(mail).filter((action) => !REQUESTS.includes(action))

    expect(emails.notification?.replyTo?.address).toBe('founder@acme.example')
    for (const [kind, mail] of Object.entries(emails)) {
      if (!studioOnly(mail)) expect(acts(mail), kind).toEqual([])
    }
    // The notification's This is spam only asks; each studio-only email carries what it acts with.
    expect(actionsIn(emails.notification as MailMessage)).toEqual([
      'report-request',
      'report-request',
    ])
    expect(actionsIn(emails.confirmation as MailMessage)).toEqual([])
    expect(Object.keys(emails).filter((kind) => studioOnly(emails[kind] as MailMessage))).toEqual([
      'digest',
      'alert',
      'report',
    ])
    expect(acts(emails.digest as MailMessage)).toEqual(['release', 'release'])
    expect(acts(emails.alert as MailMessage)).toEqual(['retry', 'retry'])
    expect(acts(emails.report as MailMessage)).toEqual(['report', 'report'])
  })

  it('when the report link’s email is written, then it holds the reference and the company, escaped, and nothing else the founder typed', () => {
    const mail = reportEmail(
      item({ company: '<b>Acme</b> & Co', name: 'Zed Quill', message: 'unique words here' }),
      signed,
    ) as MailMessage
    expect(mail.to).toBe(settings.studioInbox)
    expect(mail.replyTo).toBeUndefined()
    expect(mail.subject).toBe('Confirm the spam report: inquiry test-id')
    expect(mail.html).toContain('&lt;b&gt;Acme&lt;/b&gt; &amp; Co')
    expect(mail.html).not.toContain('<b>Acme')
    for (const typed of ['Zed Quill', 'ana@example.com', 'unique words']) {
      expect(`${mail.text}${mail.html}${mail.subject}`).not.toContain(typed)
    }
    expect(reportEmail(item({}), settings)).toBeUndefined()
  })
})
