/**
 * The docs stay short and true: the README fits two minutes of reading, every relative link in
 * README.md and docs/ reaches a file (and a heading, for a #anchor), every decision record is in
 * the index, and every setting the server reads is in docs/configuration.md and .env.example.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../server/src/config.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const read = (path: string) => readFileSync(join(root, path), 'utf8')

const README_MAX_LINES = 200

/** README.md and every Markdown file under docs/, as paths from the repository root. */
const markdownFiles = [
  'README.md',
  ...readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.md'))
    .map((path) => join('docs', path)),
]

/** The text outside fenced code blocks. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```$/gm, '')
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as "-". */
function slug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-')
}

/** The anchors of a Markdown text's headings, a repeated one numbered as GitHub does. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>()
  const seen = new Map<string, number>()
  for (const [, heading = ''] of prose(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const base = slug(heading)
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    anchors.add(count === 0 ? base : `${base}-${count}`)
  }
  return anchors
}

/** The targets of a Markdown text's links that stay in the repository (no scheme). */
function relativeLinks(markdown: string): string[] {
  const withoutCode = prose(markdown).replace(/`[^`\n]*`/g, '')
  return [...withoutCode.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map(([, target = '']) => target)
    .filter((target) => !/^[a-z][a-z\d+.-]*:/i.test(target))
}

/** Why a link from `from` (a path from the root) does not resolve, or undefined if it does. */
function brokenLink(from: string, target: string, readFile = read): string | undefined {
  const [path = '', anchor] = target.split('#')
  const file = path === '' ? from : join(dirname(from), decodeURIComponent(path))
  if (relative(root, join(root, file)).startsWith('..')) return 'leaves the repository'
  if (path !== '' && !existsSync(join(root, file))) return 'no such file'
  if (anchor === undefined) return undefined
  if (!file.endsWith('.md') || statSync(join(root, file)).isDirectory()) return undefined
  return anchorsOf(readFile(file)).has(anchor) ? undefined : `no heading #${anchor} in ${file}`
}

/** The variable names in the first column of a Markdown text's tables (`A` / `B` both count). */
function tableVariables(markdown: string): Set<string> {
  const names = new Set<string>()
  for (const [, cell = ''] of markdown.matchAll(/^\| ([^|]+) \|/gm)) {
    for (const [, name = ''] of cell.matchAll(/`([A-Z][A-Z\d_]+)`/g)) names.add(name)
  }
  return names
}

/** Every environment variable `loadConfig` reads, found by handing it an env that records them. */
function variablesTheServerReads(): string[] {
  const asked = new Set<string>()
  const env = new Proxy({} as NodeJS.ProcessEnv, {
    get: (_, key) => {
      if (typeof key === 'string') asked.add(key)
      return undefined
    },
  })
  loadConfig(env)
  return [...asked]
}

describe('README.md', () => {
  it(`when its lines are counted, then there are at most ${README_MAX_LINES}`, () => {
    const lines = read('README.md').trimEnd().split('\n').length
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES)
  })
})

describe('links in README.md and docs/', () => {
  it('when every relative link is followed, then it reaches a file and its heading', () => {
    const links = markdownFiles.flatMap((file) =>
      relativeLinks(read(file)).map((target) => ({ file, target })),
    )
    expect(links.length).toBeGreaterThan(50)
    const broken = links.flatMap(({ file, target }) => {
      const problem = brokenLink(file, target)
      return problem ? [`${file}: (${target}) ${problem}`] : []
    })
    expect(broken).toEqual([])
  })

  it('when a link names a missing file or heading, then the check finds it', () => {
    const page = '# Operations\n\n## The inquiry queue\n\n## Backups `now`\n\n## Backups now\n'
    expect([...anchorsOf(page)]).toEqual([
      'operations',
      'the-inquiry-queue',
      'backups-now',
      'backups-now-1',
    ])
    expect(relativeLinks('[a](api.md) `[b](gone.md)` [c](https://x.example) [d](#top)')).toEqual([
      'api.md',
      '#top',
    ])
    const readFake = () => page
    expect(brokenLink('docs/api.md', 'operations.md#the-inquiry-queue', readFake)).toBeUndefined()
    expect(brokenLink('docs/api.md', 'operations.md#retention', readFake)).toBe(
      'no heading #retention in docs/operations.md',
    )
    expect(brokenLink('docs/api.md', 'gone.md')).toBe('no such file')
    expect(brokenLink('docs/api.md', '../../outside.md')).toBe('leaves the repository')
  })
})

describe('the decision records index, docs/decisions/README.md', () => {
  it('when the records are listed, then each is linked from the index', () => {
    const records = readdirSync(join(root, 'docs/decisions')).filter((name) =>
      /^\d{3}-.+\.md$/.test(name),
    )
    expect(records.length).toBeGreaterThan(25)
    const linked = new Set(relativeLinks(read('docs/decisions/README.md')))
    expect(records.filter((record) => !linked.has(record))).toEqual([])
  })

  it('when a measurements file is listed, then its record exists and links to it', () => {
    const measurements = readdirSync(join(root, 'docs/measurements')).filter((name) =>
      name.endsWith('.md'),
    )
    expect(measurements.length).toBeGreaterThan(0)
    const records = readdirSync(join(root, 'docs/decisions'))
    const unlinked = measurements.filter((name) => {
      const record = records.find((file) => file.startsWith(`${name.slice(0, 3)}-`))
      return (
        !record ||
        !relativeLinks(read(`docs/decisions/${record}`)).includes(`../measurements/${name}`)
      )
    })
    expect(unlinked, 'docs/measurements/NNN-*.md not linked from decision NNN').toEqual([])
  })
})

describe('docs/configuration.md', () => {
  const documented = tableVariables(read('docs/configuration.md'))
  const example = read('.env.example')
  /** A key set (`NAME=`) or shown commented out (`# NAME=`) in .env.example. */
  const inExample = (name: string) => new RegExp(`^(?:# )?${name}=`, 'm').test(example)

  it('when the server reads a variable, then its table and .env.example list it', () => {
    const names = variablesTheServerReads()
    expect(names).toEqual(expect.arrayContaining(['PORT', 'SMTP_URL', 'REDIS_URL']))
    expect(names.filter((name) => !documented.has(name))).toEqual([])
    expect(names.filter((name) => !inExample(name))).toEqual([])
  })

  it('when a variable is in its tables, then .env.example lists it too', () => {
    expect(documented.size).toBeGreaterThan(30)
    expect([...documented].filter((name) => !inExample(name))).toEqual([])
  })
})
