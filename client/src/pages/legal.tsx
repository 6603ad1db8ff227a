import { PageHero } from '../components/ui/page-hero'
import { Prerendered } from '../components/ui/prerendered'
import type { Hero, RouteDef } from '../content/types'
import type { PageModule } from './page'

/** Styles the HTML generated from Markdown (h2, h3, p, lists, links, bold). */
const proseClass = [
  'prose-legal max-w-3xl text-lg leading-relaxed text-ink',
  '[&>:first-child]:mt-0',
  '[&_h2]:mt-12 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-navy',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-navy',
  '[&_p]:mt-4',
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6',
  '[&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_strong]:font-semibold [&_strong]:text-navy',
  '[&_a]:font-medium [&_a]:text-tide [&_a]:underline [&_a]:underline-offset-4',
].join(' ')

interface LegalDocument {
  /** The text's static part id (docs/decisions/045). */
  id: string
  route: RouteDef
  hero: Hero
  load: () => Promise<{ default: string }>
}

/** The privacy policy or the terms of use (pages/privacy, pages/terms), its text a static part. */
export async function legalPage({ id, route, hero, load }: LegalDocument): Promise<PageModule> {
  const loadText = async () => (await load()).default
  return {
    Page: ({ Frame }) => (
      <Frame hero={<PageHero hero={hero} />} lastUpdated="top">
        <div className="container-page pb-16 sm:pb-20">
          <Prerendered id={id} load={loadText} className={proseClass} />
        </div>
      </Frame>
    ),
    route,
  }
}
