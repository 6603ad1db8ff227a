import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Inquiry } from '@inlet/shared/inquiry'
import { Queue } from 'bullmq'
import { Redis } from 'ioredis'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadConfig } from '../config.ts'
import type { FileQueue } from '../queue/file/file-queue.ts'
import { runCli } from '../test/cli.ts'
import {
  type Harness,
  makeApp,
  postUntilAccepted,
  validInquiry,
  withProof,
} from '../test/harness.ts'
import { HeldPort } from '../test/held-port.ts'
import { patient } from '../test/patience.ts'
import { RedisServer } from '../test/redis-server.ts'
import { SmtpSink } from '../test/smtp-sink.ts'
import { testSecret, verify, WebhookReceiver } from '../test/webhook-receiver.ts'

const OLD = testSecret(1)
const NEW = testSecret(2)
const METRICS_TOKEN = 'metrics-token-for-the-webhooks'
/** The studio inbox by default (the site's contact address). */
const STUDIO = 'hello@inletventures.example'
const LONG_MESSAGE = `We run booking software for 40 marinas. ${'Details follow. '.repeat(40)}`

let smtp: SmtpSink
let receiver: WebhookReceiver
let redis: RedisServer
/** An SMTP address held with nobody behind it: every email keeps failing. */
let smtpDown: HeldPort
const harnesses: Harness[] = []

beforeAll(async () => {
  smtp = await new SmtpSink().start()
  receiver = await new WebhookReceiver().start()
  redis = await new RedisServer().start()
  smtpDown = await HeldPort.open()
})
afterAll(async () => {
  await smtp.stop()
  await receiver.stop()
  await redis.remove()
  await smtpDown.close()
})
afterEach(async () => {
  while (harnesses.length) await harnesses.pop()?.close()
  receiver.received.length = 0
  receiver.respond = () => 200
  smtp.messages.length = 0
})

async function server(env: Record<string, string>): Promise<Harness> {
  const harness = await makeApp({ SMTP_URL: smtp.url, ...env })
  harnesses.push(harness)
  return harness
}

async function until(harness: Harness, state: 'sent' | 'dead') {
  await vi.waitUntil(async () => (await harness.delivery.counts())[state] === 1, {
    timeout: patient(15_000),
    message: `the inquiry to be ${state}`,
  })
}

