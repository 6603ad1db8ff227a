/**
 * `node scripts/build-if-stale.ts`: the built site for the suites that read it (`npm run
 * test:nginx`, `test:containers`, `test:audit`, `test:bench`), so each runs alone on a fresh
 * clone: `npm run build` when client/dist is missing or older than a file it is built from (the
 * files of client/ and shared/ but their tests, and the lockfile), else one line saying it is up
 * to date. In `npm test`, test:e2e has just built it, so the later steps build nothing. It
 * compares times, as make does: a build made with other settings (SITE_URL…) is not noticed;
 * run `npm run build` for one with the defaults. `--dry-run` says which, and builds nothing.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { repoFiles, repoRoot } from './repo-files.ts'

/** The build's last file (client/scripts/prerender.ts): a build that stopped half-way left none. */
const BUILT = 'client/dist-ssr/routes.json'

const modified = (path: string) => statSync(`${repoRoot}${path}`).mtimeMs
const isTest = (path: string) => /\.(test|spec)\.tsx?$/.test(path)

function stale(): string | undefined {
  if (!existsSync(`${repoRoot}${BUILT}`)) return `client/dist is missing (no ${BUILT})`
  const built = modified(BUILT)
  const changed = repoFiles('client', 'shared', 'package-lock.json').find(
    (path) => !isTest(path) && modified(path) > built,
  )
  return changed && `client/dist is older than ${changed}`
}

const why = stale()
const dryRun = process.argv.includes('--dry-run')
if (!why) {
  const at = new Date(modified(BUILT)).toLocaleTimeString('en-GB')
  console.log(`client/dist is up to date with client/ and shared/ (built at ${at}): not rebuilt`)
} else {
  console.log(`${why}: npm run build${dryRun ? ' (--dry-run: not run)' : ''}`)
  if (!dryRun) {
    const { status } = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' })
    process.exit(status ?? 1)
  }
}
