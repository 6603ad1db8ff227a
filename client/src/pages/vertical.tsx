import { site } from '@inlet/shared/site'
import type { VerticalSections } from '../components/partnerships/vertical-sections'
import { faqPage, organization } from '../components/seo/json-ld'
import { CtaBand } from '../components/ui/cta-band'
import { adoptOrLoadFaq, FaqAccordion } from '../components/ui/faq'
import { PageHero } from '../components/ui/page-hero'
import { adoptOrLoadRegions } from '../components/ui/prerendered'
import { Section } from '../components/ui/section'
import { absoluteUrl } from '../config'
import type { FaqItem, Hero, RouteDef, VerticalCta } from '../content/types'
import type { PageModule } from './page'

interface Vertical {
  id: 'fintech' | 'aiml' | 'saas'
  route: RouteDef
  hero: Hero
  cta: VerticalCta
  faqTitle: string
  loadFaq: () => Promise<readonly FaqItem[]>
  loadRegions: () => Promise<VerticalSections>
}

/**
 * A vertical's page (pages/fintech, aiml, saas). Its body sections are a region, adopted from the document or loaded with that vertical's copy (docs/decisions/021);
 * the page draws the FAQ island and the structured data from the same items, read from that
 * data on a direct load or loaded with the region copy (docs/decisions/036).
 */
export async function verticalPage({
  id,
  route,
  hero,
  cta,
  faqTitle,
  loadFaq,
  loadRegions,
}: Vertical): Promise<PageModule> {
  const [{ Body }, faq] = await Promise.all([
    adoptOrLoadRegions({ Body: `${id}:body` }, loadRegions),
    adoptOrLoadFaq(route.path, loadFaq),
  ])
  const service = {
    '@type': 'Service',
    name: route.crumb,
    serviceType: `${route.crumb} partnership`,
    description: route.description,
    url: absoluteUrl(route.path),
    areaServed: 'US',
    provider: { '@type': 'Organization', name: site.name, url: absoluteUrl('/') },
  }
  return {
    Page: ({ Frame }) => (
      <Frame
        hero={<PageHero {...hero} />}
        jsonLd={[organization(), service, faqPage(faq, route.path)]}
      >
        <Body />
        <Section id="faq" title={faqTitle} tone="sand">
          <FaqAccordion items={faq} />
        </Section>
        <CtaBand id="vertical-cta" title={cta.title} lead={cta.lead} actions={[cta.action]} />
      </Frame>
    ),
    route,
  }
}
