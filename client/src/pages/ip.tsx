import { faqPage } from '../components/seo/json-ld'
import { adoptOrLoadFaq, Faq, faqHolder } from '../components/ui/faq'
import { adoptOrLoadRegions } from '../components/ui/prerendered'
import { Section } from '../components/ui/section'
import { ipPage, ipRoute } from '../content/ip'
import type { PageModule, PageProps } from './frame'

/**
 * The intellectual property page. Its hero and its sections of copy, cards and links are
 * static regions, adopted or loaded (docs/decisions/021); the FAQ between them is an island
 * (its items, read from the document when it holds them, also feed the FAQPage data).
 */
export async function ipPageModule(): Promise<PageModule> {
  // The regions' module holds the hero and the sections around the FAQ, with their copy.
  const [{ IpHero: Hero, IpBody: Body, IpClosing: Closing }, items] = await Promise.all([
    adoptOrLoadRegions(
      { IpHero: 'ip:hero', IpBody: 'ip:body', IpClosing: 'ip:closing' },
      () => import('./ip-sections'),
    ),
    adoptOrLoadFaq('ip', () => import('../content/ip-faq').then((module) => module.ipFaq)),
  ])
  const { faq } = ipPage
  return {
    default: ({ Frame }: PageProps) => (
      <Frame hero={<Hero />} jsonLd={[faqPage(items)]}>
        <Body />
        <Section id="faq" title={faq.title} tone="foam">
          <div className="max-w-3xl" {...faqHolder('ip')}>
            <Faq items={items} />
          </div>
        </Section>
        <Closing />
      </Frame>
    ),
    route: ipRoute,
  }
}
