import { posts } from 'virtual:posts'
import { PostCard } from '../../components/ui/post-card'

/**
 * The blog index's 14 article cards (titles, excerpts, dates). A static region
 * (docs/decisions/045): the cards are links, so the summaries travel in the document on a
 * direct load and in this module only on a client-side navigation.
 */
export default function BlogPosts() {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <li key={post.slug}>
          <PostCard post={post} heading="h2" />
        </li>
      ))}
    </ul>
  )
}
