import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Every file under `dir`, read whole, lower-cased: what a grep -ri on the disk would see (an
 * outbox folder, or a test Redis's data folder with its append-only files). A file that goes
 * between the listing and its read (Redis renames its temporary files while it rewrites the
 * append-only file) makes the whole folder be read again, so no half-taken picture is returned.
 */
export function onDisk(dir: string): string {
  for (let attempt = 1; ; attempt++) {
    try {
      return readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'latin1'))
        .join('\n')
        .toLowerCase()
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempt === 20) throw error
    }
  }
}
