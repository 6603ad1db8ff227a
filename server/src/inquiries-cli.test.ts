import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Inquiry } from '@inlet/shared/inquiry'
import { Redis } from 'ioredis'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { loadConfig } from './config.ts'
import { createQueue } from './create-queue.ts'
import { createSmtpMailer } from './delivery/mailer.ts'
import type { InquiryQueue } from './inquiry/queue.ts'
import { closeRedis, connectRedis } from './queue/redis/redis-client.ts'
import { runCli } from './test/cli.ts'
import { type Harness, makeApp, postUntilAccepted, validInquiry } from './test/harness.ts'
import { HeldPort } from './test/held-port.ts'
import { patient } from './test/patience.ts'
import { RedisServer } from './test/redis-server.ts'
import { SmtpSink } from './test/smtp-sink.ts'

/** Its notification is refused for good: a dead letter. */
const GONE = 'gone@example.com'
/** No such mailbox: its confirmation bounces, the studio has the inquiry (delivered). */
const BOUNCES = 'no-such-mailbox@example.com'
let smtp: SmtpSink
let redis: RedisServer

beforeAll(async () => {
  smtp = await new SmtpSink().start({ refusedReplyTo: [GONE], unknownMailboxes: [BOUNCES] })
  redis = await new RedisServer().start()
})
afterAll(async () => {
  await smtp.stop()
  await redis.remove()
})

describe.each(['file', 'redis'] as const)('npm run inquiries on the %s backend', (backend) => {
  let harness: Harness
  let env: Record<string, string>
  let sentId: string
  let deadId: string

  const cli = (...args: string[]) => runCli(env, ...args)
  const json = async (...args: string[]) => JSON.parse((await cli(...args, '--json')).stdout)

  beforeAll(async () => {
    harness = await makeApp({
      SMTP_URL: smtp.url,
      ...(backend === 'redis' ? { REDIS_URL: redis.url } : {}),
    })
    env = {
      ...(backend === 'redis' ? { REDIS_URL: redis.url } : { OUTBOX_DIR: harness.outboxDir }),
      LOG_LEVEL: 'silent',
    }
    const post = (email: string, message = validInquiry.message) =>
      postUntilAccepted(harness, { ...validInquiry, email, message })
    sentId = await post(`${backend}@example.com`)
    // Its own text: one text from several addresses is quarantined as a repeat.
    deadId = await post(GONE, `${validInquiry.message} (${GONE})`)
    await post(BOUNCES, `${validInquiry.message} (${BOUNCES})`)
    await vi.waitUntil(
      async () => {
        const counts = await harness.delivery.counts()
        return counts.sent === 2 && counts.dead === 1
      },
      {
        timeout: patient(10_000),
        message: 'two inquiries delivered (one confirmation bounced) and one dead',
      },
    )
    // The operator's commands run while no worker delivers, so each result stays put.
    await harness.delivery.stop()
  })
  afterAll(() => harness.close())

  it('when status is asked, then it counts each state, the confirmations that bounced, and names the oldest pending one', async () => {
    const text = (await cli('status')).stdout
    expect(text).toContain(`backend: ${backend}`)
    expect(text).toMatch(/pending\s+0\n/)
    expect(text).toMatch(/sent\s+2\n/)
    expect(text).toMatch(/dead\s+1\n/)
    expect(text).toContain('oldest pending: none')
    expect(text).toContain('confirmations bounced (inquiries kept): 1')
    expect(await json('status')).toMatchObject({
      backend,
      counts: { pending: 0, sent: 2, dead: 1, quarantine: 0 },
      bouncedConfirmations: 1,
    })
  })

  it('when dead inquiries are listed, then each shows its id and redacted last error, never its message', async () => {
    const { stdout } = await cli('list', '--state', 'dead')
    expect(stdout).toMatch(/^id\s+received\s+attempts\s+sent\s+last error\n/)
    expect(stdout).toContain(deadId)
    expect(stdout).toContain('notification: ')
    expect(stdout).not.toContain(GONE)
    expect(stdout).not.toContain(sentId)
    const items = await json('list', '--state', 'dead')
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({ id: deadId, state: 'dead' })
    expect(items[0].inquiry.message).toBeUndefined()
    expect((await cli('list', '--state', 'lost')).code).toBe(2)
  })

  it('when one inquiry is shown, then its message appears only with --with-body', async () => {
    const plain = await cli('show', sentId)
    expect(plain.stdout).toContain(sentId)
    expect(plain.stdout).toContain('sent.notification')
    expect(plain.stdout).toContain('(hidden: add --with-body)')
    expect(plain.stdout).not.toContain(validInquiry.message)
    expect((await cli('show', sentId, '--with-body')).stdout).toContain(validInquiry.message)
    expect((await json('show', sentId, '--with-body')).inquiry.message).toBe(validInquiry.message)
    const missing = await cli('show', 'k-does-not-exist')
    expect(missing.code).toBe(1)
    expect(missing.stderr).toContain('no inquiry k-does-not-exist')
  })

  it('when a dead inquiry is retried, then it is pending again, and retrying a delivered one fails', async () => {
    expect((await cli('retry', sentId)).code).toBe(1)
    expect(await json('retry', deadId)).toEqual({ retried: [deadId] })
    expect(await json('show', deadId)).toMatchObject({ state: 'pending', attempts: 0 })
    expect((await json('retry', '--all-dead')).retried).toEqual([])
    const status = await json('status')
    expect(status.counts).toEqual({ pending: 1, sent: 2, dead: 0, quarantine: 0 })
    expect(status.oldestPending.id).toBe(deadId)
  })

  it('when delivered inquiries are purged, then only those older than --older-than go', async () => {
    expect(await json('purge', '--sent', '--older-than', '30d')).toEqual({ purged: 0 })
    expect((await cli('purge', '--older-than', '30d')).code).toBe(2)
    expect((await cli('purge', '--sent', '--older-than', 'soon')).code).toBe(2)
    expect(await json('purge', '--sent', '--older-than', '0m')).toEqual({ purged: 2 })
    expect(await cli('show', sentId)).toMatchObject({ code: 1 })
    expect((await json('status')).counts.sent).toBe(0)
  })
})

