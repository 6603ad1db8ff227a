import { PageHero } from '../components/ui/page-hero'
import { adoptOrLoadRegion } from '../components/ui/prerendered'
import { blogPage, blogRoute } from '../content/blog'
import type { PageModule, PageProps } from './frame'

/** The blog index; its article cards are a static region, adopted or loaded (docs/decisions/021). */
export async function blogPageModule(): Promise<PageModule> {
  const Posts = await adoptOrLoadRegion('blog:posts', () => import('./blog-posts'))
  return {
    default: ({ Frame }: PageProps) => (
      <Frame hero={<PageHero {...blogPage.hero} />}>
        <section aria-label={blogPage.listLabel} className="container-page py-14">
          <Posts />
        </section>
      </Frame>
    ),
    route: blogRoute,
  }
}
