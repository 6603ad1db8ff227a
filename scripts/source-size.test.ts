/**
 * No source file over MAX_LINES (docs/decisions/054): a file that long does more than one job,
 * and is split by job, not by line count. Tests, specs and typed content are not held to it;
 * each piece of typed content is named below, with why.
 */
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { repoFiles, repoRoot as root } from './repo-files.ts'

const MAX_LINES = 350

/** Typed content, not code: data that reads as one list, longer than any file of code. */
const TYPED_CONTENT: Record<string, string> = {
  'shared/src/brands.ts': 'the 60 brands of the portfolio, one entry each (SPEC.md, DECISIONS.md)',
}

const isTest = (path: string) => /\.(test|spec)\.tsx?$/.test(path)

/** The repository's TypeScript files but its tests. */
const sourceFiles = () => repoFiles('*.ts', '*.tsx').filter((path) => !isTest(path))

/** Lines as `wc -l` counts them: a last line without its newline still counts. */
function lineCount(text: string): number {
  if (text === '') return 0
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0)
}

/** The files over the limit, as "path (lines)", leaving out the typed content named. */
function oversized(
  paths: readonly string[],
  read: (path: string) => string,
  exceptions: Record<string, string> = TYPED_CONTENT,
): string[] {
  return paths
    .filter((path) => !(path in exceptions))
    .map((path) => ({ path, lines: lineCount(read(path)) }))
    .filter(({ lines }) => lines > MAX_LINES)
    .map(({ path, lines }) => `${path} (${lines})`)
}

const read = (path: string) => readFileSync(`${root}${path}`, 'utf8')

describe(`source files of at most ${MAX_LINES} lines`, () => {
  it('when every source file is counted, then none but the typed content named is over', () => {
    const files = sourceFiles()
    expect(files.length).toBeGreaterThan(200)
    expect(files).toEqual(expect.arrayContaining(['server/src/main.ts', 'client/src/app/app.tsx']))
    expect(oversized(files, read), `split by job: over ${MAX_LINES} lines`).toEqual([])
  })

  it('when typed content is named, then it is still there and still over (else its line goes)', () => {
    const stale = Object.keys(TYPED_CONTENT).filter(
      (path) => !existsSync(`${root}${path}`) || lineCount(read(path)) <= MAX_LINES,
    )
    expect(stale).toEqual([])
  })

  it('when a file grows past the limit, then the check names it; a test or typed content passes', () => {
    const long = 'const a = 1\n'.repeat(MAX_LINES + 1)
    const files: Record<string, string> = {
      'server/src/long.ts': long,
      'server/src/fits.ts': 'const a = 1\n'.repeat(MAX_LINES),
      'shared/src/brands.ts': long,
    }
    expect(oversized(Object.keys(files), (path) => files[path] ?? '')).toEqual([
      `server/src/long.ts (${MAX_LINES + 1})`,
    ])
    expect(isTest('server/src/http/app.test.ts')).toBe(true)
    expect(isTest('tests/e2e/forms.spec.ts')).toBe(true)
    expect(lineCount('a\nb')).toBe(2)
    expect(lineCount('a\nb\n')).toBe(2)
  })
})
