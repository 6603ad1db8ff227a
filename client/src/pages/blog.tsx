import { posts } from 'virtual:posts'
import { PageHero } from '../components/ui/page-hero'
import { PostCard } from '../components/ui/post-card'
import { blogPage } from '../content/blog'
import type { PageProps } from './frame'

export { blogRoute as route } from '../content/blog'

export default function BlogPage({ Frame }: PageProps) {
  return (
    <Frame hero={<PageHero {...blogPage.hero} />}>
      <section aria-label={blogPage.listLabel} className="container-page py-14">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} heading="h2" />
            </li>
          ))}
        </ul>
      </section>
    </Frame>
  )
}
