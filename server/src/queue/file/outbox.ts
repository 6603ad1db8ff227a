import { randomUUID } from 'node:crypto'
import { constants } from 'node:fs'
import {
  access,
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
import lockfile from 'proper-lockfile'
import { mailboxOf } from '../../delivery/confirmation-budget.ts'
import { ADDRESS_IN_TEXT } from '../../delivery/delivery.ts'
import {
  type Deliverable,
  type Forgotten,
  HOLD_WAIT_MS,
  type QuarantineReason,
} from '../../inquiry/queue.ts'

/** One inquiry's file: what delivery needs, and where its retries stand. */
export interface OutboxItem extends Deliverable {
  attempts: number
  nextAttemptAt: string
  lastError?: string
  /** When an operator last sent it back from dead/: its retry window starts again then. */
  retriedAt?: string
}

const STATES = ['pending', 'sent', 'dead', 'tmp', 'quarantine'] as const
type State = (typeof STATES)[number]
/** The folders that hold items (all but tmp/). */
type ItemState = Exclude<State, 'tmp'>
/** A file in tmp/ this old was left by a write that failed or a process that died. */
const ORPHAN_AGE_MS = 60_000
/** As much as a small inquiry: a readiness probe that writes nothing would pass on a full disk. */
const PROBE = Buffer.alloc(4096, 'x')
/** A lock (delivery's, an item's) whose holder died is taken over once it is this old. */
const STALE_MS = 10_000
/** `forget` waits this long for an inquiry being delivered right now, looking again this often. */
const FORGET_WAIT_MS = 60_000
const FORGET_LOOK_MS = 100

/** What a move back to pending/ resets: the attempts, and the retry window starts now. */
const freshWindow = (now: Date): Partial<OutboxItem> => ({
  attempts: 0,
  nextAttemptAt: now.toISOString(),
  retriedAt: now.toISOString(),
})

/** Fsyncs a folder, so that the names just linked, renamed or removed in it last a crash. */
export async function syncFolder(dir: string): Promise<void> {
  const handle = await open(dir, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/**
 * Writes `text` to a new file in `tmpDir` (owner only) and fsyncs it; the caller links or renames
 * it into place. A failed write leaves no half file behind (a full disk).
 */
export async function writeSynced(tmpDir: string, name: string, text: string): Promise<string> {
  const tmp = join(tmpDir, `${name}.${randomUUID()}.json`)
  const handle = await open(tmp, 'wx', 0o600)
  try {
    await handle.writeFile(text)
    await handle.sync()
  } catch (error) {
    await handle.close()
    await rm(tmp, { force: true })
    throw error
  }
  await handle.close()
  return tmp
}

/**
 * A folder-backed queue that survives crashes: an item is written to tmp/, fsynced, then
 * linked into pending/ (atomic, and fails if the id exists: that is the idempotency check),
 * and the folder is fsynced before the API answers 202.
 */
export class Outbox {
  readonly dir: string

  constructor(dir: string) {
    this.dir = dir
  }

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

  private path(state: State, id: string) {
    return join(this.dir, state, `${id}.json`)
  }

  private async exists(state: State, id: string) {
    return access(this.path(state, id), constants.F_OK).then(
      () => true,
      () => false,
    )
  }

  private syncDir(state: State) {
    return syncFolder(join(this.dir, state))
  }

  private writeTmp(item: OutboxItem): Promise<string> {
    return writeSynced(join(this.dir, 'tmp'), item.id, JSON.stringify(item))
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

  /**
   * The files of one state's folder; none when the outbox was never created (an operator's
   * read-only command on a new machine creates nothing and reports an empty outbox).
   */
  private async files(state: ItemState): Promise<string[]> {
    try {
      return await readdir(join(this.dir, state))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
      throw error
    }
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

  /** Sends a dead item back to pending/ for a fresh retry window; false if none is dead. */
  revive(id: string, now = new Date()): Promise<boolean> {
    return this.move('dead', 'pending', id, (item) => ({ ...item, ...freshWindow(now) }))
  }

  /**
   * Sends a quarantined item to pending/, marked released (so it is delivered, all its emails)
   * with a fresh retry window; false if it is not in the quarantine.
   */
  release(id: string, now = new Date()): Promise<boolean> {
    return this.move('quarantine', 'pending', id, (item) => ({
      ...item,
      releasedAt: now.toISOString(),
      ...freshWindow(now),
    }))
  }

  /**
   * Moves an item not delivered yet (pending or dead) to quarantine/ with `reason` added and its
   * release undone: the studio reported it (This is spam). A pending one under its lock, so a
   * delivery in flight ends first (up to `waitMs`; then it throws, nothing changed). False when
   * it is neither pending nor dead: delivered, held already, or gone.
   */
  async hold(id: string, reason: QuarantineReason, waitMs = HOLD_WAIT_MS): Promise<boolean> {
    const held = ({ releasedAt: _, ...item }: OutboxItem): OutboxItem => ({
      ...item,
      reasons: [...new Set([...(item.reasons ?? []), reason])],
    })
    const unlock = await this.lockItem(id, waitMs)
    if (!unlock) throw new Error('the inquiry is being delivered right now: try again')
    try {
      return (
        (await this.move('pending', 'quarantine', id, held)) ||
        (await this.move('dead', 'quarantine', id, held))
      )
    } finally {
      await unlock()
    }
  }

  /** Moves an item from one folder to another as `change` makes it; false if `from` has none. */
  private async move(
    from: ItemState,
    to: ItemState,
    id: string,
    change: (item: OutboxItem) => OutboxItem,
  ): Promise<boolean> {
    let item: OutboxItem
    try {
      item = JSON.parse(await readFile(this.path(from, id), 'utf8')) as OutboxItem
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false
      throw error
    }
    const tmp = await this.writeTmp(change(item))
    try {
      await link(tmp, this.path(to, id))
    } finally {
      await unlink(tmp)
    }
    await this.syncDir(to)
    await unlink(this.path(from, id))
    await this.syncDir(from)
    return true
  }

  /** Deletes delivered items whose file is older than `olderThanMs`; returns how many. */
  purgeSent(olderThanMs: number, now = Date.now()): Promise<number> {
    return this.purge('sent', olderThanMs, now)
  }

  /** Deletes dead items (and corrupt files kept there) older than `olderThanMs`; returns how many items. */
  purgeDead(olderThanMs: number, now = Date.now()): Promise<number> {
    return this.purge('dead', olderThanMs, now)
  }

  /** Deletes quarantined items whose file is older than `olderThanMs`; returns how many. */
  purgeQuarantine(olderThanMs: number, now = Date.now()): Promise<number> {
    return this.purge('quarantine', olderThanMs, now)
  }

  private async purge(state: 'sent' | 'dead' | 'quarantine', olderThanMs: number, now: number) {
    let purged = 0
    for (const file of await this.files(state)) {
      const path = join(this.dir, state, file)
      const info = await stat(path).catch(() => undefined)
      if (info && now - info.mtimeMs >= olderThanMs) {
        await rm(path, { force: true })
        if (file.endsWith('.json')) purged++
      }
    }
    if (purged) await this.syncDir(state)
    return purged
  }

  /**
   * Deletes every item from this address's mailbox (mailboxOf: any case, any +tag, Gmail's dots)
   * in pending/, sent/, dead/ and quarantine/, with any corrupt file that contains an address of
   * it; returns how many inquiries and their addresses. A pending item being
   * delivered is deleted once that delivery ends (its lock): the worker neither sends it again
   * nor writes it back. (tmp/ holds only writes in progress and locks; a crash's leftover there
   * is removed when the server starts: init.)
   */
  async forget(email: string): Promise<Forgotten> {
    const mailbox = mailboxOf(email)
    /** The addresses of this mailbox a file holds: its item's, or any in a corrupt file's text. */
    const fromMailbox = (text: string) => {
      let addresses: string[]
      try {
        addresses = [(JSON.parse(text) as OutboxItem).inquiry.email]
      } catch {
        addresses = text.match(ADDRESS_IN_TEXT) ?? [] // not an item: a corrupt file
      }
      return addresses.filter((address) => mailboxOf(address) === mailbox)
    }
    const forgotten = new Set<string>()
    const addresses = new Set<string>()
    let busy = 0
    // pending/ first: a delivery that ends while forget waits for it may move its item on.
    for (const state of ['pending', 'sent', 'dead', 'quarantine'] as const) {
      let removed = false
      for (const file of await this.files(state)) {
        if (!file.endsWith('.json')) continue
        const path = join(this.dir, state, file)
        const text = await readFile(path, 'utf8').catch(() => '') // moved meanwhile
        const found = text ? fromMailbox(text) : []
        if (found.length === 0) continue
        const unlock =
          state === 'pending'
            ? await this.lockItem(file.slice(0, -'.json'.length), FORGET_WAIT_MS)
            : async () => {}
        if (!unlock) {
          busy++
          continue
        }
        try {
          await rm(path, { force: true })
          await rm(`${path}.error.txt`, { force: true })
        } finally {
          await unlock()
        }
        forgotten.add(file)
        for (const address of found) addresses.add(address)
        removed = true
      }
      if (removed) await this.syncDir(state)
    }
    if (busy > 0) {
      throw new Error(
        `${busy} inquiries from this address are still being delivered: run forget again (the others are deleted)`,
      )
    }
    return { count: forgotten.size, addresses: [...addresses].sort() }
  }

  /**
   * Holds one pending item: the worker for the whole of its delivery, `forget` (the operator's
   * CLI, another process) while it deletes it. Waits up to `waitMs` for another holder; resolves
   * to the release function, or undefined when the other still holds it. A holder that died
   * loses it once it is stale, as the delivery lock. The lock is a folder in tmp/, so a crash's
   * leftover is cleared with the other orphans.
   */
  async lockItem(
    id: string,
    waitMs = 0,
    onLost: (error: Error) => void = () => {},
  ): Promise<(() => Promise<void>) | undefined> {
    try {
      return await lockfile.lock(this.path('pending', id), {
        lockfilePath: join(this.dir, 'tmp', `${id}.lock`),
        realpath: false,
        stale: STALE_MS,
        retries: {
          retries: Math.ceil(waitMs / FORGET_LOOK_MS),
          factor: 1,
          minTimeout: FORGET_LOOK_MS,
          maxTimeout: FORGET_LOOK_MS,
        },
        onCompromised: onLost,
      })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ELOCKED') return undefined
      throw error
    }
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

  /**
   * One delivering process per folder: any number may accept into pending/, but only the
   * holder of this lock sends (two senders would send every email twice). The holder
   * refreshes the lock every few seconds; when it dies, another process takes over once the
   * lock is `staleMs` old. Resolves to the release function, or undefined when another live
   * process holds it. `onLost` is called if the lock is taken away (the folder vanished).
   */
  async lockDelivery(
    onLost: (error: Error) => void,
    staleMs = STALE_MS,
  ): Promise<(() => Promise<void>) | undefined> {
    try {
      return await lockfile.lock(this.dir, {
        lockfilePath: join(this.dir, 'delivery.lock'),
        realpath: false,
        stale: staleMs,
        retries: 0,
        onCompromised: onLost,
      })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ELOCKED') return undefined
      throw error
    }
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
