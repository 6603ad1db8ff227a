/**
 * The outbox's holding job: an item moved from one folder to another by an operator or the
 * studio: back from dead/ (Retry), out of the quarantine (Release), into it (This is spam).
 */
import { link, readFile, unlink } from 'node:fs/promises'
import { HOLD_WAIT_MS, type QuarantineReason } from '../../inquiry/queue.ts'
import type { ItemState, OutboxFolders, OutboxItem } from './outbox-folders.ts'
import { lockItem } from './outbox-locks.ts'

/** What a move back to pending/ resets: the attempts, and the retry window starts now. */
const freshWindow = (now: Date): Partial<OutboxItem> => ({
  attempts: 0,
  nextAttemptAt: now.toISOString(),
  retriedAt: now.toISOString(),
})

/** Moves an item from one folder to another as `change` makes it; false if `from` has none. */
async function move(
  folders: OutboxFolders,
  from: ItemState,
  to: ItemState,
  id: string,
  change: (item: OutboxItem) => OutboxItem,
): Promise<boolean> {
  let item: OutboxItem
  try {
    item = JSON.parse(await readFile(folders.path(from, id), 'utf8')) as OutboxItem
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false
    throw error
  }
  const tmp = await folders.writeTmp(change(item))
  try {
    await link(tmp, folders.path(to, id))
  } finally {
    await unlink(tmp)
  }
  await folders.syncDir(to)
  await unlink(folders.path(from, id))
  await folders.syncDir(from)
  return true
}

/** Sends a dead item back to pending/ for a fresh retry window; false if none is dead. */
export function revive(folders: OutboxFolders, id: string, now: Date): Promise<boolean> {
  return move(folders, 'dead', 'pending', id, (item) => ({ ...item, ...freshWindow(now) }))
}

/**
 * Sends a quarantined item to pending/, marked released (so it is delivered, all its emails)
 * with a fresh retry window; false if it is not in the quarantine.
 */
export function release(folders: OutboxFolders, id: string, now: Date): Promise<boolean> {
  return move(folders, 'quarantine', 'pending', id, (item) => ({
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
export async function hold(
  folders: OutboxFolders,
  id: string,
  reason: QuarantineReason,
  waitMs = HOLD_WAIT_MS,
): Promise<boolean> {
  const held = ({ releasedAt: _, ...item }: OutboxItem): OutboxItem => ({
    ...item,
    reasons: [...new Set([...(item.reasons ?? []), reason])],
  })
  const unlock = await lockItem(folders.dir, id, waitMs)
  if (!unlock) throw new Error('the inquiry is being delivered right now: try again')
  try {
    return (
      (await move(folders, 'pending', 'quarantine', id, held)) ||
      (await move(folders, 'dead', 'quarantine', id, held))
    )
  } finally {
    await unlock()
  }
}
