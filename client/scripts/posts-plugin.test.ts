// @vitest-environment node
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { postCategories } from '../src/content/post-schema'
import { loadPosts } from './posts-plugin'

const posts = loadPosts(fileURLToPath(new URL('../src/content/posts', import.meta.url))).map(
  (post) => post.summary,
)

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
})
