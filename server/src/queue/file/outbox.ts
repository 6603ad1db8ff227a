/**
 * The file backend's storing job: an inquiry's way through the outbox's folders. Its other
 * jobs: locking (outbox-locks.ts), holding (outbox-moves.ts), forgetting and purging
 * (outbox-retention.ts); the folders they share (outbox-folders.ts).
 */
import { randomUUID } from 'node:crypto'
import {
  link,
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  unlink,
  writeFile,
} from 'node:fs/promises'
import { join } from 'node:path'
import type { Forgotten, QuarantineReason } from '../../inquiry/queue.ts'
import { type ItemState, OutboxFolders, type OutboxItem, STATES } from './outbox-folders.ts'
import { lockDelivery, lockItem, type Unlock } from './outbox-locks.ts'
import { hold, release, revive } from './outbox-moves.ts'
import { forget, purge } from './outbox-retention.ts'

export type { OutboxItem } from './outbox-folders.ts'

/** A file in tmp/ this old was left by a write that failed or a process that died. */
const ORPHAN_AGE_MS = 60_000
/** As much as a small inquiry: a readiness probe that writes nothing would pass on a full disk. */
const PROBE = Buffer.alloc(4096, 'x')

/**
 * A folder-backed queue that survives crashes: an item is written to tmp/, fsynced, then
 * linked into pending/ (atomic, and fails if the id exists: that is the idempotency check),
 * and the folder is fsynced before the API answers 202.
 */
export class Outbox extends OutboxFolders {
  /**
   * Creates the folders (owner only: items hold personal data) and removes orphans in tmp/:
   * files of failed writes and the item locks of a process that died.
   */
  async init(): Promise<void> {
    for (const state of STATES) {
      await mkdir(join(this.dir, state), { recursive: true, mode: 0o700 })
    }
    // Another process on this folder may be writing a fresh one, or holding a lock (refreshed
    // every few seconds): only old ones are orphans.
    for (const name of await readdir(join(this.dir, 'tmp'))) {
      const file = join(this.dir, 'tmp', name)
      const info = await stat(file).catch(() => undefined)
      if (info && Date.now() - info.mtimeMs > ORPHAN_AGE_MS) {
        await rm(file, { force: true, recursive: true })
      }
    }
  }

  /** Stores a new item durably. `created: false` means the id was seen before: nothing is added. */
  async add(item: OutboxItem): Promise<{ created: boolean }> {
    const tmp = await this.writeTmp(item)
    try {
      await link(tmp, this.path('pending', item.id))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return { created: false }
      throw error
    } finally {
      await unlink(tmp)
    }
    // finish() links into sent/, dead/ or quarantine/ before it unlinks pending/, so an id that
    // was just delivered or quarantined is always visible here: drop the copy we made.
    if ((await this.isFinished(item.id)) || (await this.exists('quarantine', item.id))) {
      await unlink(this.path('pending', item.id))
      return { created: false }
    }
    await this.syncDir('pending')
    return { created: true }
  }

  /**
   * Rewrites a pending item atomically (tmp file + rename), only while it is still there: a
   * delivery never writes back an item that `forget` deleted (it holds the item's lock, so
   * forget cannot delete it in between; this is for a lock taken away).
   */
  async update(item: OutboxItem): Promise<void> {
    if (!(await this.isPending(item.id))) throw new Error('the item was deleted meanwhile')
    const tmp = await this.writeTmp(item)
    await rename(tmp, this.path('pending', item.id))
    await this.syncDir('pending')
  }

  isPending(id: string): Promise<boolean> {
    return this.exists('pending', id)
  }

  /**
   * Every pending item. A file that cannot be read as an item moves to dead/, with the error
   * next to it in `<file>.error.txt`, and is reported through `onCorrupt`.
   */
  async pending(onCorrupt?: (file: string, error: Error) => void): Promise<OutboxItem[]> {
    const files = (await readdir(join(this.dir, 'pending'))).filter((file) =>
      file.endsWith('.json'),
    )
    const items = await Promise.all(
      files.map(async (file) => {
        let text: string
        try {
          text = await readFile(join(this.dir, 'pending', file), 'utf8')
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null // finished meanwhile
          throw error
        }
        try {
          const item = JSON.parse(text) as OutboxItem
          if (typeof item?.id !== 'string' || typeof item.inquiry?.email !== 'string') {
            throw new Error('not an outbox item')
          }
          return item
        } catch (error) {
          await this.moveCorrupt(file, error as Error)
          onCorrupt?.(file, error as Error)
          return null
        }
      }),
    )
    return items.filter((item): item is OutboxItem => item !== null)
  }

  private async moveCorrupt(file: string, error: Error): Promise<void> {
    await writeFile(join(this.dir, 'dead', `${file}.error.txt`), `${error.message}\n`, {
      mode: 0o600,
    })
    await rename(join(this.dir, 'pending', file), join(this.dir, 'dead', file))
    await this.syncDir('dead')
    await this.syncDir('pending')
  }

