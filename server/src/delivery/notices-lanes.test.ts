import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type Harness, makeApp, postUntilAccepted, validInquiry } from '../test/harness.ts'
import { patient } from '../test/patience.ts'
import { RedisServer } from '../test/redis-server.ts'
import { SmtpSink } from '../test/smtp-sink.ts'
import { NO_ANSWER, testSecret, WebhookReceiver } from '../test/webhook-receiver.ts'

const SECRET = testSecret(5)
const STUDIO = 'partners@inletventures.example'
/** Long, so "before the hook time-out" leaves a margin no loaded machine eats (npm test asserts no time). */
const HOOK_TIMEOUT_MS = 30_000
const HELD = 30
let smtp: SmtpSink
const cleanups: Array<() => Promise<unknown>> = []

beforeAll(async () => {
  smtp = await new SmtpSink().start()
})
afterAll(() => smtp.stop())
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.()
  smtp.messages.length = 0
})

/** Polls often, so the time noted is close to when it happened. */
const when = async (check: () => boolean | Promise<boolean>, message: string, timeout: number) => {
  await vi.waitUntil(check, { timeout, interval: 20, message })
  return Date.now()
}
const eventType = (body: string) => (JSON.parse(body) as { type: string }).type

describe.each(['file', 'redis'] as const)('notices in their own lanes (%s backend)', (backend) => {
  it(
    `when a webhook endpoint never answers the studio's notices and ${HELD} held inquiries are queued, then an inquiry's alert email and the next held inquiry's digest go out while that endpoint still holds its requests open, and another endpoint gets every notice meanwhile`,
    async () => {
      // Refuses inquiries (so one goes to the dead letter at once), never answers a notice.
      const hanging = await new WebhookReceiver().start()
      hanging.respond = ({ body }) => (eventType(body) === 'inquiry.received' ? 400 : NO_ANSWER)
      const answering = await new WebhookReceiver().start()
      let redisUrl = ''
      if (backend === 'redis') {
        const redis = await new RedisServer().start()
        cleanups.push(() => redis.remove())
        redisUrl = redis.url
      }
      const harness: Harness = await makeApp({
        SMTP_URL: smtp.url,
        STUDIO_INBOX: STUDIO,
        QUARANTINE_DIGEST_MINUTES: '0',
        WEBHOOK_URLS: `${hanging.url}/hooks,${answering.url}/hooks`,
        WEBHOOK_SECRET: SECRET,
        WEBHOOK_TIMEOUT_MS: String(HOOK_TIMEOUT_MS),
        ...(backend === 'redis' ? { REDIS_URL: redisUrl } : {}),
      })
      cleanups.push(() => harness.close())
      // Before the server closes: its hung requests end, and its stop does not wait them out.
      cleanups.push(() => Promise.all([hanging.stop(), answering.stop()]))
      const subjects = (start: string) =>
        smtp.messages.filter((mail) => mail.parsed.subject?.startsWith(start))

      for (let n = 0; n < HELD; n++) {
        await postUntilAccepted(harness, {
          ...validInquiry,
          name: `Spam Sender ${n}`,
          email: `spam${n}@spam${n}.example`,
          message: `Cheap watches, lot ${n}, best price this week only.`,
          fax: 'cheap watches',
        })
      }
      const firstHang = await when(
        () => hanging.received.length > 0,
        'the hanging endpoint took a notice',
        10_000,
      )
      const deadline = firstHang + HOOK_TIMEOUT_MS

      const postedAt = Date.now()
      const id = await postUntilAccepted(harness, {
        ...validInquiry,
        name: 'Real Founder',
        email: 'founder@harbourline.example',
      })
      const deadAt = await when(
        async () => (await harness.delivery.show(id))?.state === 'dead',
        'the inquiry in the dead letter',
        deadline - Date.now(),
      )
      const alertAt = await when(
        () => subjects('Inquiry not delivered: Real Founder').length === 1,
        'the alert email, before the hanging endpoint timed out',
        deadline - Date.now(),
      )
      const heldAt = Date.now()
      await postUntilAccepted(harness, {
        ...validInquiry,
        name: 'Last Spammer',
        email: 'last@spam-last.example',
        message: 'Cheap watches, the last lot.',
        fax: 'cheap watches',
      })
      const digestAt = await when(
        () => subjects('Held as suspected spam').length === HELD + 1,
        'the last held inquiry’s digest, before the hanging endpoint timed out',
        deadline - Date.now(),
      )
      const fastAt = await when(
        () =>
          answering.delivered().filter((hook) => eventType(hook.body) === 'inquiry.held').length ===
          HELD + 1,
        'every inquiry.held event at the endpoint that answers',
        deadline - Date.now(),
      )
      const hungAtEnd = hanging.received.filter((hook) => hook.status === NO_ANSWER).length
      console.warn(
        `[${backend}] post→dead letter ${deadAt - postedAt} ms; dead letter→alert email ${alertAt - deadAt} ms; held post→its digest ${digestAt - heldAt} ms; every inquiry.held at the answering endpoint ${fastAt - firstHang} ms after the first hang; requests hung at the hanging endpoint: ${hungAtEnd}`,
      )
      // Structural: all of it went out inside the first hung request's time-out.
      expect(Date.now()).toBeLessThan(deadline)
      expect(subjects('Inquiry not delivered')).toHaveLength(1)
      // The hanging endpoint holds at most a lane's width of notices at once (DELIVERY_CONCURRENCY).
      expect(hungAtEnd).toBeLessThanOrEqual(4)
    },
    patient(90_000),
  )
})
