/**
 * The code block of docs/architecture.md against the repository's tree, so it cannot drift: every
 * path it names exists, and every folder and file at the top of each workspace (and of its src/,
 * scripts/ and public/) and of scripts/ is named. Tests and config files need no line, so adding
 * a test never needs a docs edit. docs/architecture.md says how a line names a path.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))
const read = (path: string) => readFileSync(`${root}${path}`, 'utf8')

/** Tracked and new (not ignored) files, so build output and node_modules never count. */
function treeOf(): Set<string> {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && existsSync(`${root}${file}`))
  const tree = new Set<string>()
  for (const file of files) {
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

/** The first code block under the heading: its entry lines and the paths they name. */
function parseArchitecture(markdown: string): { entries: Entry[]; named: Entry[] } {
  const section = markdown.split(new RegExp(`^${HEADING}$`, 'm'))[1]
  const block = section?.match(/^```\n([\s\S]*?)^```$/m)?.[1]
  if (!block) throw new Error(`docs/architecture.md has no code block under "${HEADING}"`)
  const entries: Entry[] = []
  let folder: string | undefined
  block.split('\n').forEach((text, index) => {
    const line = index + 1
    const entry = text.match(/^( {0,2})(\S+)(?: +(.*))?$/)
    if (!entry) {
      const last = entries.at(-1)
      if (last && /^ {3,}\S/.test(text)) last.description += ` ${text.trim()}`
      else if (text.trim())
        throw new Error(`Architecture line ${line} is neither a path nor a description: "${text}"`)
      return
    }
    const [, indent, token = '', description = ''] = entry
    if (indent === '') {
      entries.push({ path: token, line, description })
      folder = token.endsWith('/') ? token : undefined
    } else {
      if (!folder)
        throw new Error(`Architecture line ${line} is indented under no folder: "${text}"`)
      entries.push({ path: `${folder}${token}`, line, description })
    }
  })
  // In a folder's description, `name.ext` and `name/` are paths inside that folder.
  const mention = /(?<![\w/.@*-])([a-z0-9][\w.-]*\.[a-z]{1,4}|[a-z0-9][\w-]*\/)(?=[\s,;:)]|$)/g
  const named = entries.flatMap((entry) =>
    entry.path.endsWith('/')
      ? [...entry.description.matchAll(mention)].map((match) => ({
          ...entry,
          path: `${entry.path}${match[1]}`,
        }))
      : [],
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

describe('the architecture block of docs/architecture.md', () => {
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
    expect(unnamed, 'in the tree but not in the block of docs/architecture.md').toEqual([])
  })

  it('when a block names a file that is not there or leaves one out, then the checks find it', () => {
    const drifted = parseArchitecture(
      `${HEADING}\n\n\`\`\`\nserver/src/      app.ts, gone.ts\n  main.ts  entry\n\`\`\`\n`,
    )
    expect(drifted.named.map((entry) => entry.path)).toEqual([
      'server/src/',
      'server/src/main.ts',
      'server/src/app.ts',
      'server/src/gone.ts',
    ])
    expect(tree.has('server/src/gone.ts')).toBe(false)
    expect(childrenOf('server/src/', tree)).toContain('server/src/config.ts')
  })
})
