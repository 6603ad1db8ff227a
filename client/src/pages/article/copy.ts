import { postPath } from '@inlet/shared/paths'
import type { RouteDef } from '../../content/types'

const SUFFIX = ' | Inlet Ventures'

/** An article's document title: the site's suffix when it still fits in 70 characters. */
export function articleTitle(title: string): string {
  return title.length + SUFFIX.length <= 70 ? title + SUFFIX : title
}

/** An article's entry in the route manifest, from its summary. */
export function articleRoute(post: { slug: string; title: string; excerpt: string }): RouteDef {
  return {
    path: postPath(post.slug),
    title: articleTitle(post.title),
    description: post.excerpt,
    crumb: post.title,
    sitemap: true,
  }
}

/** What every article page shows around its body. */
export const articleFrame = {
  back: 'Back to Blog',
  minRead: 'min read',
  tagsLabel: 'Tags',
  disclaimerLabel: 'Disclaimer',
  disclaimer:
    'This article is for general information only and is not legal, financial, tax, investment or other professional advice. Speak with qualified advisers about your own situation before acting on it.',
} as const
