import { site } from '@inlet/shared/site'
import { faqPage, organization } from '../components/seo/json-ld'
import { adoptOrLoadFaq, Faq, faqHolder } from '../components/ui/faq'
import { adoptOrLoadRegions } from '../components/ui/prerendered'
import { Section } from '../components/ui/section'
import { absoluteUrl } from '../config'
import { type VerticalId, verticalContent, verticalFaq } from '../content/verticals'
import type { PageModule, PageProps } from './frame'

/**
 * One vertical's page. Its hero, body sections and call to action are regions, adopted from
 * the document or loaded with that vertical's copy (docs/decisions/021); the page draws the
 * FAQ island (its items, read from the document when it holds them, also feed the FAQPage
 * data) and the structured data.
 */
export async function verticalPage(id: VerticalId): Promise<PageModule> {
  const [{ Hero, Body, Closing }, { vertical: page, route }, faq] = await Promise.all([
    adoptOrLoadRegions({ Hero: `${id}:hero`, Body: `${id}:body`, Closing: `${id}:cta` }, () =>
      import('../components/partnerships/vertical-sections').then((module) =>
        module.verticalSections(id),
      ),
    ),
    verticalContent[id](),
    adoptOrLoadFaq(id, () => verticalFaq[id]().then((m) => m.faq)),
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
    default: ({ Frame }: PageProps) => (
      <Frame hero={<Hero />} jsonLd={[organization(), service, faqPage(faq)]}>
        <Body />
        <Section id="faq" title={page.faq.title} tone="sand">
          <div {...faqHolder(id)}>
            <Faq items={faq} />
          </div>
        </Section>
        <Closing />
      </Frame>
    ),
    route,
  }
}
