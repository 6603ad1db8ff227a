import { posts } from 'virtual:posts'
import { useRoute } from '../app/route-context'
import { breadcrumbsFor } from '../app/routes'
import { Seo } from '../components/seo/seo'
import { Breadcrumbs } from '../components/ui/breadcrumbs'
import { LastUpdated } from '../components/ui/last-updated'
import { PageHero } from '../components/ui/page-hero'
import { PostCard } from '../components/ui/post-card'

export default function BlogPage() {
  const route = useRoute()
  const crumbs = breadcrumbsFor(route.path)
  return (
    <>
      <Seo title={route.title} description={route.description} path={route.path} crumbs={crumbs} />
      <PageHero
        eyebrow="Blog"
        title="Field Notes for Founders"
        lead="What we learn building companies with founders: raising capital, putting AI to work, shaping business models and growing an ecosystem on Florida’s coast."
      />
      <Breadcrumbs crumbs={crumbs} />
      <section aria-label="Articles" className="container-page py-14">
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} heading="h2" />
            </li>
          ))}
        </ul>
      </section>
      <LastUpdated date={route.lastUpdated} />
    </>
  )
}
