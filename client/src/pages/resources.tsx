import { PageHero } from '../components/ui/page-hero'
import { adoptOrLoadRegion } from '../components/ui/prerendered'
import { resourcesPage, resourcesRoute } from '../content/resources'
import type { PageModule, PageProps } from './frame'

/** The resources hub; its cards and closing band are a static region (docs/decisions/021). */
export async function resourcesPageModule(): Promise<PageModule> {
  const Guides = await adoptOrLoadRegion('resources:guides', () => import('./resources-guides'))
  const { hero, consultation } = resourcesPage
  return {
    default: ({ Frame }: PageProps) => (
      <Frame
        hero={
          <PageHero
            eyebrow={hero.eyebrow}
            title={hero.title}
            lead={hero.lead}
            motif={hero.motif}
            primary={{ label: consultation.label, href: consultation.href }}
          />
        }
      >
        <Guides />
      </Frame>
    ),
    route: resourcesRoute,
  }
}
