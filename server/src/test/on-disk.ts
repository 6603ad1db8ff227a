import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Every file under `dir`, read whole, lower-cased: what a grep -ri on the disk would see (an
 * outbox folder, or a test Redis's data folder with its append-only files).
 */
export function onDisk(dir: string): string {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'latin1'))
    .join('\n')
    .toLowerCase()
}
