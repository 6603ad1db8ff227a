import { BrandGrid } from '../../components/partnerships/brand-grid'
import { Prerendered } from '../../components/ui/prerendered'
import { Section } from '../../components/ui/section'
import type { PageLoader } from '../page'
import { partnershipsPage as page, partnershipsRoute } from './copy'

/** The hero, the sections, the FAQ and the closing band, with their words: one module. */
const regions = () => import('./regions')

/**
 * /partnerships. Its hero, sections, FAQ and closing band, and the brand grid's first 12 cards,
 * are static parts (docs/decisions/045); the page draws the brand grid's filters and Load More.
 */
const partnerships: PageLoader = async () => ({
  Page: ({ Frame }) => (
    <Frame hero={<Prerendered id="partnerships:hero" load={async () => (await regions()).Hero} />}>
      <Prerendered id="partnerships:who" load={async () => (await regions()).Who} />
      <Section
        id="brands"
        title={page.portfolio.title}
        lead={page.portfolio.lead}
        tone="sand"
        eyebrow={page.portfolio.eyebrow}
      >
        <BrandGrid
          first={
            <Prerendered
              id="partnerships:brands"
              load={async () => (await import('./brands-first')).default}
            />
          }
        />
      </Section>
      <Prerendered id="partnerships:offer" load={async () => (await regions()).Offer} />
    </Frame>
  ),
  route: partnershipsRoute,
})
export default partnerships
