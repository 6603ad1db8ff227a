import { PageHero } from '../../components/ui/page-hero'
import { adoptOrLoadRegion } from '../../components/ui/prerendered'
import type { PageLoader } from '../page'
import { resourcesPage, resourcesRoute } from './copy'

/** The resources hub; its cards and closing band are a static region (docs/decisions/021). */
const resources: PageLoader = async () => {
  const Guides = await adoptOrLoadRegion('resources:guides', () => import('./regions'))
  const { hero, consultation } = resourcesPage
  return {
    Page: ({ Frame }) => (
      <Frame
        hero={
          <PageHero
            eyebrow={hero.eyebrow}
            title={hero.title}
            lead={hero.lead}
            primary={{ label: consultation.label, href: consultation.href }}
          />
        }
      >
        <Guides />
      </Frame>
    ),
    route: resourcesRoute,
  }
}
export default resources
