import { rmSync } from 'node:fs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeSiteFixture, validInquiry, withProof } from './test/harness.ts'
import { patient } from './test/patience.ts'
import { RedisServer } from './test/redis-server.ts'
import { startServerProcess } from './test/server-process.ts'
import { SmtpSink } from './test/smtp-sink.ts'

const cleanups: Array<() => unknown> = []
const INQUIRIES = 300
/**
 * A replica's hold on a job (QUEUE_LOCK_MS; 30 s in production). Short, so the killed replica's
 * jobs come back within the test, but longer than the event-loop stalls of three replicas, Redis
 * and the sink on a busy 2-core machine: at 2 s, a held lock ran out there while its renewal
 * waited for the CPU, and a live replica's job was sent twice.
 */
const LOCK_MS = 5_000

afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.()
})

/** The real server entry (main.ts) as a process of its own, killed after the test. */
async function startReplica(env: Record<string, string>) {
  const replica = await startServerProcess(env)
  cleanups.push(() => replica.child.kill('SIGKILL'))
  return replica
}

describe('when three replicas share one Redis and one of them and Redis fail mid-way', () => {
  it(
    'then 300 inquiries are each delivered exactly once, with no confirmation missing',
    async () => {
      const redis = await new RedisServer().start()
      cleanups.push(() => redis.remove())
      const smtp = await new SmtpSink().start()
      cleanups.push(() => smtp.stop())
      const dist = makeSiteFixture()
      cleanups.push(() => rmSync(dist, { recursive: true, force: true }))
      const env = {
        CLIENT_DIST: dist,
        REDIS_URL: redis.url,
        SMTP_URL: smtp.url,
        SMTP_TIMEOUT_MS: '2000',
        RETRY_BASE_MS: '100',
        RETRY_MAX_MS: '500',
        RATE_LIMIT_MAX: '100000',
        CHALLENGE_RATE_LIMIT_MAX: '100000',
        CONFIRMATION_HOURLY_CAP: '100000',
        QUEUE_LOCK_MS: String(LOCK_MS),
      }
      const replicas = await Promise.all([startReplica(env), startReplica(env), startReplica(env)])
      const alive = new Set([0, 1, 2])
      const email = (n: number) => `founder${n}@replicas.example`

      // Each inquiry goes to the next replica; a 503 or a dead replica is retried on the next
      // one under the same Idempotency-Key, as the form does when the founder presses again.
      const ids = new Map<number, string>()
      const statuses: number[] = []
      const post = async (n: number) => {
        // One proof per inquiry, solved as the form does; a retry under the same key sends it again.
        const inquiry = await withProof(replicas[[...alive][0] ?? 0]?.url as string, {
          ...validInquiry,
          name: `Founder ${n}`,
          email: email(n),
          // Each its own text: one text from several addresses is quarantined as a repeat.
          message: `${validInquiry.message} (founder ${n})`,
        })
        for (let attempt = 0; ; attempt++) {
          const live = [...alive]
          const target = replicas[live[(n + attempt) % live.length] ?? 0]
          const res = await fetch(`${target?.url}/api/send-contact-email`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'Idempotency-Key': `replica-${n}` },
            body: JSON.stringify(inquiry),
          }).catch(() => undefined)
          if (res) statuses.push(res.status)
          if (res?.status === 202) {
            ids.set(n, ((await res.json()) as { id: string }).id)
            return
          }
          if (attempt > 200) throw new Error(`inquiry ${n} was never accepted`)
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
      }
      // The posts wait at the 100th until Redis is down, so that some are sure to meet the outage
      // however fast or slow the machine (a fast run once posted all 300 before the crash).
      let crashed: () => void = () => {}
      const redisDown = new Promise<void>((resolve) => {
        crashed = resolve
      })
      const posting = (async () => {
        for (let n = 0; n < INQUIRIES; n += 10) {
          if (n === 100) await redisDown
          await Promise.all(Array.from({ length: 10 }, (_, i) => post(n + i)))
        }
      })()

      // Redis crashes once while inquiries arrive and emails go out, and comes back from its AOF.
      await vi.waitUntil(() => ids.size >= 100, {
        timeout: patient(20_000),
        message: 'the first 100 inquiries',
      })
      await redis.stop('SIGKILL')
      crashed()
      // Down until a submit meets the outage (told to try again), however slow the machine.
      const refusedBefore = statuses.filter((status) => status === 503).length
      await vi.waitUntil(() => statuses.filter((status) => status === 503).length > refusedBefore, {
        timeout: patient(20_000),
        message: 'a submit told to try again while Redis is down',
      })
      await redis.start()

      // One replica is killed with deliveries in flight: the sink holds their "250" while it dies.
      await vi.waitUntil(() => smtp.messages.length >= 200, {
        timeout: patient(30_000),
        message: 'deliveries after the Redis restart',
      })
      smtp.hold()
      await new Promise((resolve) => setTimeout(resolve, 300))
      const victim = replicas[2]
      alive.delete(2)
      victim?.child.kill('SIGKILL')
      await new Promise((resolve) => victim?.child.once('exit', resolve))
      // The sink sees the victim's connections close before it answers their messages.
      await new Promise((resolve) => setTimeout(resolve, 300))
      smtp.release()

      await posting
      expect(ids.size).toBe(INQUIRIES)
      await vi.waitUntil(() => smtp.messages.length >= 2 * INQUIRIES, {
        timeout: patient(40_000),
        message: 'every email',
      })
      // Long enough for a stalled job to be handed back and sent twice, if it were.
      await new Promise((resolve) => setTimeout(resolve, 3 * LOCK_MS))

      const byInquiry = new Map<string, string[]>()
      for (const message of smtp.messages) {
        const id = String(message.parsed.headers.get('x-inquiry-id'))
        byInquiry.set(id, [...(byInquiry.get(id) ?? []), ...message.envelope.to])
      }
      const wrong = [...ids].filter(
        ([n, id]) =>
          JSON.stringify(byInquiry.get(id)?.sort()) !==
          JSON.stringify([email(n), 'hello@inletventures.example'].sort()),
      )
      expect(wrong.map(([n, id]) => [n, byInquiry.get(id)])).toEqual([])
      // The victim died mid-delivery: messages it had sent were never accepted.
      expect(smtp.dropped).toBeGreaterThan(0)
      // Redis was really down for a moment: some submits were told to try again.
      expect(statuses.filter((status) => status === 503).length).toBeGreaterThan(0)
      expect(smtp.messages).toHaveLength(2 * INQUIRIES)
      expect(statuses.filter((status) => status !== 202 && status !== 503)).toEqual([])
    },
    patient(120_000),
  )
})
