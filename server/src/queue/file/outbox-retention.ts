/**
 * The outbox's forgetting and purging job (docs/decisions/024): items past their retention, and
 * every item of one founder's mailbox on request.
 */
import { readFile, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { ADDRESS_IN_TEXT } from '../../delivery/delivery.ts'
import { mailboxOf } from '../../inquiry/mailbox.ts'
import type { Forgotten } from '../../inquiry/queue.ts'
import type { OutboxFolders, OutboxItem } from './outbox-folders.ts'
import { lockItem } from './outbox-locks.ts'

/** `forget` waits this long for an inquiry being delivered right now. */
const FORGET_WAIT_MS = 60_000

/** Deletes the items (and corrupt files kept with them) of one state older than `olderThanMs`; returns how many items. */
export async function purge(
  folders: OutboxFolders,
  state: 'sent' | 'dead' | 'quarantine',
  olderThanMs: number,
  now: number,
): Promise<number> {
  let purged = 0
  for (const file of await folders.files(state)) {
    const path = join(folders.dir, state, file)
    const info = await stat(path).catch(() => undefined)
    if (info && now - info.mtimeMs >= olderThanMs) {
      await rm(path, { force: true })
      if (file.endsWith('.json')) purged++
    }
  }
  if (purged) await folders.syncDir(state)
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
export async function forget(folders: OutboxFolders, email: string): Promise<Forgotten> {
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
    for (const file of await folders.files(state)) {
      if (!file.endsWith('.json')) continue
      const path = join(folders.dir, state, file)
      const text = await readFile(path, 'utf8').catch(() => '') // moved meanwhile
      const found = text ? fromMailbox(text) : []
      if (found.length === 0) continue
      const unlock =
        state === 'pending'
          ? await lockItem(folders.dir, file.slice(0, -'.json'.length), FORGET_WAIT_MS)
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
    if (removed) await folders.syncDir(state)
  }
  if (busy > 0) {
    throw new Error(
      `${busy} inquiries from this address are still being delivered: run forget again (the others are deleted)`,
    )
  }
  return { count: forgotten.size, addresses: [...addresses].sort() }
}
