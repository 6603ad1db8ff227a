import { organization } from '../components/seo/json-ld'
import { PageHero } from '../components/ui/page-hero'
import { adoptOrLoadRegion } from '../components/ui/prerendered'
import { aboutPage, aboutRoute } from '../content/about'
import type { PageModule, PageProps } from './frame'

/**
 * The about page; its body is a static region, adopted or loaded (docs/decisions/021). The
 * Organization data is built from the site's facts, not the region's copy, so it stays here.
 */
export async function aboutPageModule(): Promise<PageModule> {
  const Body = await adoptOrLoadRegion('about:body', () => import('./about-body'))
  return {
    default: ({ Frame }: PageProps) => (
      <Frame hero={<PageHero {...aboutPage.hero} />} jsonLd={[organization()]}>
        <Body />
      </Frame>
    ),
    route: aboutRoute,
  }
}
