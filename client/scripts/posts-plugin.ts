import { readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import matter from 'gray-matter'
import { marked } from 'marked'
import type { Plugin } from 'vite'
import {
  countWords,
  type PostSummary,
  postFrontmatterSchema,
  readingMinutes,
} from '../src/content/post-schema.ts'

const SUMMARIES = 'virtual:posts'
const BODY_PREFIX = 'virtual:post-body/'

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
      const wordCount = countWords(content)
      return {
        summary: { ...parsed.data, wordCount, readTime: readingMinutes(wordCount) },
        markdown: content,
      }
    })
  return posts.sort((a, b) => b.summary.published.localeCompare(a.summary.published))
}

/**
 * `virtual:posts` gives the summaries (small, eager); `virtual:post-body/<slug>` gives one
 * article's HTML, so each article's text lands in its own lazily loaded chunk.
 */
export function postsPlugin(dir: string): Plugin {
  return {
    name: 'inlet-posts',
    resolveId(id) {
      if (id === SUMMARIES || id.startsWith(BODY_PREFIX)) return `\0${id}`
    },
    load(id) {
      if (!id.startsWith('\0virtual:')) return
      for (const file of readdirSync(dir)) this.addWatchFile(join(dir, file))
      const posts = loadPosts(dir)
      if (id === `\0${SUMMARIES}`) {
        return `export const posts = ${JSON.stringify(posts.map((post) => post.summary))}`
      }
      const slug = id.slice(`\0${BODY_PREFIX}`.length)
      const post = posts.find((candidate) => candidate.summary.slug === slug)
      if (!post) throw new Error(`No article with slug "${slug}"`)
      return `export default ${JSON.stringify(marked.parse(post.markdown, { async: false }))}`
    },
  }
}
