import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { withProof } from '../proof-solver.ts'
import { makeSiteFixture, validInquiry } from '../test/harness.ts'
import { HeldPort } from '../test/held-port.ts'
import { patient } from '../test/patience.ts'
import { RedisServer } from '../test/redis-server.ts'
import { crash, startServerProcess } from '../test/server-process.ts'
import { SmtpSink } from '../test/smtp-sink.ts'
import { testSecret, verify, WebhookReceiver } from '../test/webhook-receiver.ts'

const SECRET = testSecret(5)
const LOCK_MS = 2_000
const cleanups: Array<() => unknown> = []

afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.()
})

describe.each(['file', 'redis'] as const)('when the server is killed (%s backend)', (backend) => {
  it('when a held inquiry is accepted while SMTP and the webhook receiver are down and the server is killed, then after the restart its digest email and its inquiry.held event each arrive once', async () => {
    const dist = makeSiteFixture()
    const outboxDir = mkdtempSync(join(tmpdir(), 'inlet-outbox-'))
    cleanups.push(() => {
      rmSync(dist, { recursive: true, force: true })
      rmSync(outboxDir, { recursive: true, force: true })
    })
    const [smtpDoor, hookDoor] = [await HeldPort.open(), await HeldPort.open()]
    cleanups.push(
      () => smtpDoor.close(),
      () => hookDoor.close(),
    )
    let redisUrl: Record<string, string> = {}
    if (backend === 'redis') {
      const redis = await new RedisServer().start()
      cleanups.push(() => redis.remove())
      redisUrl = { REDIS_URL: redis.url, QUEUE_LOCK_MS: String(LOCK_MS) }
    }
    const env = {
      ...redisUrl,
      CLIENT_DIST: dist,
      OUTBOX_DIR: outboxDir,
      SMTP_URL: smtpDoor.url('smtp'),
      SMTP_TIMEOUT_MS: '5000',
      RETRY_BASE_MS: '100',
      RETRY_MAX_MS: '400',
      QUARANTINE_DIGEST_MINUTES: '0',
      WEBHOOK_URLS: `${hookDoor.url()}/hooks`,
      WEBHOOK_SECRET: SECRET,
    }

    const first = await startServerProcess(env, '/api/health')
    cleanups.push(() => crash(first.child))
    // A 503 says "try again" (the queue's store not answering yet on a busy machine): the
    // client sends again under the same key, as the form does, until the inquiry is taken.
    const key = `held-${backend}-${Date.now()}`
    // Held for the honeypot, with the form's proof: listed in the digest with its release line.
    const body = JSON.stringify(
      await withProof(first.url, { ...validInquiry, fax: 'cheap watches' }),
    )
    const send = () =>
      fetch(`${first.url}/api/send-contact-email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
        body,
      })
    let res = await send()
    for (let tries = 1; res.status === 503 && tries < 20; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 250))
      res = await send()
    }
    expect(res.status).toBe(202)
    const { id } = (await res.json()) as { id: string }
    // Both channels refuse the notice a few times (nobody listens), then the process dies.
    await new Promise((resolve) => setTimeout(resolve, 500))
    await crash(first.child)

    const smtp = await new SmtpSink().start({ at: smtpDoor })
    cleanups.push(() => smtp.stop())
    const receiver = new WebhookReceiver()
    let tries = 0
    receiver.respond = () => (++tries <= 2 ? 503 : 200) // the email must not go again meanwhile
    await receiver.start(hookDoor)
    cleanups.push(() => receiver.stop())
    const second = await startServerProcess(env, '/api/health')
    cleanups.push(() => crash(second.child))
    // The file server takes over once the killed process's delivery lock is stale (10 s).
    await vi.waitUntil(() => smtp.messages.length >= 1 && receiver.delivered().length >= 1, {
      timeout: patient(30_000),
      message: 'the digest and the inquiry.held event',
    })
    // Long enough for a notice to be sent again, if it were (on Redis, a job handed back).
    await new Promise((resolve) => setTimeout(resolve, backend === 'redis' ? 3 * LOCK_MS : 1_000))

    expect(smtp.messages.map((mail) => mail.parsed.subject)).toEqual([
      'Held as suspected spam: 1 inquiry',
    ])
    expect(smtp.messages[0]?.parsed.text).toContain(`npm run inquiries -- release ${id}`)
    const [event] = receiver.delivered()
    expect(verify(SECRET, event as never)).toMatchObject({ type: 'inquiry.held', data: { id } })
    expect(receiver.received.map((hook) => hook.status)).toEqual([503, 503, 200])
  })
})
