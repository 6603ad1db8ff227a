/**
 * The studio's notices on the file outbox (docs/decisions/041), in OUTBOX_DIR/notices/:
 *
 *   <notice id>.json   a notice (notices.ts) and its marks, written as the outbox writes items
 *   held/<id>          a held inquiry, or one whose confirmation bounced, waiting for the next
 *                      digest (an empty file)
 *   digest-<ms>/<id>   the held inquiries one digest lists: held/ renamed when its window ended
 *
 * Any process on the folder writes notices (accepting a held inquiry); only the one holding the
 * delivery lock sends them, so each is sent once, and a restart sends what is left.
 */
import { link, mkdir, open, readdir, readFile, rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { backoffMs, HOOK_DEFER_MS, type PartError } from '../../delivery/delivery.ts'
import { DEFERRED } from '../../delivery/hooks.ts'
import {
  deliverNotice,
  givesUp,
  logGivenUp,
  type NoticeDeps,
  NoticeLanes,
  sendDigest,
} from '../../delivery/notice-delivery.ts'
import {
  digestWindow,
  failedNotice,
  heldNotice,
  type Notice,
  type NoticeLocation,
} from '../../delivery/notices.ts'
import { isQuarantined } from '../../inquiry/queue.ts'
import { syncFolder, writeSynced } from './durable-files.ts'
import type { Outbox, OutboxItem } from './outbox.ts'

export interface FileNoticeDeps extends NoticeDeps {
  outbox: Outbox
  /** Whether this process holds the outbox's delivery lock: only then does it send. */
  delivering: () => boolean
}

const HELD = 'held'
const BATCH = 'digest-'
const isNotFound = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT'

export class FileNotices {
  private readonly dir: string
  private readonly tmp: string
  private readonly deps: FileNoticeDeps
  /** When each notice may be tried again, and how often it failed (this process's run). */
  private readonly retries = new Map<string, { attempts: number; at: number }>()
  private readonly lanes: NoticeLanes
  /** The notices (file names) being sent now, each on its own: none waits for another. */
  private readonly inFlight = new Map<string, Promise<void>>()
  private timer: NodeJS.Timeout | undefined
  private digestTimer: NodeJS.Timeout | undefined
  private scanning: Promise<void> | undefined
  private again = false
  private stopped = true

  constructor(outboxDir: string, deps: FileNoticeDeps) {
    this.dir = join(outboxDir, 'notices')
    this.tmp = join(outboxDir, 'tmp')
    this.deps = deps
    this.lanes = new NoticeLanes(deps)
  }

  /**
   * Records what the studio will hear of a held inquiry, before it moves to quarantine/: the
   * notice its hooks (and with no digest window, its own email) go out with, and its place in
   * the next digest. Neither goes out before the item is in quarantine/ (then kick()).
   */
  async held(id: string): Promise<void> {
    const notice = heldNotice(id, this.deps.hooks, this.deps.notices)
    if (notice) await this.create(notice)
    if (this.deps.notices.digestMs > 0) await this.waitForDigest(id)
  }

  /**
   * Records the alert for an item about to move to dead/ (written first: a crash loses none; it
   * goes out once the item is there, then kick()).
   */
  failed(item: OutboxItem): Promise<void> {
    return this.create(failedNotice(item, this.deps.hooks))
  }

  /**
   * Notes an inquiry whose confirmation bounced for the next digest (a line in it, next to the
   * held inquiries; with no digest window, a digest of its own at once).
   */
  async bounced(id: string): Promise<void> {
    await this.waitForDigest(id)
    this.kick()
  }

  /** Sends from now on while this process delivers, and ends a digest window at each boundary. */
  start(): void {
    this.stopped = false
    const { digestMs } = this.deps.notices
    if (digestMs === 0) return
    const next = () => {
      const now = Date.now()
      this.digestTimer = setTimeout(
        () => {
          void this.closeDigest().catch((err) =>
            this.deps.logger.error({ err }, 'the digest window could not be closed'),
          )
          next()
        },
        digestWindow(now, digestMs) + digestMs - now,
      )
      this.digestTimer.unref()
    }
    next()
  }

  async stop(): Promise<void> {
    this.stopped = true
    clearTimeout(this.timer)
    clearTimeout(this.digestTimer)
    await this.idle()
  }

  async idle(): Promise<void> {
    while (this.scanning || this.inFlight.size > 0) {
      await Promise.all([this.scanning, ...this.inFlight.values()])
    }
  }

  /**
   * Ends the digest window: the held inquiries waiting move, in one rename, into the batch that
   * one digest email lists; a hold written at the same moment lands on either side, never both.
   */
  async closeDigest(now = Date.now()): Promise<void> {
    if (this.stopped || !this.deps.delivering()) return
    const batch = join(this.dir, `${BATCH}${now}`)
    try {
      await rename(join(this.dir, HELD), batch)
    } catch (error) {
      if (isNotFound(error)) return // nothing held since the last digest
      throw error
    }
    await syncFolder(batch) // a hold made just before the rename is in it for good
    await syncFolder(this.dir)
    this.kick()
  }

  /** Starts sending what is due; passes never overlap, and a notice is sent by one at a time. */
  kick(): void {
    if (this.stopped || !this.deps.delivering()) return
    if (this.scanning) {
      this.again = true
      return
    }
    this.scanning = this.scan()
      .catch((err) => {
        this.deps.logger.error({ err }, 'notice pass failed')
        this.arm(Date.now() + backoffMs(1, this.deps.retry))
      })
      .finally(() => {
        this.scanning = undefined
        if (this.again) {
          this.again = false
          this.kick()
        }
      })
  }

  private arm(due: number): void {
    if (!Number.isFinite(due) || this.stopped) return
    clearTimeout(this.timer)
    this.timer = setTimeout(() => this.kick(), Math.max(0, due - Date.now()))
    this.timer.unref()
  }

  /**
   * Starts each notice and digest that is due and not being sent already, side by side (up to
   * NoticeLanes' width), and arms the timer for the next one due; each that ends scans again.
   */
  private async scan(): Promise<void> {
    let names: string[]
    try {
      names = await readdir(this.dir)
    } catch (error) {
      if (isNotFound(error)) return // no notice was ever written
      throw error
    }
    // Held inquiries left waiting when the digest window was turned off (0): one last digest.
    if (this.deps.notices.digestMs === 0 && names.includes(HELD)) await this.closeDigest()
    let next = Number.POSITIVE_INFINITY
    for (const name of names.sort()) {
      if (this.stopped || !this.deps.delivering()) return
      if (this.inFlight.size >= this.lanes.notices) break // one that ends scans again
      if (!name.startsWith(BATCH) && !name.endsWith('.json')) continue
      if (this.inFlight.has(name)) continue
      const retry = this.retries.get(name) ?? { attempts: 0, at: 0 }
      if (retry.at > Date.now()) {
        next = Math.min(next, retry.at)
        continue
      }
      const run = this.send(name, retry)
        .catch((err) => {
          this.deps.logger.error({ err, notice: name }, 'notice pass failed')
          this.retries.set(name, {
            attempts: retry.attempts,
            at: Date.now() + backoffMs(1, this.deps.retry),
          })
        })
        .finally(() => {
          this.inFlight.delete(name)
          this.kick()
        })
      this.inFlight.set(name, run)
    }
    this.arm(next)
  }

  /** Sends one notice or digest, and notes when it is due again if something is left. */
  private async send(name: string, retry: { attempts: number; at: number }): Promise<void> {
    const outcome = name.startsWith(BATCH) ? await this.sendBatch(name) : await this.sendOne(name)
    if (outcome === 'done') {
      this.retries.delete(name)
      return
    }
    if (outcome === DEFERRED) {
      // Its email is out; its hooks wait for a free slot in their endpoint's lane.
      this.retries.set(name, { attempts: retry.attempts, at: Date.now() + HOOK_DEFER_MS })
      return
    }
    retry.attempts += 1
    if (outcome !== 'wait' && givesUp(outcome.createdAt, outcome.failure, this.deps)) {
      logGivenUp(this.deps, outcome.notice, outcome.failure)
      await this.remove(name)
      this.retries.delete(name)
      return
    }
    retry.at = Date.now() + backoffMs(retry.attempts, this.deps.retry)
    this.retries.set(name, retry)
  }

  private async sendOne(name: string): Promise<Outcome> {
    let notice: Notice
    try {
      notice = JSON.parse(await readFile(join(this.dir, name), 'utf8')) as Notice
      if (typeof notice?.inquiryId !== 'string' || !Array.isArray(notice.channels)) {
        throw new Error('not a notice')
      }
    } catch (error) {
      if (isNotFound(error)) return 'done'
      // Half a notice cannot be sent; it holds no personal data to keep.
      this.deps.logger.error({ file: name, err: (error as Error).message }, 'unreadable notice')
      await this.remove(name)
      return 'done'
    }
    const item = await this.deps.outbox.find(notice.inquiryId)
    const outcome = await deliverNotice(notice, item, location(item), this.deps, this.lanes, () =>
      this.write(notice, 'update'),
    )
    if (outcome === 'wait' || outcome === DEFERRED) return outcome
    if (outcome !== 'done') return { failure: outcome, createdAt: notice.createdAt, notice }
    await this.remove(name)
    return 'done'
  }

  /** One digest: the inquiries of the batch still held (released or forgotten ones are not). */
  private async sendBatch(name: string): Promise<Outcome> {
    const batch = join(this.dir, name)
    const ids = await readdir(batch).catch((error) =>
      isNotFound(error) ? [] : Promise.reject(error),
    )
    const items = await Promise.all(ids.map((id) => this.deps.outbox.find(id)))
    // One moved by a restarted worker after a crash is listed once it is in quarantine/.
    if (items.some((item) => item && isQuarantined(item) && item.state === 'pending')) return 'wait'
    const held = items.filter(
      (item): item is NonNullable<typeof item> =>
        (item?.state === 'quarantine' && isQuarantined(item)) ||
        (item?.confirmation === 'bounced' && item.state !== 'dead'),
    )
    if (held.length > 0) {
      try {
        await sendDigest(name, held, this.deps, this.lanes)
      } catch (error) {
        const createdAt = new Date(Number(name.slice(BATCH.length))).toISOString()
        return { failure: error as PartError, createdAt, notice: { id: name } }
      }
    }
    await this.remove(name)
    return 'done'
  }

  /** Writes a notice durably: tmp/, fsync, then linked (a new one, unless there is one) or renamed. */
  private async write(notice: Notice, how: 'create' | 'update'): Promise<void> {
    const tmp = await writeSynced(this.tmp, notice.id, JSON.stringify(notice))
    const path = join(this.dir, `${notice.id}.json`)
    try {
      if (how === 'update') await rename(tmp, path)
      else await link(tmp, path)
    } catch (error) {
      // The same notice written before (a crash in between): the first one stands.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    } finally {
      await rm(tmp, { force: true })
    }
    await syncFolder(this.dir)
  }

  private async create(notice: Notice): Promise<void> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 })
    await this.write(notice, 'create')
  }

  private async waitForDigest(id: string): Promise<void> {
    const dir = join(this.dir, HELD)
    for (let tries = 1; ; tries++) {
      // held/ is missing at first, and for a moment after each digest takes it: made here.
      await mkdir(dir, { recursive: true, mode: 0o700 })
      try {
        await (await open(join(dir, id), 'wx', 0o600)).close()
        break
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') break
        if (!isNotFound(error) || tries === 3) throw error
      }
    }
    await syncFolder(dir)
  }

  private async remove(name: string): Promise<void> {
    await rm(join(this.dir, name), { recursive: true, force: true })
    await syncFolder(this.dir)
  }
}

const location = (item: { state: string } | undefined): NoticeLocation =>
  item?.state === 'pending' || item?.state === 'quarantine' || item?.state === 'dead'
    ? item.state
    : 'other'

type Outcome =
  | 'done'
  | 'wait'
  | typeof DEFERRED
  | { failure: PartError; createdAt: string; notice: { id: string; inquiryId?: string } }
