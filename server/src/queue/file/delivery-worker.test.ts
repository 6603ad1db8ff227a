import { mkdtempSync, readdirSync, readFileSync, rmSync, watch } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pino } from 'pino'
import request from 'supertest'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ConfirmationBudget } from '../../delivery/confirmation-budget.ts'
import { createSmtpMailer, type Mailer, type MailMessage } from '../../delivery/mailer.ts'
import { memoryStores } from '../../inquiry/rate-limit-store.ts'
import { type Harness, makeApp, validInquiry, withProof } from '../../test/harness.ts'
import { HeldPort } from '../../test/held-port.ts'
import { patient } from '../../test/patience.ts'
import { SmtpSink } from '../../test/smtp-sink.ts'
import { makeTmpfs } from '../../test/tmpfs.ts'
import { DeliveryWorker, type WorkerDeps } from './delivery-worker.ts'
import { Outbox, type OutboxItem } from './outbox.ts'

const PATH = '/api/send-contact-email'
const cleanups: Array<() => Promise<void>> = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.()
})

const files = (harness: Harness, state: string) => readdirSync(join(harness.outboxDir, state))

/** A fresh outbox folder (of the given kind), removed after the test. */
async function tempOutbox<T extends Outbox>(make: (dir: string) => T) {
  const dir = mkdtempSync(join(tmpdir(), 'inlet-outbox-'))
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }))
  const outbox = make(dir)
  await outbox.init()
  return { dir, outbox }
}

/** A worker with these tests' settings, stopped after the test; a test passes what it varies. */
function workerFor(outbox: Outbox, mailer: Mailer, overrides: Partial<WorkerDeps> = {}) {
  const worker = new DeliveryWorker({
    outbox,
    mailer,
    logger: pino({ level: 'silent' }),
    email: { from: 'a@b.example', studioInbox: 'studio@b.example', siteUrl: 'https://b.example' },
    retry: { baseMs: 20, maxMs: 40, windowMs: 60_000 },
    confirmations: new ConfirmationBudget(memoryStores, 100),
    concurrency: 2,
    ...overrides,
  })
  cleanups.push(() => worker.stop())
  return worker
}

/** An item due now. */
function pendingItem(id: string, inquiry: Partial<OutboxItem['inquiry']> = {}): OutboxItem {
  const now = new Date().toISOString()
  return {
    id,
    receivedAt: now,
    nextAttemptAt: now,
    attempts: 0,
    sent: {},
    inquiry: { name: 'A', email: 'a@c.example', company: 'C', message: 'x'.repeat(30), ...inquiry },
  }
}

describe('when SMTP is down', () => {
  it('then the inquiry is still accepted, and delivered once SMTP comes back', async () => {
    const smtpDoor = await HeldPort.open()
    cleanups.push(() => smtpDoor.close())
    const harness = await makeApp({ SMTP_URL: smtpDoor.url('smtp') })
    cleanups.push(() => harness.close())

    const res = await request(harness.app)
      .post(PATH)
      .send(await withProof(harness.url, validInquiry))
    expect(res.status).toBe(202)
    await vi.waitUntil(
      () => {
        const [file] = files(harness, 'pending')
        return Boolean(
          file &&
            JSON.parse(readFileSync(join(harness.outboxDir, 'pending', file), 'utf8')).attempts >=
              2,
        )
      },
      { timeout: patient(10_000) },
    )

    const smtp = await new SmtpSink().start({ at: smtpDoor })
    cleanups.push(() => smtp.stop())
    await smtp.waitFor(2)
    await vi.waitUntil(() => files(harness, 'sent').length === 1, { timeout: patient(10_000) })
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(smtp.messages).toHaveLength(2)
    expect(files(harness, 'pending')).toEqual([])
  })
})

describe('when SMTP keeps refusing an inquiry', () => {
  it('then after the retry window it moves to dead-letter with its last error', async () => {
    const smtp = await new SmtpSink().start({ failWith: 'mailbox unavailable' })
    cleanups.push(() => smtp.stop())
    const harness = await makeApp({ SMTP_URL: smtp.url, RETRY_WINDOW_MS: '1000' })
    cleanups.push(() => harness.close())

    const res = await request(harness.app)
      .post(PATH)
      .send(await withProof(harness.url, validInquiry))
    await vi.waitUntil(
      () => files(harness, 'dead').length === 1 && files(harness, 'pending').length === 0,
      { timeout: patient(10_000) },
    )
    const item = JSON.parse(
      readFileSync(join(harness.outboxDir, 'dead', `${res.body.id}.json`), 'utf8'),
    )
    expect(item.attempts).toBeGreaterThanOrEqual(2)
    expect(item.lastError).toMatch(/mailbox unavailable/)
    expect(item.inquiry.email).toBe(validInquiry.email)
    expect(files(harness, 'pending')).toEqual([])
  })
})

