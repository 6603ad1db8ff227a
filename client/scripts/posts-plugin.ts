import { readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import matter from 'gray-matter'
import { marked } from 'marked'
import type { Plugin } from 'vite'
import { site } from '../../shared/src/site.ts'
import {
  countWords,
  dateForms,
  longDate,
  type PostSummary,
  postFrontmatterSchema,
  readingMinutes,
} from '../src/content/post-schema.ts'

const SUMMARIES = 'virtual:posts'
const BODIES = 'virtual:post-bodies'
const INDEX = 'virtual:post-index'
const LATEST = 'virtual:posts-latest'
const TITLES = 'virtual:post-titles'
/** How many posts the home page shows: the 3 latest. */
export const LATEST_POSTS = 3
const BODY_PREFIX = 'virtual:post-body/'
const SUMMARY_PREFIX = 'virtual:post-summary/'
const MARKDOWN_PREFIX = 'virtual:markdown/'

export interface LoadedPost {
  summary: PostSummary
  markdown: string
}

/** Reads, validates and normalises every article once; newest first. */
export function loadPosts(dir: string): LoadedPost[] {
  const posts = readdirSync(dir)
    .filter((file) => file.endsWith('.md'))
    .map((file) => {
      const source = readFileSync(join(dir, file), 'utf8')
      const { data, content } = matter(source)
      const parsed = postFrontmatterSchema.safeParse(data)
      if (!parsed.success) {
        throw new Error(`${file}: invalid frontmatter: ${parsed.error.message}`)
      }
      if (parsed.data.slug !== basename(file, '.md')) {
        throw new Error(`${file}: slug "${parsed.data.slug}" does not match the file name`)
      }
      const { date, published } = parsed.data
      if (date && !dateForms(published).includes(date)) {
        throw new Error(`${file}: date "${date}" does not name the published day ${published}`)
      }
      const wordCount = countWords(content)
      return {
        summary: {
          ...parsed.data,
          ...(date ? { date: longDate(published) } : {}),
          wordCount,
          readTime: readingMinutes(wordCount),
        },
        markdown: content,
      }
    })
  return posts.sort((a, b) => b.summary.published.localeCompare(a.summary.published))
}

/**
 * Writes the studio's facts into a Markdown page: `{{email}}` becomes site.email (any string
 * field of shared/src/site.ts). An unknown name fails the build.
 */
export function fillSiteFacts(markdown: string, facts: object = site): string {
  return markdown.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    const value = (facts as Record<string, unknown>)[key]
    if (typeof value !== 'string')
      throw new Error(`No studio fact "{{${key}}}" in shared/src/site.ts`)
    return value
  })
}

/**
 * Markdown to HTML. A table sits in a focusable box that scrolls sideways when it is wider than
 * a small screen, so the page itself never does (WCAG 1.4.10; styles.css `.table-scroll`).
 */
function toHtml(markdown: string): string {
  return marked
    .parse(markdown, { async: false })
    .replaceAll(
      '<table>',
      '<div class="table-scroll" tabindex="0" role="region" aria-label="Table, scrolls sideways"><table>',
    )
    .replaceAll('</table>', '</table></div>')
    .replace(/>[^<]+/g, breakAddresses)
}

/**
 * In a text (not in a tag's attributes), a line-break opportunity (`<wbr>`) after each dot, at-sign
 * and slash inside an address, a domain or a path (hello@|inletventures.|example, share/|protect):
 * with large text on a phone it wraps there, never inside a word (issue 42).
 */
export function breakAddresses(text: string): string {
  return text.replace(/[\w+-]+(?:[.@/][\w+-]+)+/g, (token) =>
    /[@/]|\.[a-z]{2,}$/i.test(token) ? token.replace(/[.@/](?=[\w+-])/g, '$&<wbr>') : token,
  )
}

