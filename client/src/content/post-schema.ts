import * as z from 'zod'

export const postCategories = [
  'AI & Machine Learning',
  'Fundraising & Capital',
  'Business Model & Growth',
  'Ecosystem & Community',
] as const

export const WORDS_PER_MINUTE = 220

/** Frontmatter of a Markdown article, checked at build time. */
export const postFrontmatterSchema = z.strictObject({
  title: z.string().min(10),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  excerpt: z.string().min(60).max(260),
  /** Display date; the two undated articles have none. */
  date: z
    .string()
    .regex(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/)
    .optional(),
  published: z.iso.date(),
  author: z.string().min(3),
  category: z.enum(postCategories),
  tags: z.array(z.string().min(2)).min(1).max(6),
  image: z.string().regex(/^\/images\/blog\/[a-z-]+\.svg$/),
})

export type PostFrontmatter = z.infer<typeof postFrontmatterSchema>

/** What the list, the home page, the feed and the sitemap read about a post. */
export interface PostSummary extends PostFrontmatter {
  readTime: number
  wordCount: number
}

export function countWords(markdown: string): number {
  const text = markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#>*_`|-]+/g, ' ')
    .trim()
  return text === '' ? 0 : text.split(/\s+/).length
}

export function readingMinutes(words: number): number {
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE))
}
