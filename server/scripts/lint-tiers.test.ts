import { describe, expect, it } from 'vitest'
import { lintFixture } from '../../scripts/biome-fixture.ts'

/**
 * The server's tiers (docs/decisions/054), proved against the repository's own biome.json: a small
 * server/src with one file per forbidden arrow goes through the real Biome, which must report
 * exactly those files, and the same tree without them (every allowed arrow, and a test that
 * reaches across) must lint clean.
 */

const src = 'server/src'

/** Every allowed arrow: composition → all; http → delivery, inquiry; backends → delivery, inquiry; delivery → inquiry. */
const clean: Record<string, string> = {
  [`${src}/inquiry/queue.ts`]: 'export interface InquiryQueue {\n  accept(id: string): void\n}\n',
  [`${src}/inquiry/accept-inquiry.ts`]:
    "import type { InquiryQueue } from './queue.ts'\nexport const accept = (queue: InquiryQueue) => queue.accept('1')\n",
  [`${src}/delivery/emails.ts`]:
    "import type { InquiryQueue } from '../inquiry/queue.ts'\nexport type Sent = InquiryQueue\nexport const escapeHtml = (text: string) => text\n",
  [`${src}/http/app.ts`]:
    "import { escapeHtml } from '../delivery/emails.ts'\nimport { accept } from '../inquiry/accept-inquiry.ts'\nexport const app = [accept, escapeHtml]\n",
  [`${src}/queue/file/outbox.ts`]:
    "import type { Sent } from '../../delivery/emails.ts'\nimport type { InquiryQueue } from '../../inquiry/queue.ts'\nimport lockfile from 'proper-lockfile'\nexport type Outbox = InquiryQueue & Sent\nexport const lock = lockfile\n",
  [`${src}/queue/redis/redis-queue.ts`]:
    "import { Queue } from 'bullmq'\nimport type { Sent } from '../../delivery/emails.ts'\nimport type { InquiryQueue } from '../../inquiry/queue.ts'\nexport type RedisQueue = InquiryQueue & Sent\nexport const queue = Queue\n",
  [`${src}/config.ts`]: 'export const config = { port: 3000 }\n',
  [`${src}/start-server.ts`]:
    "import { config } from './config.ts'\nimport { app } from './http/app.ts'\nimport { lock } from './queue/file/outbox.ts'\nimport { queue } from './queue/redis/redis-queue.ts'\nexport const parts = [config, app, lock, queue]\n",
  // A test may reach across the tiers: it starts the whole server.
  [`${src}/inquiry/accept-inquiry.test.ts`]:
    "import { config } from '../config.ts'\nimport { app } from '../http/app.ts'\nexport const parts = [config, app]\n",
}

/** One file per forbidden arrow, each importing across it. */
const violations: Record<string, string> = {
  [`${src}/inquiry/uses-http.ts`]: "import { app } from '../http/app.ts'\nexport const a = app\n",
  [`${src}/inquiry/uses-delivery.ts`]:
    "import { escapeHtml } from '../delivery/emails.ts'\nexport const e = escapeHtml\n",
  [`${src}/inquiry/uses-file.ts`]:
    "import { lock } from '../queue/file/outbox.ts'\nexport const l = lock\n",
  [`${src}/inquiry/uses-redis.ts`]:
    "import { queue } from '../queue/redis/redis-queue.ts'\nexport const q = queue\n",
  [`${src}/inquiry/uses-root.ts`]:
    "import { config } from '../config.ts'\nexport const c = config\n",
  [`${src}/inquiry/uses-storage.ts`]: "import { Redis } from 'ioredis'\nexport const r = Redis\n",
  [`${src}/delivery/uses-http.ts`]: "import { app } from '../http/app.ts'\nexport const a = app\n",
  [`${src}/delivery/uses-file.ts`]:
    "import { lock } from '../queue/file/outbox.ts'\nexport const l = lock\n",
  [`${src}/delivery/uses-redis.ts`]:
    "import { queue } from '../queue/redis/redis-queue.ts'\nexport const q = queue\n",
  [`${src}/delivery/uses-root.ts`]:
    "import { config } from '../config.ts'\nexport const c = config\n",
  [`${src}/http/uses-file.ts`]:
    "import { lock } from '../queue/file/outbox.ts'\nexport const l = lock\n",
  [`${src}/http/uses-redis.ts`]:
    "import { queue } from '../queue/redis/redis-queue.ts'\nexport const q = queue\n",
  [`${src}/http/uses-root.ts`]: "import { config } from '../config.ts'\nexport const c = config\n",
  [`${src}/queue/file/uses-http.ts`]:
    "import { app } from '../../http/app.ts'\nexport const a = app\n",
  [`${src}/queue/file/uses-redis.ts`]:
    "import { queue } from '../redis/redis-queue.ts'\nexport const q = queue\n",
  [`${src}/queue/file/uses-root.ts`]:
    "import { config } from '../../config.ts'\nexport const c = config\n",
  [`${src}/queue/redis/uses-http.ts`]:
    "import { app } from '../../http/app.ts'\nexport const a = app\n",
  [`${src}/queue/redis/uses-file.ts`]:
    "import { lock } from '../file/outbox.ts'\nexport const l = lock\n",
  [`${src}/queue/redis/uses-root.ts`]:
    "import { config } from '../../config.ts'\nexport const c = config\n",
  // Two files of one tier importing each other (types count too).
  [`${src}/delivery/cycle-a.ts`]:
    "import type { B } from './cycle-b.ts'\nexport type A = { b?: B }\n",
  [`${src}/delivery/cycle-b.ts`]:
    "import type { A } from './cycle-a.ts'\nexport type B = { a?: A }\n",
}

describe('the server’s tiers (biome.json)', () => {
  it('when every import keeps to its tier, then Biome reports nothing', () => {
    expect(lintFixture(clean)).toEqual({ status: 0, found: [] })
  })

  it('when a file imports up a tier, across the backends or into the composition, then Biome fails on exactly that file', () => {
    const { status, found } = lintFixture({ ...clean, ...violations })
    expect(status).not.toBe(0)
    const expected = Object.keys(violations).map((path) =>
      path.includes('/cycle-')
        ? `${path} lint/suspicious/noImportCycles`
        : `${path} lint/style/noRestrictedImports`,
    )
    expect(found).toEqual(expected.sort())
  })
})
