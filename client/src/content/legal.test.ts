import { describe, expect, it } from 'vitest'

const legal: Record<string, string> = import.meta.glob('./legal/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
})
const privacy = legal['./legal/privacy.md'] ?? ''
const terms = legal['./legal/terms.md'] ?? ''

describe('legal pages', () => {
  it('when the terms name themselves, then they say Terms of Use, as the page and footer do', () => {
    expect(terms).toContain('These Terms of Use govern')
    expect(terms).not.toMatch(/terms of service/i)
  })

  it('when the privacy policy speaks of server logs, then it promises no retention period the server does not enforce', () => {
    const logs = privacy.split('\n').find((line) => line.startsWith('- **Server logs**')) ?? ''
    expect(logs).toContain('does not delete logs on a fixed schedule')
    expect(logs).not.toMatch(/\d+\s+days/)
  })

  it('when the privacy policy describes the delivery queue, then it says how long a delivered copy stays', () => {
    const queue =
      privacy.split('\n').find((line) => line.startsWith('- **The delivery queue**')) ?? ''
    // SENT_RETENTION_DAYS and RETRY_WINDOW_MS defaults; server/src/retention.test.ts ties them.
    expect(queue).toContain('deleted automatically 30 days after the last email went out')
    expect(queue).toContain('retrying for up to 24 hours')
    // DEAD_RETENTION_DAYS
    expect(queue).toContain('deleted automatically 90 days after the last attempt')
  })

  it('when the privacy policy says how a deletion request is handled, then it describes what `npm run inquiries -- forget` does', () => {
    const deletion =
      privacy.split('\n').find((line) => line.startsWith('When you ask us to delete')) ?? ''
    // Every inquiry from the address, any case, in every state, the files on disk included.
    expect(deletion).toContain('every inquiry sent from your email address')
    expect(deletion).toContain('whatever capital letters')
    expect(deletion).toContain(
      'those still waiting to be sent, those delivered, those that could not be delivered and those held back as suspected spam',
    )
    expect(deletion).toContain('including the copies the queue keeps in its files on disk')
  })

  it('when the privacy policy describes the home form, then it says the form posts to our server (docs/decisions/025), not through an email program', () => {
    const home =
      privacy.split('\n').find((line) => line.startsWith('- **The home page quick form.**')) ?? ''
    expect(home).toContain('to our server')
    expect(privacy).not.toMatch(/email program/i)
  })

  it('when the privacy policy lists who receives an inquiry and how spam is handled, then it names the team tools (WEBHOOK_URLS, SLACK_WEBHOOK_URL) and the quarantine', () => {
    expect(privacy).toContain('our team chat and the system we use to keep track of conversations')
    expect(privacy).toContain('holding a suspected submission aside, unsent')
  })

  it('when the site keeps a value in the browser, then the privacy policy names its key (cookie-banner.tsx, use-inquiry-form.ts, sent-name.ts)', () => {
    for (const key of ['`cookie-consent`', '`inquiry-draft:`', '`inquiry-sent-name`'])
      expect(privacy).toContain(key)
    expect(privacy).not.toContain('one saved preference in your browser,')
  })

  it('when the privacy policy speaks of held and undeliverable inquiries and of deletion, then it says the team is told, and that a +tag address is the same mailbox (docs/decisions/041, 024)', () => {
    expect(privacy).toContain('Our team is told of each one, at most once an hour')
    expect(privacy).toContain('If an inquiry cannot be delivered at all, our team is alerted')
    expect(privacy).toContain('whatever tag follows a plus sign')
    // The form sends a proof of work, no typing time of the browser's (docs/decisions/047).
    expect(privacy).toContain('solves it in the background while you type')
    expect(privacy).not.toContain('how many seconds you spent typing it')
  })

  it('when the legal pages mention other sites, then they claim no social profiles', () => {
    for (const text of [privacy, terms]) expect(text).not.toMatch(/social (media|network)/i)
  })

  it('when the terms speak of the brand portfolio, then they do not claim to own every listed domain', () => {
    expect(terms).not.toContain('remain our property')
    expect(terms).toContain('is not a statement that we hold its registration')
  })

  it('when the legal text quotes or elides, then it uses curly quotes and apostrophes', () => {
    for (const text of [privacy, terms]) {
      const prose = text.replace(/`[^`]*`|\]\([^)]*\)/g, '')
      expect(prose).not.toMatch(/["']/)
    }
  })
})
