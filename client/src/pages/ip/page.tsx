import { PageHero } from '../../components/ui/page-hero'
import { Prerendered } from '../../components/ui/prerendered'
import type { PageLoader } from '../page'
import { ipPage, ipRoute } from './copy'

/**
 * The intellectual property page: its hero, then one static part (docs/decisions/045) with
 * the sections, the FAQ, the insights link and the closing band.
 */
const ip: PageLoader = async () => ({
  Page: ({ Frame }) => (
    <Frame hero={<PageHero hero={ipPage.hero} />}>
      <Prerendered id="ip:body" load={async () => (await import('./regions')).IpBody} />
    </Frame>
  ),
  route: ipRoute,
})
export default ip
