import { join } from 'node:path'
import lockfile from 'proper-lockfile'

/** A lock (delivery's, an item's) whose holder died is taken over once it is this old. */
const STALE_MS = 10_000
/** A wait for an item's lock looks again this often. */
const LOOK_MS = 100

/** The release function of a lock taken, or undefined when another holder still has it. */
export type Unlock = (() => Promise<void>) | undefined

/**
 * Holds one pending item: the worker for the whole of its delivery, `forget` (the operator's
 * CLI, another process) while it deletes it. Waits up to `waitMs` for another holder; resolves
 * to the release function, or undefined when the other still holds it. A holder that died
 * loses it once it is stale, as the delivery lock. The lock is a folder in tmp/, so a crash's
 * leftover is cleared with the other orphans.
 */
export async function lockItem(
  dir: string,
  id: string,
  waitMs = 0,
  onLost: (error: Error) => void = () => {},
): Promise<Unlock> {
  try {
    return await lockfile.lock(join(dir, 'pending', `${id}.json`), {
      lockfilePath: join(dir, 'tmp', `${id}.lock`),
      realpath: false,
      stale: STALE_MS,
      retries: {
        retries: Math.ceil(waitMs / LOOK_MS),
        factor: 1,
        minTimeout: LOOK_MS,
        maxTimeout: LOOK_MS,
      },
      onCompromised: onLost,
    })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') return undefined
    throw error
  }
}

/**
 * One delivering process per folder: any number may accept into pending/, but only the
 * holder of this lock sends (two senders would send every email twice). The holder
 * refreshes the lock every few seconds; when it dies, another process takes over once the
 * lock is `staleMs` old. Resolves to the release function, or undefined when another live
 * process holds it. `onLost` is called if the lock is taken away (the folder vanished).
 */
export async function lockDelivery(
  dir: string,
  onLost: (error: Error) => void,
  staleMs = STALE_MS,
): Promise<Unlock> {
  try {
    return await lockfile.lock(dir, {
      lockfilePath: join(dir, 'delivery.lock'),
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
