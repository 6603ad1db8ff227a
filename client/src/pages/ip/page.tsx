import { faqPage } from '../../components/seo/json-ld'
import { ButtonLink } from '../../components/ui/button-link'
import { CtaBand } from '../../components/ui/cta-band'
import { adoptOrLoadFaq, FaqAccordion } from '../../components/ui/faq'
import { Icon } from '../../components/ui/icon'
import { PageHero } from '../../components/ui/page-hero'
import { adoptOrLoadRegions } from '../../components/ui/prerendered'
import { Section } from '../../components/ui/section'
import type { PageLoader } from '../page'
import { ipPage, ipRoute } from './copy'

/**
 * The intellectual property page. Its sections of copy, cards and links are
 * static regions, adopted or loaded (docs/decisions/021); the FAQ between them is an island
 * whose items also feed the FAQPage data (read back from it on a direct load).
 */
const ip: PageLoader = async () => {
  const [{ IpBody: Body }, faq] = await Promise.all([
    adoptOrLoadRegions({ IpBody: 'ip:body' }, () => import('./regions')),
    adoptOrLoadFaq(ipRoute.path, async () => (await import('./regions')).ipFaq),
  ])
  return {
    Page: ({ Frame }) => (
      <Frame hero={<PageHero {...ipPage.hero} />} jsonLd={[faqPage(faq, ipRoute.path)]}>
        <Body />
        <Section id="faq" title={ipPage.faq.title} tone="foam">
          <div className="max-w-3xl">
            <FaqAccordion items={faq} />
          </div>
        </Section>
        <Section id="insights" title={ipPage.insights.title}>
          <p className="max-w-3xl text-lg text-ink">{ipPage.insights.text}</p>
          <ButtonLink href={ipPage.insights.href} className="btn-primary mt-6">
            {ipPage.insights.label}
            <Icon name="external" className="size-5" />
          </ButtonLink>
        </Section>
        <CtaBand
          id="ip-cta"
          title={ipPage.cta.title}
          lead={ipPage.cta.lead}
          actions={[ipPage.cta.primary, ipPage.cta.secondary]}
        />
      </Frame>
    ),
    route: ipRoute,
  }
}
export default ip
