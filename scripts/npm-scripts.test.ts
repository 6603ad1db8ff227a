/**
 * The root package.json's scripts against docs/testing.md, so neither drifts (issue 49): `npm
 * test` runs the steps of its table in the table's order, every `test:*` script is documented
 * there, every command of "Outside npm test" exists, and each step from test:e2e on builds the
 * site it reads, so it runs alone on a fresh clone. The steps before test:e2e need no build: CI
 * runs them on a clean clone before anything is built. build-if-stale's dry path answers.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { repoRoot as root } from './repo-files.ts'

const { scripts } = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as {
  scripts: Record<string, string>
}
const [intro = '', ...sections] = readFileSync(`${root}docs/testing.md`, 'utf8').split(/^## /m)
const outside = sections.find((section) => section.startsWith('Outside `npm test`')) ?? ''

/** The scripts a text's table rows start with: "| `npm run test:unit` |" gives test:unit. */
const tableScripts = (markdown: string) =>
  [...markdown.matchAll(/^\| `npm run ([\w:-]+)` \|/gm)].map((match) => match[1] ?? '')

const steps = tableScripts(intro)
const BUILDS_FIRST = ['npm run build && ', 'node scripts/build-if-stale.ts && ']

describe('npm test and docs/testing.md', () => {
  it('when npm test runs, then it runs the steps of the table, in its order', () => {
    expect(steps.length).toBeGreaterThan(5)
    expect(scripts.test?.split(' && ').map((step) => step.replace(/^npm run /, ''))).toEqual(steps)
  })

  it('when package.json has a test:* script, then docs/testing.md documents it', () => {
    const tests = Object.keys(scripts).filter((name) => name.startsWith('test:'))
    expect(tests.length).toBeGreaterThan(5)
    const documented = new Set([...steps, ...tableScripts(outside)])
    expect(tests.filter((name) => !documented.has(name))).toEqual([])
  })

  it('when "Outside npm test" names a command, then package.json has it', () => {
    const named = tableScripts(outside)
    expect(named.length).toBeGreaterThan(5)
    expect(named.filter((name) => !(name in scripts))).toEqual([])
  })

  it('when a step comes after the build, then it builds what it reads first, so it runs alone', () => {
    const afterBuild = steps.slice(steps.indexOf('test:e2e'))
    expect(afterBuild.length).toBeGreaterThan(3)
    const alone = afterBuild.filter((name) =>
      BUILDS_FIRST.some((start) => scripts[name]?.startsWith(start)),
    )
    expect(alone).toEqual(afterBuild)
  })
})

describe('node scripts/build-if-stale.ts --dry-run', () => {
  it('when it runs, then it says in one line whether the site would be built, and builds nothing', () => {
    const output = execFileSync(process.execPath, ['scripts/build-if-stale.ts', '--dry-run'], {
      cwd: root,
      encoding: 'utf8',
    })
    expect(output).toMatch(
      /^client\/dist is (?:up to date .*: not rebuilt|(?:missing|older than) .*: npm run build \(--dry-run: not run\))\n$/,
    )
  })
})