describe('when the SMTP server refuses the studio inbox for good (550 no such mailbox)', () => {
  it('then the inquiry moves to dead-letter at once instead of retrying for 24 hours', async () => {
    const smtp = await new SmtpSink().start({
      unknownMailboxes: ['hello@inletventures.example'],
    })
    cleanups.push(() => smtp.stop())
    const harness = await makeApp({ SMTP_URL: smtp.url, RETRY_BASE_MS: '5000' })
    cleanups.push(() => harness.close())

    const res = await request(harness.app)
      .post(PATH)
      .send(await withProof(harness.url, { ...validInquiry, email: 'nobody@tidewater.example' }))
    await vi.waitUntil(
      () => files(harness, 'dead').length === 1 && files(harness, 'pending').length === 0,
      { timeout: patient(10_000) },
    )
    const item = JSON.parse(
      readFileSync(join(harness.outboxDir, 'dead', `${res.body.id}.json`), 'utf8'),
    )
    expect(item.attempts).toBe(1)
    expect(item.lastError).toMatch(/^notification: .*550/)
    // Nothing went out: the founder hears nothing of an inquiry the studio did not get.
    expect(item.sent).toEqual({})
    expect(smtp.messages).toEqual([])
  })
})

describe('when an SMTP error names the recipient', () => {
  it('then the address is redacted from the logs and from the dead-letter file', async () => {
    const smtp = await new SmtpSink().start({ refusedReplyTo: ['nobody@tidewater.example'] })
    cleanups.push(() => smtp.stop())
    const { dir, outbox } = await tempOutbox((path) => new Outbox(path))
    const logs: string[] = []
    const mailer = createSmtpMailer(smtp.url, 1000)
    cleanups.push(async () => mailer.close())
    const worker = workerFor(outbox, mailer, {
      logger: pino({ level: 'debug' }, { write: (line: string) => logs.push(line) }),
    })
    await outbox.add(pendingItem('unknown-mailbox', { email: 'nobody@tidewater.example' }))
    worker.start()
    await vi.waitUntil(() => readdirSync(join(dir, 'dead')).length === 1, {
      timeout: patient(10_000),
    })
    await worker.idle() // the error is logged just after the move
    const dead = readFileSync(join(dir, 'dead', 'unknown-mailbox.json'), 'utf8')
    expect(JSON.parse(dead).lastError).toMatch(/^notification: .*554.*<\[address\]>/)
    expect(dead.replace(/"email":"nobody@tidewater\.example"/, '')).not.toContain('nobody@')
    expect(logs.join('')).not.toContain('nobody@')
  })
})

describe('when one SMTP exchange is slow', () => {
  it('then a newer inquiry is delivered meanwhile (deliveries run side by side)', async () => {
    const { dir, outbox } = await tempOutbox((path) => new Outbox(path))
    let unblock = () => {}
    const blocked = new Promise<void>((resolve) => {
      unblock = resolve
    })
    cleanups.push(async () => unblock())
    const sent: string[] = []
    const mailer: Mailer = {
      async send(message) {
        if (message.subject.includes('Slow')) await blocked
        sent.push(message.subject)
      },
      async verify() {},
      close() {},
    }
    const worker = workerFor(outbox, mailer, { concurrency: 4 })
    const add = async (id: string, company: string) => {
      await outbox.add(pendingItem(id, { email: `${id}@c.example`, company }))
      worker.kick()
    }
    worker.start()
    await add('slow', 'Slow')
    await new Promise((resolve) => setTimeout(resolve, 100))
    await add('quick', 'Quick')
    await vi.waitUntil(() => readdirSync(join(dir, 'sent')).includes('quick.json'), {
      timeout: patient(10_000),
    })
    expect(sent).toEqual(['New inquiry from A (Quick)', expect.stringMatching(/^We received/)])
    unblock()
    await vi.waitUntil(() => readdirSync(join(dir, 'sent')).length === 2, {
      timeout: patient(10_000),
    })
  })
})

describe('when the notification went out but the confirmation failed', () => {
  it('then the retry sends only the confirmation', async () => {
    const { dir, outbox } = await tempOutbox((path) => new Outbox(path))
    const sent: MailMessage[] = []
    let failNext = true
    const mailer: Mailer = {
      async send(message) {
        if (message.subject.startsWith('We received') && failNext) {
          failNext = false
          throw new Error('temporary failure')
        }
        sent.push(message)
      },
      async verify() {},
      close() {},
    }
    const worker = workerFor(outbox, mailer)
    const item = pendingItem('retry-test')
    await outbox.add(item)
    worker.start()
    await vi.waitUntil(() => readdirSync(join(dir, 'sent')).length === 1, {
      timeout: patient(10_000),
    })
    expect(sent.map((m) => m.subject)).toEqual([
      'New inquiry from A (C)',
      expect.stringMatching(/^We received your inquiry/),
    ])
  })
})