/**
 * A queue of `backend` holding `inquiries` (by id), stored directly as an older version would
 * have accepted them, with no worker (they stay pending), and the CLI's environment for it.
 */
function storedDirectly(backend: 'file' | 'redis', inquiries: Record<string, Inquiry>) {
  const stored = { env: {} as Record<string, string>, queue: undefined as unknown as InquiryQueue }
  let close = async () => {}
  beforeAll(async () => {
    const outboxDir = mkdtempSync(join(tmpdir(), 'inlet-cli-'))
    stored.env = {
      ...(backend === 'redis' ? { REDIS_URL: redis.url } : { OUTBOX_DIR: outboxDir }),
      LOG_LEVEL: 'silent',
    }
    const config = loadConfig({ ...stored.env, SMTP_URL: smtp.url, QUEUE_LOCK_MS: '1000' })
    const logger = pino({ level: 'silent' })
    const client = backend === 'redis' ? connectRedis(redis.url, { logger }) : undefined
    const queue = await createQueue(config, {
      mailer: createSmtpMailer(smtp.url, 1000),
      logger,
      redis: client,
    })
    stored.queue = queue
    close = async () => {
      await queue.close()
      if (client) await closeRedis(client)
      rmSync(outboxDir, { recursive: true, force: true })
    }
    if (backend === 'redis') await queue.check() // connected
    for (const [id, inquiry] of Object.entries(inquiries)) {
      expect(await queue.accept(id, inquiry, new Date().toISOString())).toBe('created')
    }
  })
  afterAll(() => close())
  return stored
}

describe.each(['file', 'redis'] as const)(
  'npm run inquiries with hostile stored text on the %s backend',
  (backend) => {
    // As stored before the website and message rules held: an escape sequence that clears the
    // screen, sets the title and hides what follows; a bidi override; an 8-bit CSI; a CR.
    const hostile = {
      ...validInquiry,
      name: 'Ada \u202Egpj.exe',
      website:
        'https://example.com/\x1b[2J\x1b[H\x1b]0;pwned\x07\x1b[32mstate sent (all clear)\x1b[8m',
      message: 'We have 40 paying marinas.\r\x9b2J and \u200B more text here',
    } as Inquiry
    const id = `k-hostile-${backend}`
    const stored = storedDirectly(backend, { [id]: hostile })

    const cli = async (...args: string[]) => (await runCli(stored.env, ...args)).stdout

    it('when an inquiry is shown or listed, then no control or invisible character reaches the terminal', async () => {
      const shown = await cli('show', id, '--with-body')
      const listed = await cli('list', '--state', 'pending')
      for (const text of [shown, listed]) {
        expect(text.replace(/\n/g, '')).not.toMatch(/[\p{Cc}\p{Cf}]/u)
      }
      expect(shown).toContain('https://example.com/\\u001b[2J\\u001b[H\\u001b]0;pwned\\u0007')
      expect(shown).toContain('Ada \\u202egpj.exe')
      expect(shown).toContain('marinas.\\r\\u009b2J and \\u200b more')
      expect(listed).toContain(id)
    })

    it('when it is asked for as --json, then C1 and format characters are escaped too and the values parse back', async () => {
      const text = await cli('show', id, '--with-body', '--json')
      expect(text.replace(/\n/g, '')).not.toMatch(/[\p{Cc}\p{Cf}]/u)
      expect(JSON.parse(text).inquiry).toMatchObject(hostile)
    })
  },
)

