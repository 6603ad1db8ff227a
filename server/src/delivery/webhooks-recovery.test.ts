import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeSiteFixture, validInquiry, withProof } from '../test/harness.ts'
import { HeldPort } from '../test/held-port.ts'
import { patient } from '../test/patience.ts'
import { RedisServer } from '../test/redis-server.ts'
import { crash, startServerProcess } from '../test/server-process.ts'
import { SmtpSink } from '../test/smtp-sink.ts'
import { testSecret, verify, WebhookReceiver } from '../test/webhook-receiver.ts'

const SECRET = testSecret(7)
const LOCK_MS = 2_000
const cleanups: Array<() => unknown> = []

afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.()
})

/** A site, a real SMTP sink, and a webhook address held with nobody behind it yet (the receiver is down). */
async function setting() {
  const dist = makeSiteFixture()
  cleanups.push(() => rmSync(dist, { recursive: true, force: true }))
  const smtp = await new SmtpSink().start()
  cleanups.push(() => smtp.stop())
  const hookDoor = await HeldPort.open()
  cleanups.push(() => hookDoor.close())
  const env = {
    CLIENT_DIST: dist,
    SMTP_URL: smtp.url,
    SMTP_TIMEOUT_MS: '5000',
    RETRY_BASE_MS: '100',
    RETRY_MAX_MS: '400',
    RATE_LIMIT_MAX: '1000',
    WEBHOOK_URLS: `${hookDoor.url()}/hooks`,
    WEBHOOK_SECRET: SECRET,
  }
  return { smtp, hookDoor, env }
}

async function post(url: string, n: number): Promise<string> {
  const res = await fetch(`${url}/api/send-contact-email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    // One address each: an address gets one confirmation a day; and its own text: one text from
    // several addresses is quarantined as a repeat (ADR 035).
    body: JSON.stringify(
      await withProof(url, {
        ...validInquiry,
        name: `Founder ${n}`,
        email: `founder${n}@example.com`,
        message: `${validInquiry.message} (founder ${n})`,
      }),
    ),
  })
  expect(res.status).toBe(202)
  return ((await res.json()) as { id: string }).id
}

/** Starts the receiver behind the held address: 503 to the first `failures` tries of each event. */
async function receiverUp(at: HeldPort, failures: number) {
  const receiver = new WebhookReceiver()
  const tries = new Map<string, number>()
  receiver.respond = ({ headers }) => {
    const id = headers['webhook-id'] ?? ''
    tries.set(id, (tries.get(id) ?? 0) + 1)
    return (tries.get(id) ?? 0) <= failures ? 503 : 200
  }
  await receiver.start(at)
  cleanups.push(() => receiver.stop())
  return receiver
}

/** Every delivered event verifies, and each inquiry's event was delivered exactly once. */
function expectEachOnce(receiver: WebhookReceiver, ids: string[]) {
  const delivered = receiver
    .delivered()
    .map((hook) => verify(SECRET, hook) as { data: { id: string } })
  expect(delivered.map((event) => event.data.id).sort()).toEqual([...ids].sort())
}

describe('when the webhook receiver is down and the server is killed with inquiries pending', () => {
  it('then after the restart the receiver gets each event once, and no email goes twice', async () => {
    const { smtp, hookDoor, env: base } = await setting()
    const outboxDir = mkdtempSync(join(tmpdir(), 'inlet-outbox-'))
    cleanups.push(() => rmSync(outboxDir, { recursive: true, force: true }))
    const env = { ...base, OUTBOX_DIR: outboxDir }

    const first = await startServerProcess(env)
    cleanups.push(() => crash(first.child))
    const ids = [await post(first.url, 1), await post(first.url, 2), await post(first.url, 3)]
    // The emails went out; the webhooks keep failing (nobody listens), so all three stay pending.
    await smtp.waitFor(6, 10_000)
    await new Promise((resolve) => setTimeout(resolve, 500))
    await crash(first.child)
    expect(readdirSync(join(outboxDir, 'pending'))).toHaveLength(3)

    const receiver = await receiverUp(hookDoor, 0)
    const second = await startServerProcess(env)
    cleanups.push(() => crash(second.child))
    // The killed process's delivery lock goes stale after 10 s; then the new one takes over.
    await vi.waitUntil(() => readdirSync(join(outboxDir, 'sent')).length === 3, {
      timeout: patient(30_000),
      message: 'the three inquiries delivered',
    })
    await new Promise((resolve) => setTimeout(resolve, 800))

    expectEachOnce(receiver, ids)
    expect(receiver.received).toHaveLength(3)
    expect(smtp.messages).toHaveLength(6)
  })
})

describe('when two replicas share Redis, the receiver is down, and one replica is killed', () => {
  it(
    'then a receiver that answers 503 three times and then 200 gets each event exactly once',
    async () => {
      const { smtp, hookDoor, env: base } = await setting()
      const redis = await new RedisServer().start()
      cleanups.push(() => redis.remove())
      const env = { ...base, REDIS_URL: redis.url, QUEUE_LOCK_MS: String(LOCK_MS) }

      const victim = await startServerProcess(env)
      const survivor = await startServerProcess(env)
      for (const replica of [victim, survivor]) cleanups.push(() => crash(replica.child))
      const ids: string[] = []
      for (let n = 0; n < 10; n++) ids.push(await post((n % 2 ? survivor : victim).url, n))
      await smtp.waitFor(20, 20_000)
      await new Promise((resolve) => setTimeout(resolve, 500))
      await crash(victim.child)

      const receiver = await receiverUp(hookDoor, 3)
      const restarted = await startServerProcess(env)
      cleanups.push(() => crash(restarted.child))
      await vi.waitUntil(() => receiver.delivered().length >= ids.length, {
        timeout: patient(30_000),
        message: 'every event delivered',
      })
      // Long enough for a stalled job to be handed back and sent twice, if it were.
      await new Promise((resolve) => setTimeout(resolve, 3 * LOCK_MS))

      expectEachOnce(receiver, ids)
      const statuses = new Map<string, number[]>()
      for (const hook of receiver.received) {
        const id = hook.headers['webhook-id'] ?? ''
        statuses.set(id, [...(statuses.get(id) ?? []), hook.status])
      }
      expect(new Set([...statuses.values()].map((each) => each.join(',')))).toEqual(
        new Set(['503,503,503,200']),
      )
      expect(smtp.messages).toHaveLength(20)
    },
    patient(90_000),
  )
})
