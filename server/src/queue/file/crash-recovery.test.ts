import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeSiteFixture, validInquiry, withProof } from '../../test/harness.ts'
import { HeldPort } from '../../test/held-port.ts'
import { patient } from '../../test/patience.ts'
import { startServerProcess } from '../../test/server-process.ts'
import { SmtpSink } from '../../test/smtp-sink.ts'

const children: ChildProcess[] = []
const cleanups: Array<() => Promise<void> | void> = []

afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL')
  while (cleanups.length) await cleanups.pop()?.()
})

/** The real server entry as its own process, killed after the test; SMTP may be down yet. */
async function startServer(env: Record<string, string>) {
  const server = await startServerProcess(env, '/api/health')
  children.push(server.child)
  return server
}

/** A site, an outbox folder (both removed after the test) and an SMTP address held with nobody behind it yet. */
async function serverSetting() {
  const dist = makeSiteFixture()
  const outboxDir = mkdtempSync(join(tmpdir(), 'inlet-outbox-'))
  cleanups.push(() => {
    rmSync(dist, { recursive: true, force: true })
    rmSync(outboxDir, { recursive: true, force: true })
  })
  const smtpDoor = await HeldPort.open()
  cleanups.push(() => smtpDoor.close())
  const env = {
    CLIENT_DIST: dist,
    OUTBOX_DIR: outboxDir,
    SMTP_URL: smtpDoor.url('smtp'),
    // SMTP down resets each connection at once; a greeting or an answer that a busy machine
    // delays past a short time-out would count as a failed send after the sink took the mail,
    // and the retry would deliver it twice.
    SMTP_TIMEOUT_MS: '5000',
    RETRY_BASE_MS: '100',
    RETRY_MAX_MS: '200',
    RATE_LIMIT_MAX: '100',
  }
  return { outboxDir, smtpDoor, env }
}

describe('when the process is killed with inquiries still pending', () => {
  it('then a new process delivers each of them exactly once', async () => {
    const { outboxDir, smtpDoor, env } = await serverSetting()

    const first = await startServer(env)
    const ids: string[] = []
    for (const name of ['Founder One', 'Founder Two', 'Founder Three']) {
      const res = await fetch(`${first.url}/api/send-contact-email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        // One address each: an address gets one confirmation a day; and its own text: one
        // text from several addresses is quarantined as a repeat.
        body: JSON.stringify(
          await withProof(first.url, {
            ...validInquiry,
            name,
            email: `${name.replace(' ', '.')}@example.com`,
            message: `${validInquiry.message} (${name})`,
          }),
        ),
      })
      expect(res.status).toBe(202)
      ids.push(((await res.json()) as { id: string }).id)
    }
    first.child.kill('SIGKILL')
    await new Promise((resolve) => first.child.once('exit', resolve))
    expect(readdirSync(join(outboxDir, 'pending')).sort()).toEqual(
      ids.map((id) => `${id}.json`).sort(),
    )

    const smtp = await new SmtpSink().start({ at: smtpDoor })
    cleanups.push(() => smtp.stop())
    await startServer(env)
    // The killed process's delivery lock goes stale after 10 s; then the new one takes over.
    await smtp.waitFor(6, 25_000)
    await vi.waitUntil(() => readdirSync(join(outboxDir, 'sent')).length === 3, {
      timeout: patient(10_000),
    })
    await new Promise((resolve) => setTimeout(resolve, 800))

    expect(smtp.messages).toHaveLength(6)
    const notifications = smtp.messages
      .map((m) => m.parsed.subject ?? '')
      .filter((subject) => subject.startsWith('New inquiry'))
      .sort()
    expect(notifications).toEqual([
      'New inquiry from Founder One (Tidewater Analytics)',
      'New inquiry from Founder Three (Tidewater Analytics)',
      'New inquiry from Founder Two (Tidewater Analytics)',
    ])
    expect(readdirSync(join(outboxDir, 'pending'))).toEqual([])
    expect(readdirSync(join(outboxDir, 'sent'))).toHaveLength(3)
  })
})

describe('when two processes share one outbox folder', () => {
  it('then only one delivers, each email is sent once, and the other takes over when it dies', async () => {
    const { outboxDir, smtpDoor, env } = await serverSetting()
    const first = await startServer(env)
    const second = await startServer(env)
    const send = async (url: string, n: number) => {
      const res = await fetch(`${url}/api/send-contact-email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        // Each its own text: one text from several addresses is quarantined as a repeat.
        body: JSON.stringify(
          await withProof(url, {
            ...validInquiry,
            email: `founder${n}@example.com`,
            message: `${validInquiry.message} (founder ${n})`,
          }),
        ),
      })
      expect(res.status).toBe(202)
    }
    // Both accept while SMTP is down.
    await send(first.url, 1)
    await send(first.url, 2)
    await send(second.url, 3)
    expect(readdirSync(join(outboxDir, 'pending'))).toHaveLength(3)

    const smtp = await new SmtpSink().start({ at: smtpDoor })
    cleanups.push(() => smtp.stop())
    await smtp.waitFor(6, 10_000)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(smtp.messages).toHaveLength(6)

    // The delivering process dies; the other one takes over its lock once it is stale.
    first.child.kill('SIGKILL')
    await new Promise((resolve) => first.child.once('exit', resolve))
    await send(second.url, 4)
    await smtp.waitFor(8, 25_000)
    await vi.waitUntil(() => readdirSync(join(outboxDir, 'sent')).length === 4, {
      timeout: patient(10_000),
    })
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(smtp.messages).toHaveLength(8)
    expect(readdirSync(join(outboxDir, 'pending'))).toEqual([])
    expect(readdirSync(join(outboxDir, 'sent'))).toHaveLength(4)
  })
})
