import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** The repository's root folder, with its trailing slash. */
export const repoRoot = fileURLToPath(new URL('..', import.meta.url))

/**
 * The repository's files as paths from its root: tracked and new (not ignored), so build output
 * and node_modules never count, and a deleted file not yet committed is gone. `patterns` are
 * git pathspecs (`*.ts`); none means every file.
 */
export function repoFiles(...patterns: string[]): string[] {
  return execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', ...patterns],
    { cwd: repoRoot, encoding: 'utf8' },
  )
    .split('\n')
    .filter((path) => path && existsSync(`${repoRoot}${path}`))
}
