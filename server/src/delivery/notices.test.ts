import { Queue } from 'bullmq'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { FileQueue } from '../queue/file/file-queue.ts'
import { type Harness, makeApp, postUntilAccepted, validInquiry } from '../test/harness.ts'
import { patient } from '../test/patience.ts'
import { RedisServer } from '../test/redis-server.ts'
import { SmtpSink } from '../test/smtp-sink.ts'
import { testSecret, verify, WebhookReceiver } from '../test/webhook-receiver.ts'

const SECRET = testSecret(9)
const STUDIO = 'partners@inletventures.example'
let smtp: SmtpSink
let receiver: WebhookReceiver
const cleanups: Array<() => Promise<unknown>> = []

beforeAll(async () => {
  smtp = await new SmtpSink().start()
  receiver = await new WebhookReceiver().start()
})
afterAll(async () => {
  await smtp.stop()
  await receiver.stop()
})
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.()
  smtp.messages.length = 0
  receiver.received.length = 0
  receiver.respond = () => 200
})

interface Event {
  type: string
  data: Record<string, unknown> & { id: string }
}
/** The signed events of one type the receiver took, each verified as a receiver would. */
const events = (type: string) =>
  receiver
    .delivered()
    .map((hook) => verify(SECRET, hook) as Event)
    .filter((event) => event.type === type)
const subjects = (start: string) =>
  smtp.messages.filter((mail) => mail.parsed.subject?.startsWith(start))
const digests = () => subjects('Held as suspected spam')
const alerts = () => subjects('Inquiry not delivered')

/**
 * Someone of their own (name, company, address, text). Held: an offer, posted as fast as a test
 * posts (too-fast), two soft signals, so the digest lists it on its own (a honeypot's would be
 * counted in the scripts' line).
 */
const person = (who: string, extra: Record<string, unknown> = {}) => ({
  ...validInquiry,
  name: `${who[0]?.toUpperCase()}${who.slice(1)} Sender`,
  company: `${who} company`,
  email: `${who}@${who}.example`,
  message: `First line of ${who}'s message, about a seed round.\nA second line.`,
  ...extra,
})
const held = (who: string) =>
  person(who, {
    message: `First line of ${who}'s message, about a seed round.\nDear sir, kindly reply YES on WhatsApp for our cheap SEO packages.`,
  })

