/**
 * The folder table of docs/architecture.md against the repository's tree, so it cannot drift:
 * every path it names exists, and every top-level folder and every folder and file at the top of
 * each workspace (and of its src/, scripts/ and public/) and of scripts/ is named. Tests and config
 * files need no line, so adding a test never needs a docs edit. docs/architecture.md says how a
 * line names a path.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { repoFiles, repoRoot as root } from './repo-files.ts'

const read = (path: string) => readFileSync(`${root}${path}`, 'utf8')

/** Every file of the repository, and every folder above one. */
function treeOf(): Set<string> {
  const tree = new Set<string>()
  for (const file of repoFiles()) {
    tree.add(file)
    const parts = file.split('/')
    for (let depth = 1; depth < parts.length; depth++)
      tree.add(`${parts.slice(0, depth).join('/')}/`)
  }
  return tree
}

interface Entry {
  path: string
  line: number
  description: string
}

const HEADING = '## Where things are'

/** A path in backticks: `name.ext`, `name/` or `sub/name.ext`, no spaces, globs or placeholders. */
const PATH = /^[a-z0-9_][\w.-]*(?:\/[\w.-]+)*(?:\/|\.[a-z][a-z0-9]{0,4})$/i

/**
 * The first table under the heading: one row per folder, `folder/` from the repository root in
 * its first cell; a path in backticks in its second cell names a path inside that folder.
 */
function parseArchitecture(markdown: string): { entries: Entry[]; named: Entry[] } {
  const [before, after] = markdown.split(new RegExp(`^${HEADING}$`, 'm'))
  const headingLine = before?.split('\n').length ?? 0
  const rows = after
    ?.split(/^## /m)[0]
    ?.split('\n')
    .map((text, index) => ({ text, line: headingLine + index }))
    .filter(({ text }) => text.startsWith('|'))
  if (!rows?.length) throw new Error(`docs/architecture.md has no table under "${HEADING}"`)
  const entries: Entry[] = []
  for (const { text, line } of rows.slice(2)) {
    const cells = text.split(' | ')
    const folder = cells[0]?.match(/^\| `([^`]+)`$/)?.[1]
    if (cells.length !== 2 || !folder?.endsWith('/') || !PATH.test(folder))
      throw new Error(
        `docs/architecture.md line ${line} is not "| \`folder/\` | what it holds |": "${text}"`,
      )
    if (entries.some((entry) => entry.path === folder))
      throw new Error(`docs/architecture.md line ${line} names ${folder} a second time`)
    entries.push({ path: folder, line, description: cells[1]?.replace(/ \|$/, '') ?? '' })
  }
  const named = entries.flatMap((entry) =>
    [...entry.description.matchAll(/`([^`]+)`/g)]
      .map((match) => match[1] ?? '')
      .filter((token) => PATH.test(token))
      .map((token) => ({ ...entry, path: `${entry.path}${token}` })),
  )
  return { entries, named: [...entries, ...named] }
}

/** Folders whose direct children the block must name: each workspace, its src/, scripts/, public/. */
function checkedFolders(tree: Set<string>): string[] {
  const { workspaces } = JSON.parse(read('package.json')) as { workspaces: string[] }
  return [
    'scripts/',
    ...workspaces.flatMap((workspace) =>
      ['', 'src/', 'scripts/', 'public/'].map((sub) => `${workspace}/${sub}`),
    ),
  ].filter((folder) => tree.has(folder))
}

const isTest = (name: string) => /\.(test|spec)\.tsx?$/.test(name)
const isConfig = (name: string) =>
  /^(package\.json|tsconfig(\.[\w-]+)?\.json|[\w.-]+\.config\.ts)$/.test(name)

function childrenOf(folder: string, tree: Set<string>): string[] {
  return [...tree].filter((path) => {
    if (!path.startsWith(folder) || path === folder) return false
    const name = path.slice(folder.length)
    return /^[^/]+\/?$/.test(name) && !isTest(name) && !isConfig(name)
  })
}

describe('the folder table of docs/architecture.md', () => {
  const tree = treeOf()
  const { entries, named } = parseArchitecture(read('docs/architecture.md'))
  const paths = named.map((entry) => entry.path)
  const covers = (path: string) => paths.some((name) => name === path || name.startsWith(path))

  it('when its lines are read, then they name the workspaces and their folders', () => {
    expect(entries.length).toBeGreaterThan(20)
    expect(paths).toEqual(
      expect.arrayContaining(['shared/src/', 'client/', 'server/src/', 'tests/']),
    )
  })

  it('when each path it names is looked up, then it exists in the repository', () => {
    const missing = named
      .filter((entry) => !tree.has(entry.path))
      .map((entry) => `line ${entry.line}: ${entry.path}`)
    expect(missing, 'named in docs/architecture.md but not in the tree').toEqual([])
  })

  it('when the tree is listed, then every top-level folder and workspace source file is named', () => {
    const topFolders = [...tree].filter((path) => /^[^./][^/]*\/$/.test(path))
    const required = [...topFolders, ...checkedFolders(tree).flatMap((f) => childrenOf(f, tree))]
    const unnamed = required.filter((path) => !covers(path))
    expect(unnamed, 'in the tree but not in the table of docs/architecture.md').toEqual([])
  })

  it('when a table names a file that is not there or leaves one out, then the checks find it', () => {
    const drifted = parseArchitecture(
      `${HEADING}\n\n| Folder | What |\n| --- | --- |\n| \`server/src/\` | \`app.ts\`, \`gone.ts\`, \`createApp()\`, \`<page>/page.tsx\`, \`test/\` |\n`,
    )
    expect(drifted.named.map((entry) => entry.path)).toEqual([
      'server/src/',
      'server/src/app.ts',
      'server/src/gone.ts',
      'server/src/test/',
    ])
    expect(tree.has('server/src/gone.ts')).toBe(false)
    expect(childrenOf('server/src/', tree)).toContain('server/src/config.ts')
    expect(() =>
      parseArchitecture(`${HEADING}\n\n| F | W |\n| --- | --- |\n| server/src/ | no backticks |\n`),
    ).toThrow(/line 5 is not/)
  })
})