describe('when webhooks and Slack are configured', () => {
  it('then each endpoint gets one signed inquiry.received event with the inquiry, and Slack a short message', async () => {
    const harness = await server({
      WEBHOOK_URLS: `${receiver.url}/hooks, ${receiver.url}/crm`,
      WEBHOOK_SECRET: OLD,
      SLACK_WEBHOOK_URL: `${receiver.url}/slack`,
      METRICS_TOKEN,
    })
    const inquiry = {
      ...validInquiry,
      name: 'Marisol <!channel> Vega',
      domain: 'lestartup.com',
      message: LONG_MESSAGE,
    }
    const id = await postUntilAccepted(harness, inquiry)
    await until(harness, 'sent')

    const [hook] = receiver.delivered('/hooks')
    const [crm] = receiver.delivered('/crm')
    expect(receiver.received.map((each) => each.path).sort()).toEqual(['/crm', '/hooks', '/slack'])
    if (!hook || !crm) throw new Error('a webhook is missing')
    const event = verify(OLD, hook) as { type: string; timestamp: string; data: never }
    expect(event).toMatchObject({
      type: 'inquiry.received',
      data: {
        id,
        name: inquiry.name,
        email: inquiry.email,
        company: inquiry.company,
        message: LONG_MESSAGE.trim(),
        context: 'funding',
        domain: 'lestartup.com',
        brand: { name: 'LeStartup', category: 'Business' },
      },
    })
    expect(Date.parse((event.data as { receivedAt: string }).receivedAt)).not.toBeNaN()
    expect(verify(OLD, crm)).toEqual(event)
    expect(hook.headers['webhook-id']).toMatch(/^msg_/)
    expect(hook.headers['webhook-id']).not.toBe(crm.headers['webhook-id'])

    const slack = receiver.received.find((each) => each.path === '/slack')
    const { text } = JSON.parse(slack?.body ?? '{}') as { text: string }
    expect(text).toContain('Marisol &lt;!channel&gt; Vega (Tidewater Analytics)')
    expect(text).toContain('Context: funding')
    expect(text).toContain(`> ${LONG_MESSAGE.slice(0, 300)}…`)
    expect(text).not.toContain(LONG_MESSAGE.slice(0, 301))
    expect(text).toContain(`Inquiry id: ${id}`)
    expect(smtp.messages).toHaveLength(2)

    const metrics = await (
      await fetch(`${harness.url}/api/metrics`, {
        headers: { Authorization: `Bearer ${METRICS_TOKEN}` },
      })
    ).text()
    expect(metrics).toContain(`inlet_webhook_deliveries_total{host="127.0.0.1:${receiver.port}"} 3`)
  })

  it('then during a secret rotation each delivery verifies with the old and the new secret, and after it with the new one only', async () => {
    const during = await server({
      WEBHOOK_URLS: `${receiver.url}/hooks`,
      WEBHOOK_SECRET: `${NEW} ${OLD}`,
    })
    await postUntilAccepted(during, validInquiry)
    await until(during, 'sent')
    const [signedWithBoth] = receiver.delivered()
    if (!signedWithBoth) throw new Error('no webhook during the rotation')
    expect(verify(OLD, signedWithBoth)).toMatchObject({ type: 'inquiry.received' })
    expect(verify(NEW, signedWithBoth)).toMatchObject({ type: 'inquiry.received' })

    const after = await server({ WEBHOOK_URLS: `${receiver.url}/hooks`, WEBHOOK_SECRET: NEW })
    // Its own text: one text from several addresses is quarantined as a repeat (ADR 035).
    const second = {
      ...validInquiry,
      email: 'second@example.com',
      message: `${validInquiry.message}!`,
    }
    await postUntilAccepted(after, second)
    await until(after, 'sent')
    const signedWithNew = receiver.delivered()[1]
    if (!signedWithNew) throw new Error('no webhook after the rotation')
    expect(verify(NEW, signedWithNew)).toMatchObject({ type: 'inquiry.received' })
    expect(() => verify(OLD, signedWithNew)).toThrow('No matching signature found')
  })

  it('then a receiver that answers 503 three times and then 200 gets the event exactly once, and no email goes twice', async () => {
    let calls = 0
    receiver.respond = () => (++calls <= 3 ? 503 : 200)
    const harness = await server({ WEBHOOK_URLS: `${receiver.url}/hooks`, WEBHOOK_SECRET: OLD })
    await postUntilAccepted(harness, validInquiry)
    await until(harness, 'sent')

    expect(receiver.received.map((hook) => hook.status)).toEqual([503, 503, 503, 200])
    expect(new Set(receiver.received.map((hook) => hook.headers['webhook-id'])).size).toBe(1)
    for (const hook of receiver.received) expect(verify(OLD, hook)).toBeTruthy()
    expect(receiver.delivered()).toHaveLength(1)
    expect(smtp.messages).toHaveLength(2)
  })
})