describe.each(['file', 'redis'] as const)('the studio hears (%s backend)', (backend) => {
  let redisUrl = ''
  const server = async (env: Record<string, string>): Promise<Harness> => {
    if (backend === 'redis') {
      const redis = await new RedisServer().start()
      cleanups.push(() => redis.remove())
      redisUrl = redis.url
    }
    const harness = await makeApp({
      SMTP_URL: smtp.url,
      STUDIO_INBOX: STUDIO,
      ...(backend === 'redis' ? { REDIS_URL: redisUrl } : {}),
      ...env,
    })
    cleanups.push(() => harness.close())
    return harness
  }
  /** What the end of the digest window does, now: the file worker's timer, Redis's delayed job. */
  const endDigestWindow = async (harness: Harness) => {
    if (backend === 'file') return (harness.delivery as FileQueue).notices.closeDigest()
    const notices = new Queue('notices', { connection: { url: redisUrl }, prefix: 'inlet' })
    try {
      const [digest] = (await notices.getDelayed()).filter((job) => job.name === 'digest')
      await digest?.promote()
    } finally {
      await notices.close()
    }
  }

  it('when four inquiries are held in one digest window, one released and one forgotten before it ends, then one digest email lists the other two with their release lines, and each held inquiry sent its own signed inquiry.held event at once', async () => {
    // A day's window: the test's own trigger ends it, not the clock.
    const harness = await server({
      QUARANTINE_DIGEST_MINUTES: '1440',
      WEBHOOK_URLS: `${receiver.url}/hooks`,
      WEBHOOK_SECRET: SECRET,
    })
    const ids: Record<string, string> = {}
    for (const who of ['ada', 'ben', 'cy', 'dee'])
      ids[who] = await postUntilAccepted(harness, held(who))
    await vi.waitUntil(() => events('inquiry.held').length === 4, {
      timeout: patient(10_000),
      message: 'an inquiry.held event per held inquiry',
    })
    expect(events('inquiry.held').find((event) => event.data.id === ids.ada)?.data).toEqual({
      id: ids.ada,
      receivedAt: expect.any(String),
      // Posted at once after its challenge, as a test does: fast too.
      reasons: ['too-fast', 'offer'],
      name: 'Ada Sender',
      company: 'ada company',
      email: 'ada@ada.example',
      firstLine: "First line of ada's message, about a seed round.",
      command: `npm run inquiries -- release ${ids.ada}`,
    })
    expect(digests()).toEqual([]) // not before the window ends

    expect(await harness.delivery.release(ids.cy ?? '')).toBe(true)
    await harness.delivery.forget('dee@dee.example')
    await endDigestWindow(harness)
    await vi.waitUntil(() => digests().length === 1, {
      timeout: patient(10_000),
      message: 'the digest',
    })
    await harness.delivery.idle()

    const [digest] = digests()
    expect(digest?.envelope.to).toEqual([STUDIO])
    const text = digest?.parsed.text ?? ''
    for (const who of ['ada', 'ben']) {
      expect(text).toContain(
        `${who[0]?.toUpperCase()}${who.slice(1)} Sender (${who} company) <${who}@${who}.example>`,
      )
      expect(text).toContain(`First line of ${who}'s message, about a seed round.`)
      expect(text).toContain(`npm run inquiries -- release ${ids[who]}`)
    }
    expect(text).toContain('held for too-fast, offer')
    for (const gone of [ids.cy ?? '', ids.dee ?? '', 'dee@dee.example', 'Cy Sender']) {
      expect(text).not.toContain(gone)
      expect(digest?.parsed.html).not.toContain(gone)
    }
    expect(digests()).toHaveLength(1)
  })

  it('when QUARANTINE_DIGEST_MINUTES is 0, then each held inquiry brings its own digest email at once', async () => {
    const harness = await server({ QUARANTINE_DIGEST_MINUTES: '0' })
    const ids = [
      await postUntilAccepted(harness, held('eli')),
      await postUntilAccepted(harness, held('fay')),
    ]
    await vi.waitUntil(() => digests().length === 2, {
      timeout: patient(10_000),
      message: 'two digests',
    })
    const listed = digests().map((mail) =>
      [...(mail.parsed.text ?? '').matchAll(/inquiries -- release (\S+)/g)].map(
        (match) => match[1],
      ),
    )
    expect(listed.sort()).toEqual(ids.map((id) => [id]).sort())
    expect(digests().map((mail) => mail.parsed.subject)).toEqual([
      'Held as suspected spam: 1 inquiry',
      'Held as suspected spam: 1 inquiry',
    ])
  })

  it('when an inquiry’s webhook is refused for good (HTTP 400), then the studio gets an inquiry.failed email naming that part, its error and the retry line', async () => {
    receiver.respond = ({ path }) => (path === '/refuses' ? 400 : 200)
    const harness = await server({
      WEBHOOK_URLS: `${receiver.url}/refuses`,
      WEBHOOK_SECRET: SECRET,
    })
    const id = await postUntilAccepted(harness, person('gus'))
    await vi.waitUntil(() => alerts().length === 1, {
      timeout: patient(10_000),
      message: 'the alert',
    })
    await harness.delivery.idle()

    const [alert] = alerts()
    expect(alert?.envelope.to).toEqual([STUDIO])
    expect(alert?.parsed.subject).toBe('Inquiry not delivered: Gus Sender (gus company)')
    const text = alert?.parsed.text ?? ''
    expect(text).toMatch(
      new RegExp(`webhook 127\\.0\\.0\\.1:${receiver.port} \\(\\w{12}\\): HTTP 400`),
    )
    expect(text).toContain(`npm run inquiries -- retry ${id}`)
    expect(text).toContain('From: Gus Sender (gus company) <gus@gus.example>')
    // Not to the endpoint that refused: it had the inquiry.received event, and nothing else.
    expect(receiver.received.map((hook) => hook.status)).toEqual([400])
    expect(smtp.messages).toHaveLength(3) // the inquiry's two, and the alert
  })

  it('when the studio inbox refuses an inquiry’s email for good (SMTP 550), then the webhook gets a signed inquiry.failed event naming the notification, its error without the address, and the retry line', async () => {
    const refusing = await new SmtpSink().start({ unknownMailboxes: [STUDIO] })
    cleanups.push(() => refusing.stop())
    const harness = await server({
      SMTP_URL: refusing.url,
      WEBHOOK_URLS: `${receiver.url}/hooks`,
      WEBHOOK_SECRET: SECRET,
    })
    const id = await postUntilAccepted(harness, person('hal'))
    await vi.waitUntil(() => events('inquiry.failed').length === 1, {
      timeout: patient(10_000),
      message: 'the inquiry.failed event',
    })
    await harness.delivery.idle()

    const [event] = events('inquiry.failed')
    expect(event?.data).toEqual({
      id,
      receivedAt: expect.any(String),
      name: 'Hal Sender',
      company: 'hal company',
      email: 'hal@hal.example',
      failed: [
        { part: 'notification', state: 'failed', lastError: expect.stringContaining('550') },
        { part: 'confirmation', state: 'pending' },
      ],
      command: `npm run inquiries -- retry ${id}`,
    })
    expect(JSON.stringify(event)).not.toContain(STUDIO)
    expect(events('inquiry.received').map((each) => each.data.id)).toEqual([id])
    expect(events('inquiry.failed')).toHaveLength(1)
  })

  it('when the founder’s mail server refuses the confirmation for good (SMTP 550) after the studio’s notification went out, then no inquiry.failed goes anywhere, and the next digest notes that the confirmation to this address bounced, beside a held inquiry', async () => {
    const bouncing = await new SmtpSink().start({ unknownMailboxes: ['ivy@ivy.example'] })
    cleanups.push(() => bouncing.stop())
    const harness = await server({
      SMTP_URL: bouncing.url,
      QUARANTINE_DIGEST_MINUTES: '1440',
      WEBHOOK_URLS: `${receiver.url}/hooks`,
      WEBHOOK_SECRET: SECRET,
    })
    const id = await postUntilAccepted(harness, person('ivy'))
    const heldId = await postUntilAccepted(harness, held('jo'))
    await vi.waitUntil(async () => (await harness.delivery.show(id))?.state === 'sent', {
      timeout: patient(10_000),
      message: 'the inquiry delivered',
    })
    await harness.delivery.idle()
    expect(await harness.delivery.show(id)).toMatchObject({ confirmation: 'bounced' })
    expect(events('inquiry.received').map((event) => event.data.id)).toEqual([id])
    expect(events('inquiry.failed')).toEqual([])
    const subjectsOf = () => bouncing.messages.map((mail) => mail.parsed.subject)
    expect(subjectsOf()).toEqual(['New inquiry from Ivy Sender (ivy company)'])

    await endDigestWindow(harness)
    await vi.waitUntil(() => bouncing.messages.length === 2, {
      timeout: patient(10_000),
      message: 'the digest',
    })
    await harness.delivery.idle()
    const digest = bouncing.messages[1]
    expect(digest?.parsed.subject).toBe('Held as suspected spam: 1 inquiry')
    const text = digest?.parsed.text ?? ''
    expect(text).toContain(`npm run inquiries -- release ${heldId}`)
    expect(text).toMatch(
      new RegExp(
        `The confirmation to this address bounced: Ivy Sender \\(ivy company\\) <ivy@ivy\\.example>, received .* \\(reference ${id}\\)`,
      ),
    )
    expect(digest?.parsed.html).toContain('The confirmation to this address bounced: Ivy Sender')
    expect(subjectsOf().filter((subject) => subject?.startsWith('Inquiry not delivered'))).toEqual(
      [],
    )
    expect(events('inquiry.failed')).toEqual([])
  })

  it('when a confirmation bounces and QUARANTINE_DIGEST_MINUTES is 0, then a digest of its own notes it at once', async () => {
    const bouncing = await new SmtpSink().start({ unknownMailboxes: ['kit@kit.example'] })
    cleanups.push(() => bouncing.stop())
    const harness = await server({ SMTP_URL: bouncing.url, QUARANTINE_DIGEST_MINUTES: '0' })
    const id = await postUntilAccepted(harness, person('kit'))
    await vi.waitUntil(() => bouncing.messages.length === 2, {
      timeout: patient(10_000),
      message: 'the notification and the digest',
    })
    await harness.delivery.idle()
    const [notification, digest] = bouncing.messages
    expect(notification?.parsed.subject).toBe('New inquiry from Kit Sender (kit company)')
    expect(digest?.parsed.subject).toBe('Confirmation bounced: 1 address')
    expect(digest?.parsed.text).toContain(
      'The confirmation to this address bounced: Kit Sender (kit company) <kit@kit.example>',
    )
    expect(digest?.parsed.text).toContain(`(reference ${id})`)
    expect(bouncing.messages).toHaveLength(2)
  })
})