describe.each(['file', 'redis'] as const)(
  'npm run inquiries forget with the variants of an address on the %s backend',
  (backend) => {
    // Each group: one founder's mailbox however it was typed, then addresses that only look alike.
    const zoe = ['zoe@x.example', 'zoe+crm@x.example', 'ZOE+news@X.example']
    const notZoe = ['zoe.b@x.example', 'zoe@y.example']
    const john = ['john.doe@gmail.com', 'JohnDoe+crm@googlemail.com', 'j.o.h.n.doe@gmail.com']
    const notJohn = ['john.doe@example.com', 'john.doe2@gmail.com']
    const mine = [...zoe, ...notZoe, ...john, ...notJohn]
    const stored = storedDirectly(
      backend,
      Object.fromEntries(
        mine.map((email, i) => [
          `k-variant-${backend}-${i}`,
          { ...validInquiry, email } as Inquiry,
        ]),
      ),
    )

    const left = async () =>
      (await stored.queue.list('pending'))
        .map((item) => item.inquiry.email)
        .filter((email) => mine.includes(email))
        .sort()

    it('when an address is forgotten, then every inquiry from its mailbox goes (case, +tags, Gmail dots), each address is printed, and look-alikes stay', async () => {
      const text = await runCli(stored.env, 'forget', 'zoe@x.example')
      expect(text.stdout).toContain(`deleted inquiries: 3, from ${[...zoe].sort().join(', ')}`)
      expect(await left()).toEqual([...notZoe, ...john, ...notJohn].sort())
      const json = await runCli(stored.env, 'forget', 'JohnDoe@Gmail.com', '--json')
      expect(JSON.parse(json.stdout)).toEqual({ forgotten: 3, addresses: [...john].sort() })
      expect(await left()).toEqual([...notZoe, ...notJohn].sort())
    })
  },
)

describe.each(['file', 'redis'] as const)(
  'npm run inquiries on a %s queue that has never received an inquiry',
  (backend) => {
    let env: Record<string, string>
    let nothingCreated: () => Promise<void>
    let cleanup: () => Promise<void>

    beforeAll(async () => {
      if (backend === 'file') {
        const parent = mkdtempSync(join(tmpdir(), 'inlet-new-operator-'))
        const outboxDir = join(parent, 'outbox')
        env = { OUTBOX_DIR: outboxDir }
        nothingCreated = async () => expect(existsSync(outboxDir)).toBe(false)
        cleanup = async () => rmSync(parent, { recursive: true, force: true })
      } else {
        const fresh = await new RedisServer().start()
        const client = new Redis(fresh.url)
        env = { REDIS_URL: fresh.url }
        nothingCreated = async () => expect(await client.keys('*')).toEqual([])
        cleanup = async () => {
          client.disconnect()
          await fresh.remove()
        }
      }
    })
    afterAll(() => cleanup())

    it('when a new operator asks for status, lists or forgets, then zeros and empty lists are printed and nothing is created', async () => {
      const status = await runCli(env, 'status', '--json')
      expect(status.code, status.stderr).toBe(0)
      expect(JSON.parse(status.stdout)).toMatchObject({
        counts: { pending: 0, sent: 0, dead: 0 },
      })
      for (const state of ['pending', 'sent', 'dead']) {
        const listed = await runCli(env, 'list', '--state', state)
        expect(listed.code, listed.stderr).toBe(0)
        expect(listed.stdout).toMatch(/^no \w+ inquiries\n$/)
      }
      const forgotten = await runCli(env, 'forget', 'nobody@example.com', '--json')
      expect(forgotten.code, forgotten.stderr).toBe(0)
      expect(JSON.parse(forgotten.stdout)).toEqual({ forgotten: 0, addresses: [] })
      await nothingCreated()
    })
  },
)

describe('npm run inquiries while Redis is still starting', () => {
  it('when Redis refuses the first connections and answers a few seconds later, then the command waits for it and succeeds', async () => {
    const late = await new RedisServer().reserve()
    const status = runCli({ REDIS_URL: late.url }, 'status', '--json')
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    await late.start()
    try {
      const answer = await status
      expect(answer.code, answer.stderr).toBe(0)
      expect(JSON.parse(answer.stdout)).toMatchObject({ counts: { pending: 0, sent: 0, dead: 0 } })
    } finally {
      await late.remove()
    }
  })

  it('when Redis never answers, then the command fails within its wait and names the last connection error', async () => {
    const down = await HeldPort.open()
    const answer = await runCli({ REDIS_URL: down.url('redis') }, 'status').finally(() =>
      down.close(),
    )
    expect(answer.code).toBe(1)
    // The held port resets each connection: ioredis meets it connecting, reading or writing,
    // whichever the machine's timing gives (a clean-clone run under load met `write`).
    expect(answer.stderr).toMatch(
      /no answer from Redis in 15000 ms: (connect|read|write) ECONNRESET/,
    )
    expect(answer.stdout).toBe('')
  })
})