describe.each(['file', 'redis'] as const)(
  'when a receiver refuses an inquiry for good (%s backend)',
  (backend) => {
    it('then show lists every part with its state, and retry sends only the parts not delivered', async () => {
      const slackToken = 'T0000/B0000/slack-token-in-the-url'
      let broken = true
      receiver.respond = ({ path }) =>
        path === '/gone' ? 410 : path === '/crm' && broken ? 400 : 200
      const env = {
        ...(backend === 'redis' ? { REDIS_URL: redis.url } : {}),
        WEBHOOK_URLS: `${receiver.url}/gone,${receiver.url}/crm`,
        WEBHOOK_SECRET: OLD,
        SLACK_WEBHOOK_URL: `${receiver.url}/slack/${slackToken}`,
      }
      const harness = await server(env)
      const id = await postUntilAccepted(harness, validInquiry)
      await until(harness, 'dead')
      const cli = (...args: string[]) =>
        runCli({ ...env, OUTBOX_DIR: harness.outboxDir, LOG_LEVEL: 'silent' }, ...args)

      const shown = await cli('show', id)
      expect(shown.code).toBe(0)
      const host = `127.0.0.1:${receiver.port}`
      expect(shown.stdout).toMatch(/notification +sent/)
      expect(shown.stdout).toMatch(/confirmation +sent/)
      expect(shown.stdout).toMatch(new RegExp(`webhook ${host} \\(\\w{12}\\) +stopped .* HTTP 410`))
      expect(shown.stdout).toMatch(
        new RegExp(`webhook ${host} \\(\\w{12}\\) +permanent .* HTTP 400`),
      )
      expect(shown.stdout).toMatch(new RegExp(`slack ${host} +sent`))
      expect(shown.stdout).not.toContain(slackToken)
      expect(shown.stdout).not.toContain(OLD.slice(6))
      const { parts } = JSON.parse((await cli('show', id, '--json')).stdout) as {
        parts: Array<{ part: string; state: string }>
      }
      expect(parts.map((part) => part.state)).toEqual([
        'sent',
        'sent',
        'stopped',
        'permanent',
        'sent',
      ])

      // The studio hears of the dead letter where the inquiry went through: its inbox and Slack.
      const isAlert = (hook: { body: string }) => hook.body.includes('could not be delivered')
      await vi.waitUntil(() => smtp.messages.length === 3 && receiver.received.some(isAlert), {
        timeout: patient(10_000),
        message: 'the alert email and Slack message',
      })
      expect(smtp.messages[2]?.parsed.text).toContain(`webhook ${host}`)
      expect(smtp.messages[2]?.parsed.text).toContain(`npm run inquiries -- retry ${id}`)

      broken = false
      expect((await cli('retry', id)).code).toBe(0)
      // What the file queue's rescan timer does within 30 s, without the wait (Redis: at once).
      if (backend === 'file') (harness.delivery as FileQueue).worker.kick()
      await until(harness, 'sent')
      const posts = receiver.received.filter((hook) => !isAlert(hook))
      expect(posts.map((hook) => `${hook.path.split('/')[1]} ${hook.status}`)).toEqual([
        'gone 410',
        'crm 400',
        'slack 200',
        'crm 200',
      ])
      expect(receiver.received.filter(isAlert)).toHaveLength(1)
      expect(smtp.messages).toHaveLength(3)
    })
  },
)

