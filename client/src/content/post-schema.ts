import * as z from 'zod'

export const postCategories = [
  'AI & Machine Learning',
  'Fundraising & Capital',
  'Business Model & Growth',
  'Ecosystem & Community',
] as const

export const WORDS_PER_MINUTE = 220

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const

/** "2025-10-15" → "October 15, 2025": the one way the site shows a date (docs/decisions/008). */
export function longDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number)
  return `${MONTHS[(month ?? 1) - 1]} ${day}, ${year}`
}

/** The forms an article's frontmatter may use for its published day: long or abbreviated month. */
export function dateForms(isoDate: string): string[] {
  const long = longDate(isoDate)
  return [long, long.replace(/^([A-Z][a-z]{2})[a-z]*/, '$1')]
}

/** Frontmatter of a Markdown article, checked at build time. */
export const postFrontmatterSchema = z.strictObject({
  title: z.string().min(10),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  excerpt: z.string().min(60).max(260),
  /**
   * Present when the article shows a date (the two undated articles have none); "Oct 15, 2025"
   * or "October 15, 2025", naming the published day. Pages show `longDate(published)`.
   */
  date: z
    .string()
    .regex(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)
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
