import { randomUUID } from 'node:crypto'
import { open, rm } from 'node:fs/promises'
import { join } from 'node:path'

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
