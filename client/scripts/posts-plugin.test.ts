// @vitest-environment node
import { fileURLToPath } from 'node:url'
import { site } from '@inlet/shared/site'
import { titleCaseProblems } from '@inlet/shared/title-case'
import { describe, expect, it } from 'vitest'
import { postCategories } from '../src/content/post-schema'
import { breakAddresses, fillSiteFacts, loadPosts } from './posts-plugin'

const loaded = loadPosts(fileURLToPath(new URL('../src/content/posts', import.meta.url)))
const posts = loaded.map((post) => post.summary)
/** An article's visible text: Markdown link targets (URLs) left out. */
const textOf = (markdown: string) => markdown.replace(/\]\([^)]*\)/g, ']')

const expectedSlugs = [
  'lessons-learned-building-startup-studio',
  'find-right-founder-investor-fit',
  'building-innovation-jupiter-fl',
  'optimizing-business-model-scalable-growth',
  'business-model-transformation-pitfalls-best-practices',
  'unlocking-capital-creative-fundraising-2025',
  'raising-capital-during-market-uncertainty',
  'integrating-ai-smart-startup-guide',
  'ai-implementation-tactics-for-founders',
  'ai-first-business-model-beyond-automation',
  'from-zero-to-ai-technical-roadmap-non-technical-founders',
  'new-fundraising-stack-tools-tactics-technologies',
  'product-led-growth-age-of-ai',
  'building-in-public-new-founder-playbook',
]

