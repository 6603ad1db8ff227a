import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

function mount(args: string[]) {
  try {
    execFileSync('mount', args, { stdio: 'pipe' })
  } catch (error) {
    throw new Error(
      `mount ${args.join(' ')} failed (these tests need root, as CI has): ${(error as Error).message}`,
    )
  }
}

/** A small real filesystem, to fill up or make read-only the way a disk fails. */
export function makeTmpfs(sizeKb = 256) {
  const root = mkdtempSync(join(tmpdir(), 'inlet-tmpfs-'))
  mount(['-t', 'tmpfs', '-o', `size=${sizeKb}k`, 'tmpfs', root])
  const mounts = [root]
  const dir = join(root, 'outbox')
  mkdirSync(dir)
  const filler = join(root, 'filler')
  return {
    /** A folder inside the filesystem (the mount point itself cannot be removed). */
    dir,
    /** Writes until the filesystem is full. */
    fill() {
      try {
        writeFileSync(filler, Buffer.alloc(sizeKb * 1024))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error
      }
    },
    free() {
      rmSync(filler, { force: true })
    },
    /** Makes one folder read-only (a bind mount), as a failing or remounted disk would be. */
    readOnly(path: string) {
      mount(['--bind', path, path])
      mount(['-o', 'remount,bind,ro', path])
      mounts.push(path)
    },
    unmount() {
      for (const path of mounts.reverse()) execFileSync('umount', [path])
      rmSync(root, { recursive: true, force: true })
    },
  }
}