  /**
   * Moves a pending item to sent/, dead/ or quarantine/: linked there first, so its id is never
   * free.
   */
  async finish(id: string, to: 'sent' | 'dead' | 'quarantine'): Promise<void> {
    try {
      await link(this.path('pending', id), this.path(to, id))
    } catch (error) {
      const { code } = error as NodeJS.ErrnoException
      // Finished twice (a scan listed it just before the first finish): nothing left to do.
      if (code === 'ENOENT' && ((await this.exists(to, id)) || (await this.isFinished(id)))) return
      if (code !== 'EEXIST') throw error
    }
    await this.syncDir(to)
    await rm(this.path('pending', id), { force: true })
    await this.syncDir('pending')
  }

  /**
   * The stored item with this id, wherever it is (pending, quarantine, sent or dead), and where.
   * An item on the move is found in pending/ still.
   */
  async find(id: string): Promise<(OutboxItem & { state: ItemState }) | undefined> {
    // finish() links into sent/, dead/ or quarantine/ before it unlinks pending/: looking in this
    // order, an item on the move is always found.
    for (const state of ['pending', 'quarantine', 'sent', 'dead'] as const) {
      try {
        const item = JSON.parse(await readFile(this.path(state, id), 'utf8')) as OutboxItem
        return { ...item, state }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      }
    }
    return undefined
  }

  /** How many items one state holds, without reading them (every metrics scrape asks). */
  async count(state: ItemState): Promise<number> {
    return (await this.files(state)).filter((file) => file.endsWith('.json')).length
  }

  /** Every readable item in one state, with when its file last changed. */
  async list(state: ItemState): Promise<Array<OutboxItem & { updatedAt: string }>> {
    const files = (await this.files(state)).filter((file) => file.endsWith('.json'))
    const items = await Promise.all(
      files.map(async (file) => {
        try {
          const path = join(this.dir, state, file)
          const [text, info] = await Promise.all([readFile(path, 'utf8'), stat(path)])
          return { ...(JSON.parse(text) as OutboxItem), updatedAt: info.mtime.toISOString() }
        } catch {
          return null // moved meanwhile, or not an item (a corrupt file kept in dead/)
        }
      }),
    )
    return items.filter((item) => item !== null)
  }

  inQuarantine(id: string): Promise<boolean> {
    return this.exists('quarantine', id)
  }

  /** Removes a pending copy of an id that is held elsewhere (a duplicate left by a race). */
  async dropPending(id: string): Promise<void> {
    await rm(this.path('pending', id), { force: true })
    await this.syncDir('pending')
  }

  async isFinished(id: string): Promise<boolean> {
    return (await this.exists('sent', id)) || (await this.exists('dead', id))
  }

  /** Sends a dead item back to pending/ for a fresh retry window (outbox-moves.ts). */
  revive(id: string, now = new Date()): Promise<boolean> {
    return revive(this, id, now)
  }

  /** Sends a quarantined item to pending/, released, with a fresh retry window (outbox-moves.ts). */
  release(id: string, now = new Date()): Promise<boolean> {
    return release(this, id, now)
  }

  /** Moves an item not delivered yet into the quarantine, under its lock (outbox-moves.ts). */
  hold(id: string, reason: QuarantineReason, waitMs?: number): Promise<boolean> {
    return hold(this, id, reason, waitMs)
  }

  /** Deletes delivered items whose file is older than `olderThanMs`; returns how many. */
  purgeSent(olderThanMs: number, now = Date.now()): Promise<number> {
    return purge(this, 'sent', olderThanMs, now)
  }

  /** Deletes dead items (and corrupt files kept there) older than `olderThanMs`; returns how many items. */
  purgeDead(olderThanMs: number, now = Date.now()): Promise<number> {
    return purge(this, 'dead', olderThanMs, now)
  }

  /** Deletes quarantined items whose file is older than `olderThanMs`; returns how many. */
  purgeQuarantine(olderThanMs: number, now = Date.now()): Promise<number> {
    return purge(this, 'quarantine', olderThanMs, now)
  }

  /** Deletes every item from this address's mailbox, in every folder (outbox-retention.ts). */
  forget(email: string): Promise<Forgotten> {
    return forget(this, email)
  }

  /** Holds one pending item while it is delivered or deleted (outbox-locks.ts). */
  lockItem(id: string, waitMs = 0, onLost?: (error: Error) => void): Promise<Unlock> {
    return lockItem(this.dir, id, waitMs, onLost)
  }

  /** One delivering process per folder (outbox-locks.ts). */
  lockDelivery(onLost: (error: Error) => void, staleMs?: number): Promise<Unlock> {
    return lockDelivery(this.dir, onLost, staleMs)
  }

  /**
   * Readiness: can we still store an inquiry? Walks the real path with a page of data: write
   * and fsync in tmp/ (fails on a full disk), link into pending/ (fails if it can't be written).
   */
  async checkWritable(): Promise<void> {
    const name = `.probe-${randomUUID()}`
    const tmp = join(this.dir, 'tmp', name)
    try {
      const handle = await open(tmp, 'wx', 0o600)
      try {
        await handle.writeFile(PROBE)
        await handle.sync()
      } finally {
        await handle.close()
      }
      await link(tmp, join(this.dir, 'pending', name))
      await unlink(join(this.dir, 'pending', name))
    } finally {
      await rm(tmp, { force: true })
    }
  }
}
