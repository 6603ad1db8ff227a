import { organization } from '../../components/seo/json-ld'
import { PageHero } from '../../components/ui/page-hero'
import { Prerendered } from '../../components/ui/prerendered'
import type { PageLoader } from '../page'
import { aboutPage, aboutRoute } from './copy'

/**
 * The about page: its hero, then its body, a static part (docs/decisions/045). The
 * Organization data is built from the site's facts, not the body's words, so it stays here.
 */
const about: PageLoader = async () => ({
  Page: ({ Frame }) => (
    <Frame hero={<PageHero hero={aboutPage.hero} />} jsonLd={[organization()]}>
      <Prerendered id="about:body" load={async () => (await import('./regions')).default} />
    </Frame>
  ),
  route: aboutRoute,
})
export default about
