import { BrandGrid } from '../../components/partnerships/brand-grid'
import { faqPage } from '../../components/seo/json-ld'
import { CtaBand } from '../../components/ui/cta-band'
import { adoptOrLoadFaq, FaqAccordion } from '../../components/ui/faq'
import { adoptOrLoadRegion, adoptOrLoadRegions } from '../../components/ui/prerendered'
import { Section } from '../../components/ui/section'
import type { PageLoader } from '../page'
import { partnershipsPage as page, partnershipsEyebrows, partnershipsRoute } from './copy'

/**
 * /partnerships. Its hero, static sections and the brand grid's first 12 cards are regions,
 * adopted from the document or loaded (docs/decisions/021); the page draws the islands: the
 * brand grid's filters and Load More, and the FAQ (whose items also feed the FAQPage data).
 */
const partnerships: PageLoader = async () => {
  const [{ Hero, Who, Offer }, FirstBrands, faq] = await Promise.all([
    adoptOrLoadRegions(
      {
        Hero: 'partnerships:hero',
        Who: 'partnerships:who',
        Offer: 'partnerships:offer',
      },
      () => import('./regions'),
    ),
    adoptOrLoadRegion('partnerships:brands', () => import('./brands-first')),
    adoptOrLoadFaq(partnershipsRoute.path, async () => (await import('./regions')).partnershipsFaq),
  ])
  return {
    Page: ({ Frame }) => (
      <Frame hero={<Hero />} jsonLd={[faqPage(faq, partnershipsRoute.path)]}>
        <Who />
        <Section
          id="brands"
          title={page.portfolio.title}
          lead={page.portfolio.lead}
          tone="sand"
          eyebrow={partnershipsEyebrows.portfolio}
        >
          <BrandGrid First={FirstBrands} />
        </Section>
        <Offer />
        <Section id="faq" title={page.faq.title} eyebrow={partnershipsEyebrows.faq}>
          <FaqAccordion items={faq} />
        </Section>
        <CtaBand
          id="partner-cta"
          title={page.finalCta.title}
          lead={page.finalCta.lead}
          actions={page.finalCta.options}
        />
      </Frame>
    ),
    route: partnershipsRoute,
  }
}
export default partnerships