/** An endpoint that takes every request and never answers; counts the ones the sender gave up on. */
async function hangingEndpoint() {
  const requests: IncomingMessage[] = []
  let abandoned = 0
  const endpoint = createServer((req) => {
    requests.push(req)
    req.socket.once('close', () => abandoned++)
  })
  await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}`,
    requests,
    /** Requests whose connection the sender closed: its time-out ran out. */
    abandoned: () => abandoned,
    stop: async () => {
      endpoint.closeAllConnections()
      await new Promise((resolve) => endpoint.close(resolve))
    },
  }
}

describe.each(['file', 'redis'] as const)(
  'when one webhook endpoint never answers (%s backend)',
  (backend) => {
    it('then 12 inquiries sent at once all have their studio email before the first webhook time-out runs out', async () => {
      const hanging = await hangingEndpoint()
      try {
        const harness = await server({
          WEBHOOK_URLS: `${hanging.url}/hooks`,
          WEBHOOK_SECRET: OLD,
          ...(backend === 'redis' ? { REDIS_URL: redis.url } : {}),
        })
        if (backend === 'redis') await harness.delivery.check()
        const studio = () => smtp.messages.filter((m) => m.envelope.to[0] === STUDIO).length
        const sent = await Promise.all(
          Array.from({ length: 12 }, async (_, i) =>
            fetch(`${harness.url}/api/send-contact-email`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify(
                await withProof(harness.url, {
                  ...validInquiry,
                  email: `hang-${backend}-${i}@example.com`,
                  message: `${validInquiry.message} Inquiry ${i} of 12 (${backend}).`,
                }),
              ),
            }),
          ),
        )
        expect(sent.map((res) => res.status)).toEqual(Array(12).fill(202))
        // Until every studio email is in, or the first webhook is given up on (10 s in).
        await vi.waitUntil(() => studio() === 12 || hanging.abandoned() > 0, {
          timeout: patient(30_000),
          interval: 50,
        })
        expect({ studioEmails: studio(), webhooksGivenUp: hanging.abandoned() }).toEqual({
          studioEmails: 12,
          webhooksGivenUp: 0,
        })
        // The hooks were really waiting on the endpoint all along, at most one lane of them.
        expect(hanging.requests.length).toBeGreaterThan(0)
        expect(hanging.requests.length).toBeLessThanOrEqual(4)
      } finally {
        await hanging.stop() // the waiting hooks fail now, and the server closes without waiting
        while (harnesses.length) await harnesses.pop()?.close()
        if (backend === 'redis') {
          // Its 12 jobs still owe a webhook: they must not reach the next test's replicas.
          const client = new Redis(redis.url)
          await client.flushall()
          client.disconnect()
        }
      }
    })
  },
)

describe('when an inquiry stored before webhooks existed is still pending', () => {
  it('then the worker sends its missing email and the webhook, and not the email it had sent', async () => {
    const harness = await server({ WEBHOOK_URLS: `${receiver.url}/hooks`, WEBHOOK_SECRET: OLD })
    const queue = harness.delivery as FileQueue
    await queue.outbox.add({
      id: 'stored-before-webhooks',
      receivedAt: new Date().toISOString(),
      nextAttemptAt: new Date().toISOString(),
      attempts: 1,
      sent: { notification: new Date().toISOString() },
      confirmation: 'allowed',
      inquiry: { ...validInquiry, email: 'earlier@example.com' } as Inquiry,
    })
    queue.worker.kick()
    await until(harness, 'sent')
    expect(smtp.messages.map((mail) => mail.envelope.to)).toEqual([['earlier@example.com']])
    expect(
      receiver.delivered().map((hook) => (verify(OLD, hook) as { data: { id: string } }).data.id),
    ).toEqual(['stored-before-webhooks'])
  })
})

describe('when two replicas on Redis take turns with an inquiry whose emails keep failing', () => {
  it('then the one that tried the webhook first does not send it again after the other delivered it', async () => {
    const env = {
      REDIS_URL: redis.url,
      SMTP_URL: smtpDown.url('smtp'), // the emails keep failing
      WEBHOOK_URLS: `${receiver.url}/hooks`,
      WEBHOOK_SECRET: OLD,
    }
    const first = await server(env)
    const second = await server(env)
    await second.delivery.stop()
    const connection = new Redis(redis.url, { maxRetriesPerRequest: null })
    const jobs = new Queue('inquiries', { connection, prefix: 'inlet' })
    const attempts = async (id: string) => (await jobs.getJob(id))?.attemptsMade ?? 0
    try {
      receiver.respond = () => 503
      // Its own text: one text from several addresses is quarantined as a repeat (ADR 035).
      const turns = {
        ...validInquiry,
        email: 'turns@example.com',
        message: `${validInquiry.message} (turns)`,
      }
      const id = await postUntilAccepted(first, turns)
      await vi.waitUntil(() => receiver.received.length >= 1, { timeout: patient(10_000) })
      await first.delivery.stop()

      receiver.respond = () => 200
      second.delivery.start()
      await vi.waitUntil(() => receiver.delivered().length === 1, { timeout: patient(10_000) })
      await second.delivery.stop()

      const before = await attempts(id)
      first.delivery.start()
      await vi.waitUntil(async () => (await attempts(id)) >= before + 2, {
        timeout: patient(10_000),
      })
      await first.delivery.stop()
      expect(receiver.delivered()).toHaveLength(1)
    } finally {
      await jobs.close()
      connection.disconnect()
    }
  })
})

describe('when the webhook settings are empty, as Compose passes them unset', () => {
  it('then the server starts with no webhook and no Slack', () => {
    const config = loadConfig({ WEBHOOK_URLS: '', WEBHOOK_SECRET: '', SLACK_WEBHOOK_URL: '' })
    expect(config).toMatchObject({ WEBHOOK_URLS: [], WEBHOOK_SECRET: [] })
    expect(config.SLACK_WEBHOOK_URL).toBeUndefined()
  })
})

describe('when the webhook settings are wrong', () => {
  const base = { WEBHOOK_URLS: 'https://crm.example/hooks' }
  it.each([
    [{ ...base }, 'WEBHOOK_SECRET: is needed when WEBHOOK_URLS is set'],
    [{ ...base, WEBHOOK_SECRET: 'whsec_short' }, 'WEBHOOK_SECRET: secret 1 is not in the form'],
    [{ ...base, WEBHOOK_SECRET: `${OLD} not-a-secret` }, 'WEBHOOK_SECRET: secret 2 is not'],
    [
      { WEBHOOK_URLS: 'https://crm.example/a, ftp://x.example', WEBHOOK_SECRET: OLD },
      'WEBHOOK_URLS: entry 2 is not an http',
    ],
    [{ SLACK_WEBHOOK_URL: 'hooks.slack.example/T0/B0/x' }, 'SLACK_WEBHOOK_URL: is not an http'],
  ])('then start-up fails naming the variable, never the secret (%#)', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message)
    try {
      loadConfig(env)
    } catch (error) {
      expect((error as Error).message).not.toContain('not-a-secret')
      expect((error as Error).message).not.toContain(OLD)
    }
  })
})
