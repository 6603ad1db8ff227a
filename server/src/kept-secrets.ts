/**
 * A single production server given no proof or action-link secret draws its own and keeps them
 * next to its queue (docs/decisions/062): `docker compose up` then works out of the box with no
 * value from the repository, and a restart neither turns the links in emails already sent into
 * "not valid" nor a founder's half-solved challenge into no proof. Replicas (REDIS_URL) share
 * no folder, so they must be given the secrets (config.ts).
 */
import { randomBytes } from 'node:crypto'
import {
  closeSync,
  existsSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'

/** In OUTBOX_DIR, beside the outbox's own folders (nothing there reads the folder's top level). */
export const KEPT_SECRETS_FILE = 'server-secrets.json'

export const KEPT_SETTINGS = ['ALTCHA_HMAC_SECRET', 'ACTION_LINK_SECRET'] as const
export type KeptSetting = (typeof KEPT_SETTINGS)[number]
type KeptValues = Record<KeptSetting, string>

export interface KeptSecrets {
  file: string
  /** True when this start drew them (the file is new). */
  drawn: boolean
  values: KeptValues
}

const draw = () => randomBytes(32).toString('hex')

function syncFolder(dir: string): void {
  const fd = openSync(dir, 'r')
  try {
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
}

/** The pair in `file`; an error that never quotes the file (it holds the secrets). */
function read(file: string): KeptValues {
  let kept: Partial<KeptValues>
  try {
    kept = JSON.parse(readFileSync(file, 'utf8')) as Partial<KeptValues>
  } catch (error) {
    throw new Error((error as NodeJS.ErrnoException).code ?? 'not JSON')
  }
  for (const name of KEPT_SETTINGS) {
    if (typeof kept?.[name] !== 'string' || (kept[name] as string).length < 32) {
      throw new Error(`no ${name} in it`)
    }
  }
  return kept as KeptValues
}

/**
 * Draws a pair and writes it (0600, fsynced) under another name, then links it into place: two
 * processes starting at once agree on one pair, and nobody ever reads a file half written.
 * False when another process was first.
 */
function create(dir: string, file: string): boolean {
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  const tmp = `${file}.${process.pid}.tmp`
  const values: KeptValues = { ALTCHA_HMAC_SECRET: draw(), ACTION_LINK_SECRET: draw() }
  writeFileSync(tmp, `${JSON.stringify(values)}\n`, { mode: 0o600, flush: true })
  try {
    linkSync(tmp, file)
    syncFolder(dir)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  } finally {
    rmSync(tmp, { force: true })
  }
}

/** The secrets kept in `dir` (OUTBOX_DIR), drawn and written by the first start. */
export function keptSecrets(dir: string): KeptSecrets {
  const file = join(dir, KEPT_SECRETS_FILE)
  let drawn: boolean
  try {
    drawn = !existsSync(file) && create(dir, file)
  } catch (error) {
    throw new Error(
      `${file} cannot be written (${(error as NodeJS.ErrnoException).code ?? 'error'}): set ALTCHA_HMAC_SECRET and ACTION_LINK_SECRET, or let the server write to OUTBOX_DIR`,
    )
  }
  try {
    return { file, drawn, values: read(file) }
  } catch (error) {
    throw new Error(
      `${file} is not as the server wrote it (${(error as Error).message}): set ALTCHA_HMAC_SECRET and ACTION_LINK_SECRET, or delete the file to draw new ones (links in emails already sent then stop opening)`,
    )
  }
}
