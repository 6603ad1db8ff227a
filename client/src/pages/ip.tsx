import { faqPage } from '../components/seo/json-ld'
import { Faq } from '../components/ui/faq'
import { adoptOrLoadRegion } from '../components/ui/prerendered'
import { Section } from '../components/ui/section'
import { ipPage, ipRoute } from '../content/ip'
import type { PageModule, PageProps } from './frame'

/** The regions' module: the hero and the sections around the FAQ, with their copy. */
const sections = () => import('./ip-sections')

/**
 * The intellectual property page. Its hero and its sections of copy, cards and links are
 * static regions, adopted or loaded (docs/decisions/021); the FAQ between them is an island,
 * and its items stay here because they also feed the FAQPage data.
 */
export async function ipPageModule(): Promise<PageModule> {
  const [Hero, Body, Closing] = await Promise.all([
    adoptOrLoadRegion('ip:hero', () => sections().then((module) => ({ default: module.IpHero }))),
    adoptOrLoadRegion('ip:body', () => sections().then((module) => ({ default: module.IpBody }))),
    adoptOrLoadRegion('ip:closing', () =>
      sections().then((module) => ({ default: module.IpClosing })),
    ),
  ])
  const { faq } = ipPage
  return {
    default: ({ Frame }: PageProps) => (
      <Frame hero={<Hero />} jsonLd={[faqPage(faq.items)]}>
        <Body />
        <Section id="faq" title={faq.title} tone="foam">
          <div className="max-w-3xl">
            <Faq items={faq.items} />
          </div>
        </Section>
        <Closing />
      </Frame>
    ),
    route: ipRoute,
  }
}
