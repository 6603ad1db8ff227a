import { faqPage } from '../../components/seo/json-ld'
import { FaqAccordion } from '../../components/ui/faq'
import { PageHero } from '../../components/ui/page-hero'
import { adoptOrLoadRegions } from '../../components/ui/prerendered'
import { Section } from '../../components/ui/section'
import type { PageLoader } from '../page'
import { ipFaq, ipPage, ipRoute } from './copy'

/**
 * The intellectual property page. Its sections of copy, cards and links are
 * static regions, adopted or loaded (docs/decisions/021); the FAQ between them is an island
 * whose items also feed the FAQPage data.
 */
const ip: PageLoader = async () => {
  const { IpBody: Body, IpClosing: Closing } = await adoptOrLoadRegions(
    { IpBody: 'ip:body', IpClosing: 'ip:closing' },
    () => import('./regions'),
  )
  return {
    Page: ({ Frame }) => (
      <Frame hero={<PageHero {...ipPage.hero} />} jsonLd={[faqPage(ipFaq)]}>
        <Body />
        <Section id="faq" title={ipPage.faq.title} tone="foam">
          <div className="max-w-3xl">
            <FaqAccordion items={ipFaq} />
          </div>
        </Section>
        <Closing />
      </Frame>
    ),
    route: ipRoute,
  }
}
export default ip
