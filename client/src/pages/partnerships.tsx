import { BrandGrid } from '../components/partnerships/brand-grid'
import { faqPage } from '../components/seo/json-ld'
import { adoptOrLoadFaq, Faq, faqHolder } from '../components/ui/faq'
import { adoptOrLoadRegion, adoptOrLoadRegions } from '../components/ui/prerendered'
import { Section } from '../components/ui/section'
import {
  partnershipsPage as page,
  partnershipsEyebrows,
  partnershipsRoute,
} from '../content/partnerships'
import type { PageModule, PageProps } from './frame'

/**
 * /partnerships. Its hero, static sections and the brand grid's first 12 cards are regions,
 * adopted from the document or loaded (docs/decisions/021); the page draws the islands: the
 * brand grid's filters and Load More, and the FAQ (its items, read from the document when it
 * holds them, also feed the FAQPage data).
 */
export async function partnershipsPageModule(): Promise<PageModule> {
  const [{ Hero, Who, Offer, Closing }, FirstBrands, faq] = await Promise.all([
    adoptOrLoadRegions(
      {
        Hero: 'partnerships:hero',
        Who: 'partnerships:who',
        Offer: 'partnerships:offer',
        Closing: 'partnerships:cta',
      },
      () => import('../components/partnerships/sections'),
    ),
    adoptOrLoadRegion(
      'partnerships:brands',
      () => import('../components/partnerships/brands-first'),
    ),
    adoptOrLoadFaq('partnerships', () =>
      import('../content/partnerships-faq').then((m) => m.partnershipsFaq),
    ),
  ])
  return {
    default: ({ Frame }: PageProps) => (
      <Frame hero={<Hero />} jsonLd={[faqPage(faq)]}>
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
          <div {...faqHolder('partnerships')}>
            <Faq items={faq} />
          </div>
        </Section>
        <Closing />
      </Frame>
    ),
    route: partnershipsRoute,
  }
}
