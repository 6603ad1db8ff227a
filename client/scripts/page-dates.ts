/**
 * The day each dated page's words last changed, read from the repository (docs/decisions/044):
 * `git blame` over the files that hold its words, the newest line's commit day (UTC). A line
 * not yet committed counts as today. Written to src/content/page-dates.json by
 * `npm run dates`; the build reads that file, so `npm start` and the image (which has no .git)
 * print the same day, and page-dates.test.ts fails when the file and the repository disagree.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { paths } from '@inlet/shared/paths'
import type { Plugin } from 'vite'
import { longDate } from '../src/content/post-schema.ts'

const src = fileURLToPath(new URL('../src/', import.meta.url))
export const pageDatesFile = `${src}content/page-dates.json`

/** A page's words: its folder's copy.ts and region-copy.ts, and the Markdown it prints. */
const words = (page: string, ...more: string[]) => [
  `pages/${page}/copy.ts`,
  `pages/${page}/region-copy.ts`,
  ...more,
]

/** The pages that print "Last updated", and where their words live (under client/src). */
const datedPages: Record<string, string[]> = {
  [paths.home]: words('home'),
  [paths.about]: words('about'),
  [paths.partnerships]: words('partnerships'),
  // One page folder for the three; each has its own region words (docs/decisions/045).
  [paths.fintech]: ['pages/vertical/copy.ts', 'pages/vertical/fintech.ts'],
  [paths.aiml]: ['pages/vertical/copy.ts', 'pages/vertical/aiml.ts'],
  [paths.saas]: ['pages/vertical/copy.ts', 'pages/vertical/saas.ts'],
  [paths.ip]: words('ip'),
  [paths.resources]: words('resources'),
  [paths.glossary]: words('glossary'),
  [paths.blog]: words('blog'),
  [paths.privacy]: words('privacy', 'content/legal/privacy.md'),
  [paths.terms]: words('terms', 'content/legal/terms.md'),
}

/** The newest commit day among a file's lines of words; now for an uncommitted line. */
function newestLine(file: string): number {
  if (!existsSync(`${src}${file}`)) return 0
  let porcelain: string
  try {
    // -w -C: a line moved from another file or indented anew (a page's words reorganised)
    // keeps its own day.
    porcelain = execFileSync('git', ['blame', '-w', '-C', '--line-porcelain', '--', file], {
      cwd: src,
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
  } catch {
    return Date.now() // a file git does not know yet: all of it is new
  }
  let newest = 0
  for (const [, seconds, line = ''] of porcelain.matchAll(
    /^committer-time (\d+)$[\s\S]*?^\t(.*)$/gm,
  ))
    if (file.endsWith('.md') || holdsWords(line)) newest = Math.max(newest, Number(seconds))
  return newest * 1000
}

/**
 * Whether a line of a copy module holds words a visitor reads: a string with a letter in it.
 * Comments, imports and the code around the words (types, exports, links by name) are not the
 * page's words, so rewording a comment or moving a module leaves the page's day alone.
 */
export function holdsWords(line: string): boolean {
  const code = line.trim()
  if (/^(import\b|\/\/|\/\*|\*)/.test(code)) return false
  return /(['"`])[^'"`]*[A-Za-z][^'"`]*\1/.test(code)
}

/** Each dated page's day, read from the repository now. */
export function pageDates(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(datedPages).map(([path, files]) => {
      const newest = Math.max(...files.map(newestLine))
      return [path, new Date(newest).toISOString().slice(0, 10)]
    }),
  )
}

/**
 * `virtual:page-dates`: each dated page's day as the site prints it ("November 25, 2026"), from
 * the committed page-dates.json, so the build needs no .git.
 */
export function pageDatesPlugin(): Plugin {
  const id = 'virtual:page-dates'
  return {
    name: 'inlet-page-dates',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load(resolved) {
      if (resolved !== `\0${id}`) return
      this.addWatchFile(pageDatesFile)
      const days: Record<string, string> = JSON.parse(readFileSync(pageDatesFile, 'utf8'))
      const printed = Object.fromEntries(
        Object.entries(days).map(([path, day]) => [path, longDate(day)]),
      )
      return `export default ${JSON.stringify(printed)}`
    },
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dates = pageDates()
  writeFileSync(pageDatesFile, `${JSON.stringify(dates, null, 2)}\n`)
  console.log(
    Object.entries(dates)
      .map(([path, day]) => `${day} ${path}`)
      .join('\n'),
  )
}
