import { PageHero } from '../../components/ui/page-hero'
import { Prerendered } from '../../components/ui/prerendered'
import type { PageLoader } from '../page'
import { resourcesPage, resourcesRoute } from './copy'

const { hero, consultation } = resourcesPage

/** The resources hub; its cards and closing band are a static part (docs/decisions/045). */
const resources: PageLoader = async () => ({
  Page: ({ Frame }) => (
    <Frame hero={<PageHero hero={{ ...hero, primary: consultation }} />}>
      <Prerendered id="resources:guides" load={async () => (await import('./regions')).default} />
    </Frame>
  ),
  route: resourcesRoute,
})
export default resources