describe('blog content', () => {
  it('when the articles are loaded, then exactly the 14 slugs of the spec exist, once each', () => {
    expect(posts.map((post) => post.slug).sort()).toEqual([...expectedSlugs].sort())
  })

  it('when reading times are computed at 220 words a minute, then each is 7 to 11 minutes', () => {
    for (const post of posts) {
      expect(post.readTime, post.slug).toBeGreaterThanOrEqual(7)
      expect(post.readTime, post.slug).toBeLessThanOrEqual(11)
    }
  })

  it('when counted by category, then the split is 4 / 4 / 3 / 3', () => {
    const counts = Object.fromEntries(
      postCategories.map((category) => [
        category,
        posts.filter((p) => p.category === category).length,
      ]),
    )
    expect(counts).toEqual({
      'AI & Machine Learning': 4,
      'Fundraising & Capital': 4,
      'Business Model & Growth': 3,
      'Ecosystem & Community': 3,
    })
  })

  it('when listed, then the newest comes first and only the two undated posts lack a date', () => {
    expect(posts.slice(0, 3).map((post) => post.slug)).toEqual(expectedSlugs.slice(0, 3))
    expect(
      posts
        .filter((post) => !post.date)
        .map((post) => post.slug)
        .sort(),
    ).toEqual(['building-in-public-new-founder-playbook', 'product-led-growth-age-of-ai'])
  })

  it('when an article is read, then its apostrophes and quotation marks are curly', () => {
    for (const { summary, markdown } of loaded) {
      const visible = [summary.title, summary.excerpt, summary.author, textOf(markdown)].join('\n')
      expect(visible.match(/.{0,30}['"].{0,30}/g) ?? [], summary.slug).toEqual([])
    }
  })

  it('when an article’s headings are read, then they are in Title Case', () => {
    const wrong = loaded.flatMap(({ summary, markdown }) =>
      [...markdown.matchAll(/^#{2,4} (.+)$/gm)]
        .map(([, heading = '']) => heading)
        .filter((heading) => titleCaseProblems(heading).length > 0)
        .map((heading) => `${summary.slug}: ${heading}`),
    )
    expect(wrong).toEqual([])
  })

  it('when an article states how long a raise takes, then it counts 12 to 14 weeks from the first investor meeting', () => {
    const stated = loaded.flatMap(({ summary, markdown }) =>
      textOf(markdown)
        .split(/(?<=\.)\s|\n/)
        .filter((sentence) => !sentence.startsWith('#') && /12(?: to |–)14 weeks/.test(sentence))
        .map((sentence) => ({ slug: summary.slug, sentence })),
    )
    expect(stated.length).toBeGreaterThanOrEqual(5)
    for (const { slug, sentence } of stated) {
      expect(sentence, slug).toContain('from the first investor meeting to money in the bank')
    }
  })

  it('when an AI article sizes the evaluation set, then it starts at 30 to 50 examples and grows to 100 to 300 before launch', () => {
    const sized = loaded.filter(({ summary }) => summary.category === 'AI & Machine Learning')
    const sizes = sized.map(({ summary, markdown }) => ({
      slug: summary.slug,
      sizes: new Set(
        [...markdown.matchAll(/(\d+)(?: to |–)(\d+) (?:real |labeled )?examples/g)].map(
          (m) => `${m[1]}–${m[2]}`,
        ),
      ),
    }))
    expect(sizes.filter(({ sizes }) => sizes.size > 0).length).toBeGreaterThanOrEqual(3)
    for (const { slug, sizes: found } of sizes) {
      if (found.size > 0) expect([...found].sort(), slug).toEqual(['100–300', '30–50'])
    }
  })

  it('when the articles speak of the evaluation set, then only one calls it the most valuable asset', () => {
    const claims = loaded.filter(({ markdown }) =>
      /most valuable (?:technical )?asset/.test(markdown),
    )
    expect(claims.map(({ summary }) => summary.slug)).toEqual([
      'ai-implementation-tactics-for-founders',
    ])
  })

  it('when the articles are compared, then no sentence of eight or more words appears in two of them', () => {
    const seenIn = new Map<string, string>()
    const repeated: string[] = []
    for (const { summary, markdown } of loaded) {
      const sentences = textOf(markdown)
        .split(/(?<=[.!?])\s+|\n+/)
        .map((sentence) =>
          sentence
            .replace(/[*#[\]_>|]/g, '')
            .trim()
            .toLowerCase(),
        )
        .filter((sentence) => sentence.split(/\s+/).length >= 8)
      for (const sentence of new Set(sentences)) {
        const first = seenIn.get(sentence)
        if (first) repeated.push(`${first} and ${summary.slug}: ${sentence}`)
        else seenIn.set(sentence, summary.slug)
      }
    }
    expect(repeated).toEqual([])
  })

  it('when an article tells a founder’s story, then it is marked as a composite instead of “a founder we worked with”', () => {
    const unmarked = loaded.filter(({ markdown }) =>
      /\b(?:founder|team|company) we (?:have )?worked with\b/i.test(markdown),
    )
    expect(unmarked.map(({ summary }) => summary.slug)).toEqual([])
  })

  it('when the articles end, then each closes with a section of its own and at most one with a mistakes list', () => {
    const sections = loaded.map(({ markdown }) =>
      [...markdown.matchAll(/^## (.+)$/gm)].map((m) => m[1]),
    )
    const lastSections = sections.map((headings) => headings.at(-1))
    expect(new Set(lastSections).size).toBe(loaded.length)
    const withMistakes = sections.filter((headings) =>
      headings.some((h) => /mistakes/i.test(h ?? '')),
    )
    expect(withMistakes.length).toBeLessThanOrEqual(1)
  })
})

describe('studio facts in the legal Markdown', () => {
  it('when a page names a fact of site.ts, then the fact is written in', () => {
    expect(fillSiteFacts('Write to [{{email}}](mailto:{{email}}) in {{place}}.')).toBe(
      `Write to [${site.email}](mailto:${site.email}) in ${site.place}.`,
    )
  })

  it('when a page names an unknown fact, then the build fails', () => {
    expect(() => fillSiteFacts('Call {{fax}}')).toThrow('No studio fact "{{fax}}"')
  })
})

describe('breakAddresses', () => {
  it('lets an address, a domain or a path wrap after its dots, at-sign and slashes, and leaves words and sentences alone', () => {
    expect(breakAddresses('Write to hello@inletventures.example today.')).toBe(
      'Write to hello@<wbr>inletventures.<wbr>example today.',
    )
    expect(breakAddresses('zoe+crm@example.com and share/selective/protect')).toBe(
      'zoe+crm@<wbr>example.<wbr>com and share/<wbr>selective/<wbr>protect',
    )
    expect(breakAddresses('It ends. Then 1.5 times, e.g. here.')).toBe(
      'It ends. Then 1.5 times, e.g. here.',
    )
  })
})