/**
 * `virtual:posts` gives the summaries (small, eager); `virtual:post-body/<slug>` gives one
 * article's HTML and `virtual:post-summary/<slug>` its summary, each its own lazily loaded
 * chunk (the body is loaded only on a client-side navigation: docs/decisions/021), and
 * `virtual:post-bodies` maps every slug to those two loaders; `virtual:post-titles` maps every slug
 * to its title only (for pages that link to articles by name, such as the glossary);
 * `virtual:markdown/<name>` turns src/content/<name>.md into HTML at build time.
 */
const ownsId = (id: string) =>
  id === SUMMARIES ||
  id === BODIES ||
  id === INDEX ||
  id === LATEST ||
  id === TITLES ||
  id.startsWith(BODY_PREFIX) ||
  id.startsWith(SUMMARY_PREFIX) ||
  id.startsWith(MARKDOWN_PREFIX)

export function postsPlugin(dir: string, contentDir: string): Plugin {
  // The articles are read and validated once per build (and again after an edit in dev),
  // not once per virtual module.
  let cache: LoadedPost[] | undefined
  return {
    name: 'inlet-posts',
    buildStart() {
      cache = undefined
    },
    watchChange(file) {
      if (file.startsWith(dir)) cache = undefined
    },
    resolveId(id) {
      if (ownsId(id)) return `\0${id}`
    },
    load(id, options) {
      if (!id.startsWith('\0') || !ownsId(id.slice(1))) return
      if (id.startsWith(`\0${MARKDOWN_PREFIX}`)) {
        // Any Markdown page under src/content (legal texts): `virtual:markdown/legal/privacy`.
        const name = id.slice(`\0${MARKDOWN_PREFIX}`.length)
        if (!/^[a-z0-9/-]+$/.test(name)) throw new Error(`Bad markdown module name "${name}"`)
        const file = join(contentDir, `${name}.md`)
        this.addWatchFile(file)
        const markdown = fillSiteFacts(readFileSync(file, 'utf8'))
        return `export default ${JSON.stringify(toHtml(markdown))}`
      }
      for (const file of readdirSync(dir)) this.addWatchFile(join(dir, file))
      cache ??= loadPosts(dir)
      const posts = cache
      if (id === `\0${SUMMARIES}`) {
        return `export const posts = ${JSON.stringify(posts.map((post) => post.summary))}`
      }
      if (id === `\0${LATEST}`) {
        const latest = posts.slice(0, LATEST_POSTS).map((post) => post.summary)
        return `export const latestPosts = ${JSON.stringify(latest)}`
      }
      if (id === `\0${TITLES}`) {
        const titles = Object.fromEntries(posts.map(({ summary }) => [summary.slug, summary.title]))
        return `export const postTitles = ${JSON.stringify(titles)}`
      }
      if (id === `\0${INDEX}`) {
        // What the route manifest needs. The browser bundle (which every page loads) gets the
        // slugs only: an article page takes its title and excerpt from its own chunk. The
        // prerender (SSR) and the unit tests get the full index.
        const full = options?.ssr || process.env.VITEST
        const index = posts.map(({ summary }) => ({
          slug: summary.slug,
          title: full ? summary.title : '',
          excerpt: full ? summary.excerpt : '',
        }))
        return `export const postIndex = ${JSON.stringify(index)}`
      }
      if (id === `\0${BODIES}`) {
        const importer = (prefix: string, slug: string) =>
          `() => import(${JSON.stringify(prefix + slug)})`
        const loaders = posts.map(
          ({ summary: { slug } }) =>
            `${JSON.stringify(slug)}: {summary: ${importer(SUMMARY_PREFIX, slug)}, body: ${importer(BODY_PREFIX, slug)}}`,
        )
        return `export const postBodies = {${loaders.join(',')}}`
      }
      const prefix = [BODY_PREFIX, SUMMARY_PREFIX].find((p) => id.startsWith(`\0${p}`))
      if (!prefix) return
      const slug = id.slice(`\0${prefix}`.length)
      const post = posts.find((candidate) => candidate.summary.slug === slug)
      if (!post) throw new Error(`No article with slug "${slug}"`)
      return prefix === BODY_PREFIX
        ? `export default ${JSON.stringify(toHtml(post.markdown))}`
        : `export const summary = ${JSON.stringify(post.summary)}`
    },
  }
}