/** An outbox on a disk that is full (every write fails with ENOSPC) until `full` is set false. */
class FullDiskOutbox extends Outbox {
  full = false
  private check() {
    if (this.full)
      throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' })
  }
  override async update(item: OutboxItem) {
    this.check()
    await super.update(item)
  }
  override async finish(id: string, to: 'sent' | 'dead') {
    this.check()
    await super.finish(id, to)
  }
}

async function fullDiskWorker() {
  const { dir, outbox } = await tempOutbox((path) => new FullDiskOutbox(path))
  const sent: MailMessage[] = []
  const mailer: Mailer = {
    async send(message) {
      sent.push(message)
    },
    async verify() {},
    close() {},
  }
  const worker = workerFor(outbox, mailer, { retry: { baseMs: 30, maxMs: 60, windowMs: 60_000 } })
  await outbox.add(pendingItem('full-disk'))

  return { dir, outbox, sent, worker }
}

describe('when the disk is full while an inquiry is delivered', () => {
  it('then the worker keeps a retry timer armed and delivers once the disk frees, each email once', async () => {
    const { dir, outbox, sent, worker } = await fullDiskWorker()
    outbox.full = true
    worker.start()
    // The notification went out, but neither its record nor the retry state could be written.
    await vi.waitUntil(() => sent.length >= 1, { timeout: patient(10_000) })
    await new Promise((resolve) => setTimeout(resolve, 200))
    await worker.idle()
    outbox.full = false
    // No new inquiry arrives to kick the worker: only its own timer can finish the job.
    await vi.waitUntil(
      () =>
        readdirSync(join(dir, 'sent')).length === 1 &&
        readdirSync(join(dir, 'pending')).length === 0,
      { timeout: patient(10_000) },
    )
    expect(sent.map((m) => m.subject)).toEqual([
      'New inquiry from A (C)',
      expect.stringMatching(/^We received your inquiry/),
    ])
    expect(readdirSync(join(dir, 'pending'))).toEqual([])
  })

  it('then on a real full filesystem (tmpfs) too, each email goes out once after space is freed', async () => {
    const disk = makeTmpfs()
    cleanups.push(async () => disk.unmount())
    const smtpDoor = await HeldPort.open()
    cleanups.push(() => smtpDoor.close())
    const harness = await makeApp({ SMTP_URL: smtpDoor.url('smtp'), OUTBOX_DIR: disk.dir })
    cleanups.push(() => harness.close())
    expect(
      (
        await request(harness.app)
          .post(PATH)
          .send(await withProof(harness.url, validInquiry))
      ).status,
    ).toBe(202)
    disk.fill()
    const smtp = await new SmtpSink().start({ at: smtpDoor })
    cleanups.push(() => smtp.stop())
    // Sends succeed while no state can be written; the worker goes on with what it remembers.
    await smtp.waitFor(1)
    await new Promise((resolve) => setTimeout(resolve, 500))
    disk.free()
    await vi.waitUntil(() => files(harness, 'sent').length === 1, { timeout: patient(10_000) })
    await new Promise((resolve) => setTimeout(resolve, 300))
    // Failed writes leave no half-written files behind.
    expect(files(harness, 'tmp')).toEqual([])
    expect(smtp.messages.map((m) => m.envelope.to)).toEqual([
      ['hello@inletventures.example'],
      [validInquiry.email],
    ])
    expect(files(harness, 'pending')).toEqual([])
  })

  it('then listing the outbox failing once does not stop the worker', async () => {
    const { dir, outbox, sent, worker } = await fullDiskWorker()
    const pending = outbox.pending.bind(outbox)
    let failures = 1
    outbox.pending = async () => {
      if (failures-- > 0)
        throw Object.assign(new Error('EMFILE: too many open files'), { code: 'EMFILE' })
      return pending()
    }
    worker.start()
    await vi.waitUntil(() => readdirSync(join(dir, 'sent')).length === 1, {
      timeout: patient(10_000),
    })
    expect(sent).toHaveLength(2)
  })
})

describe('when the worker is stopped while it is still taking the delivery lock', () => {
  it('then stop waits for it: nothing is written to the outbox after stop returns, so the folder can be removed', async () => {
    const { dir, outbox } = await tempOutbox((path) => new Outbox(path))
    const worker = workerFor(outbox, createSmtpMailer('smtp://127.0.0.1:9', 1000))
    worker.start()
    await worker.stop() // at once: the lock is still being taken
    const changes: string[] = []
    const watcher = watch(dir, (event, name) => changes.push(`${event} ${name}`))
    await new Promise((resolve) => setTimeout(resolve, 300))
    watcher.close()
    expect(changes).toEqual([])
    expect(readdirSync(dir)).not.toContain('delivery.lock')
  })
})
