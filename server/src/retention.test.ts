import { readFileSync, utimesSync } from 'node:fs'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Inquiry } from '@inlet/shared/inquiry'
import { pino } from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'
import { ConfirmationBudget } from './confirmation-budget.ts'
import { createSmtpMailer } from './mailer.ts'
import { Outbox } from './outbox.ts'
import { FileQueue } from './queue.ts'
import { memoryStores } from './rate-limit-store.ts'
import { validInquiry } from './test/harness.ts'

const DAY = 24 * 60 * 60_000
const cleanups: Array<() => unknown> = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.()
})

describe('how long delivered inquiries are kept', () => {
  it('when the file queue starts, then delivered inquiries older than SENT_RETENTION_DAYS are deleted and newer ones kept', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'inlet-outbox-'))
    cleanups.push(() => rm(dir, { recursive: true, force: true }))
    const outbox = new Outbox(dir)
    await outbox.init()
    for (const id of ['old', 'new']) {
      const now = new Date().toISOString()
      await outbox.add({
        id,
        receivedAt: now,
        nextAttemptAt: now,
        attempts: 0,
        sent: {},
        inquiry: validInquiry as Inquiry,
      })
      await outbox.finish(id, 'sent')
    }
    const longAgo = new Date(Date.now() - 31 * DAY)
    utimesSync(join(dir, 'sent', 'old.json'), longAgo, longAgo)

    const mailer = createSmtpMailer('smtp://127.0.0.1:1', 200)
    const queue = new FileQueue(
      outbox,
      {
        mailer,
        logger: pino({ level: 'silent' }),
        email: {
          from: 'a@example.com',
          studioInbox: 'b@example.com',
          siteUrl: 'https://example.com',
        },
        retry: { baseMs: 100, maxMs: 100, windowMs: DAY },
        confirmations: new ConfirmationBudget(memoryStores, 10),
        concurrency: 1,
      },
      30,
    )
    queue.start()
    cleanups.push(async () => {
      await queue.stop()
      mailer.close()
    })
    const deadline = Date.now() + 5_000
    while ((await readdir(join(dir, 'sent'))).length > 1 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    expect(await readdir(join(dir, 'sent'))).toEqual(['new.json'])
  })

  it('when the privacy policy says how long the queue keeps inquiries, then it states the server’s defaults', () => {
    const config = loadConfig({})
    const privacy = readFileSync(
      new URL('../../client/src/content/legal/privacy.md', import.meta.url),
      'utf8',
    )
    const queue = privacy.split('\n').find((line) => line.startsWith('- **The delivery queue**'))
    expect(queue).toContain(`deleted automatically ${config.SENT_RETENTION_DAYS} days after`)
    expect(queue).toContain(`retrying for up to ${config.RETRY_WINDOW_MS / 3_600_000} hours`)
  })
})
