// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { dateForms, longDate } from '../src/content/post-schema'
import { loadPosts } from './posts-plugin'

const posts = loadPosts(fileURLToPath(new URL('../src/content/posts', import.meta.url))).map(
  (post) => post.summary,
)

describe('article dates', () => {
  it('when an article shows a date, then it reads like "October 15, 2025", from its published day', () => {
    const dated = posts.filter((post) => post.date)
    expect(dated).toHaveLength(12)
    for (const post of dated) {
      expect(post.date, post.slug).toBe(longDate(post.published))
      expect(post.date, post.slug).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)
    }
    expect(
      posts.find((post) => post.slug === 'lessons-learned-building-startup-studio')?.date,
    ).toBe('October 15, 2025')
  })

  it('when a day is formatted, then the month is spelled out and the day has no leading zero', () => {
    expect(longDate('2025-09-08')).toBe('September 8, 2025')
    expect(dateForms('2025-09-08')).toEqual(['September 8, 2025', 'Sep 8, 2025'])
  })

  it('when the frontmatter date names another day than published, then loading fails', () => {
    const dir = mkdtempSync(join(tmpdir(), 'posts-'))
    try {
      writeFileSync(
        join(dir, 'a-dated-post.md'),
        [
          '---',
          'title: "A dated post for the test"',
          'slug: "a-dated-post"',
          'excerpt: "An excerpt long enough to pass the schema, written only for this unit test case."',
          'date: "Oct 16, 2025"',
          'published: "2025-10-15"',
          'author: "Managing Partner"',
          'category: "Ecosystem & Community"',
          'tags: ["test"]',
          'image: "/images/blog/ecosystem.svg"',
          '---',
          'Body.',
        ].join('\n'),
      )
      expect(() => loadPosts(dir)).toThrow(/does not name the published day 2025-10-15/)
    } finally {
      rmSync(dir, { recursive: true })
    }
  })
})
