import { PageHero } from '../../components/ui/page-hero'
import { adoptOrLoadRegion } from '../../components/ui/prerendered'
import type { PageLoader } from '../page'
import { blogPage, blogRoute } from './copy'

/** The blog index; its article cards are a static region, adopted or loaded (docs/decisions/021). */
const blog: PageLoader = async () => {
  const Posts = await adoptOrLoadRegion('blog:posts', () => import('./regions'))
  return {
    Page: ({ Frame }) => (
      <Frame hero={<PageHero {...blogPage.hero} />}>
        <section aria-label={blogPage.listLabel} className="container-page py-14">
          <Posts />
        </section>
      </Frame>
    ),
    route: blogRoute,
  }
}
export default blog
