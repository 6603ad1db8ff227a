import { PageHero } from '../../components/ui/page-hero'
import { Prerendered } from '../../components/ui/prerendered'
import type { PageLoader } from '../page'
import { blogPage, blogRoute } from './copy'

/** The blog index; its article cards are a static part (docs/decisions/045). */
const blog: PageLoader = async () => ({
  Page: ({ Frame }) => (
    <Frame hero={<PageHero hero={blogPage.hero} />}>
      <section aria-label={blogPage.listLabel} className="container-page py-14">
        <Prerendered id="blog:posts" load={async () => (await import('./regions')).default} />
      </section>
    </Frame>
  ),
  route: blogRoute,
})
export default blog
