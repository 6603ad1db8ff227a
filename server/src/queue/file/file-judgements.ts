import { readFile, rename, stat } from 'node:fs/promises'
import { join } from 'node:path'
import lockfile from 'proper-lockfile'
import {
  byTime,
  JUDGEMENT_MEMORY,
  type Judgement,
  type JudgementStore,
  keyOf,
} from '../../inquiry/judgements.ts'
import { syncFolder, writeSynced } from './durable-files.ts'

export const JUDGEMENTS_FILE = 'judgements.json'

/** A change waits this long for another process's change to the file (a stale lock: 10 s). */
const CHANGE_WAIT_MS = 10_000

/**
 * In the outbox folder, as one JSON file replaced whole (written to tmp/, fsynced, renamed):
 * the server and the operator's CLI both read it, and the server reads it again only when it
 * changed. Writes in this process go one after another, and each reads and writes the file under
 * a lock in tmp/ (proper-lockfile, as the outbox's items), so that a change another process
 * (a second server on the folder, the CLI) makes at the same moment is never written over.
 */
export function fileJudgements(dir: string, memory = JUDGEMENT_MEMORY): JudgementStore {
  const file = join(dir, JUDGEMENTS_FILE)
  let cache: { stamp: string; judgements: Judgement[] } | undefined
  let writing: Promise<unknown> = Promise.resolve()
  const read = async (): Promise<Judgement[]> => {
    const info = await stat(file).catch(() => undefined)
    if (!info) return []
    const stamp = `${info.mtimeMs}:${info.size}:${info.ino}`
    if (cache?.stamp !== stamp) {
      cache = { stamp, judgements: JSON.parse(await readFile(file, 'utf8')) as Judgement[] }
    }
    return cache.judgements
  }
  const write = async (judgements: Judgement[]) => {
    const tmp = await writeSynced(join(dir, 'tmp'), 'judgements', JSON.stringify(judgements))
    await rename(tmp, file)
    await syncFolder(dir)
  }
  /** Runs `change` after the writes before it, on the file as it is now, under its lock. */
  const change = <T>(step: (judgements: Judgement[]) => Promise<T>): Promise<T> => {
    const next = writing.then(async () => {
      const unlock = await lockfile.lock(file, {
        lockfilePath: join(dir, 'tmp', `${JUDGEMENTS_FILE}.lock`),
        realpath: false,
        stale: 10_000,
        retries: { retries: CHANGE_WAIT_MS / 50, factor: 1, minTimeout: 50, maxTimeout: 50 },
      })
      try {
        return await step(await read())
      } finally {
        await unlock().catch(() => {}) // taken over as stale: nothing left to release
      }
    })
    writing = next.catch(() => {})
    return next
  }
  return {
    all: async () => [...(await read())],
    add: (judgement) =>
      change(async (judgements) => {
        if (judgements.some((each) => keyOf(each) === keyOf(judgement))) return false
        await write([...judgements, judgement].sort(byTime).slice(-memory))
        return true
      }),
    remove: async (drop) => {
      // Nothing stored yet (a queue that never held one): nothing to remove, and no lock to make.
      if (!(await read()).length) return 0
      return change(async (judgements) => {
        const kept = judgements.filter((judgement) => !drop(judgement))
        if (kept.length < judgements.length) await write(kept)
        return judgements.length - kept.length
      })
    },
  }
}
