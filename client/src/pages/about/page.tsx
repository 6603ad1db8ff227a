import { organization } from '../../components/seo/json-ld'
import { PageHero } from '../../components/ui/page-hero'
import { adoptOrLoadRegion } from '../../components/ui/prerendered'
import type { PageLoader } from '../page'
import { aboutPage, aboutRoute } from './copy'

/**
 * The about page; its body is a static region, adopted or loaded (docs/decisions/021). The
 * Organization data is built from the site's facts, not the region's copy, so it stays here.
 */
const about: PageLoader = async () => {
  const Body = await adoptOrLoadRegion('about:body', () => import('./regions'))
  return {
    Page: ({ Frame }) => (
      <Frame hero={<PageHero {...aboutPage.hero} />} jsonLd={[organization()]}>
        <Body />
      </Frame>
    ),
    route: aboutRoute,
  }
}
export default about
