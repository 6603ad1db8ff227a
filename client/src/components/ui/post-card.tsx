import { postPath } from '@inlet/shared/paths'
import type { PostSummary } from '../../content/post-schema'

/** After an article's reading time in minutes. */
const minRead = 'min read'

export function PostCard({
  post,
  heading: Heading = 'h3',
}: {
  post: PostSummary
  heading?: 'h2' | 'h3'
}) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
      <p className="text-sm font-semibold text-tide">{post.category}</p>
      <Heading className="mt-2 font-display text-xl font-bold text-navy">
        <a href={postPath(post.slug)} className="hover:text-tide">
          {post.title}
        </a>
      </Heading>
      <p className="mt-2 text-sm text-mist">
        {post.date ? <time dateTime={post.published}>{post.date}</time> : null}
        {post.date ? ' · ' : null}
        {post.author} · {post.readTime} {minRead}
      </p>
      <p className="mt-3 flex-1 text-ink">{post.excerpt}</p>
    </article>
  )
}
