import {
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { Outbox, type OutboxItem } from './outbox.ts'

const dirs: string[] = []
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

async function makeOutbox() {
  const dir = mkdtempSync(join(tmpdir(), 'inlet-outbox-'))
  dirs.push(dir)
  const outbox = new Outbox(dir)
  await outbox.init()
  return { dir, outbox }
}

const item = (id: string): OutboxItem => ({
  id,
  receivedAt: '2026-01-01T00:00:00.000Z',
  nextAttemptAt: '2026-01-01T00:00:00.000Z',
  attempts: 0,
  sent: {},
  inquiry: { name: 'Ana', email: 'ana@example.com', company: 'Acme', message: 'x'.repeat(30) },
})

describe('outbox', () => {
  it('when an inquiry is stored, then only its owner can read the file and folders (0600/0700)', async () => {
    const { dir, outbox } = await makeOutbox()
    await outbox.add(item('private'))
    expect(statSync(join(dir, 'pending', 'private.json')).mode & 0o777).toBe(0o600)
    const updated = { ...item('private'), attempts: 1 }
    await outbox.update(updated)
    expect(statSync(join(dir, 'pending', 'private.json')).mode & 0o777).toBe(0o600)
    for (const state of ['pending', 'sent', 'dead', 'tmp']) {
      expect(statSync(join(dir, state)).mode & 0o077, state).toBe(0)
    }
  })

  it('when a pending file is not a readable item, then it moves to dead/ with the error beside it', async () => {
    const { dir, outbox } = await makeOutbox()
    await outbox.add(item('good'))
    writeFileSync(join(dir, 'pending', 'broken.json'), '{"id": "broken", "inq')
    writeFileSync(join(dir, 'pending', 'stranger.json'), '[1, 2, 3]')
    const corrupt: string[] = []
    const items = await outbox.pending((file) => corrupt.push(file))
    expect(items.map((found) => found.id)).toEqual(['good'])
    expect(corrupt.sort()).toEqual(['broken.json', 'stranger.json'])
    expect(readdirSync(join(dir, 'pending'))).toEqual(['good.json'])
    expect(readdirSync(join(dir, 'dead')).sort()).toEqual([
      'broken.json',
      'broken.json.error.txt',
      'stranger.json',
      'stranger.json.error.txt',
    ])
    expect(readFileSync(join(dir, 'dead', 'broken.json.error.txt'), 'utf8')).toMatch(/JSON/)
    // Not skipped forever: the next look finds only good items.
    expect((await outbox.pending()).map((found) => found.id)).toEqual(['good'])
  })

  it('when an item is finished twice (a scan listed it just before), then the second time is a no-op', async () => {
    const { dir, outbox } = await makeOutbox()
    await outbox.add(item('twice'))
    await outbox.finish('twice', 'sent')
    await expect(outbox.finish('twice', 'sent')).resolves.toBeUndefined()
    expect(readdirSync(join(dir, 'sent'))).toEqual(['twice.json'])
    expect(readdirSync(join(dir, 'pending'))).toEqual([])
  })

  it('when the outbox starts, then files left in tmp/ by failed writes are removed, fresh ones kept', async () => {
    const { dir, outbox } = await makeOutbox()
    const orphan = join(dir, 'tmp', 'orphan.1234.json')
    const fresh = join(dir, 'tmp', 'fresh.5678.json')
    writeFileSync(orphan, '{"half":')
    writeFileSync(fresh, '{"being":"written"}')
    const anHourAgo = new Date(Date.now() - 60 * 60_000)
    utimesSync(orphan, anHourAgo, anHourAgo)
    await outbox.init()
    expect(readdirSync(join(dir, 'tmp'))).toEqual(['fresh.5678.json'])
  })
})
