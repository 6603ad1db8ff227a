import { constants } from 'node:fs'
import { access, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import type { Deliverable } from '../../inquiry/queue.ts'
import { syncFolder, writeSynced } from './durable-files.ts'

/** One inquiry's file: what delivery needs, and where its retries stand. */
export interface OutboxItem extends Deliverable {
  attempts: number
  nextAttemptAt: string
  lastError?: string
  /** When an operator last sent it back from dead/: its retry window starts again then. */
  retriedAt?: string
}

export const STATES = ['pending', 'sent', 'dead', 'tmp', 'quarantine'] as const
export type State = (typeof STATES)[number]
/** The folders that hold items (all but tmp/). */
export type ItemState = Exclude<State, 'tmp'>

/**
 * The outbox's folders, one per state, and what each of its jobs (storing: outbox.ts; holding:
 * outbox-moves.ts; forgetting and purging: outbox-retention.ts) reads and writes them by.
 */
export class OutboxFolders {
  readonly dir: string

  constructor(dir: string) {
    this.dir = dir
  }

  path(state: State, id: string) {
    return join(this.dir, state, `${id}.json`)
  }

  async exists(state: State, id: string) {
    return access(this.path(state, id), constants.F_OK).then(
      () => true,
      () => false,
    )
  }

  syncDir(state: State) {
    return syncFolder(join(this.dir, state))
  }

  writeTmp(item: OutboxItem): Promise<string> {
    return writeSynced(join(this.dir, 'tmp'), item.id, JSON.stringify(item))
  }

  /**
   * The files of one state's folder; none when the outbox was never created (an operator's
   * read-only command on a new machine creates nothing and reports an empty outbox).
   */
  async files(state: ItemState): Promise<string[]> {
    try {
      return await readdir(join(this.dir, state))
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
      throw error
    }
  }
}
