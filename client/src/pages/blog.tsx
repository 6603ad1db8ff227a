import { posts } from 'virtual:posts'
import { PageHero } from '../components/ui/page-hero'
import { PostCard } from '../components/ui/post-card'
import type { PageProps } from './frame'
export default function BlogPage({ Frame }: PageProps) {
  return (
    <Frame
      hero={
        <PageHero
          eyebrow="Blog"
          title="Field Notes for Founders"
          lead="What we learn building companies with founders: raising capital, putting AI to work, shaping business models and growing an ecosystem on Florida’s coast."
        />
      }
    >
      <section aria-label="Articles" className="container-page py-14">
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
