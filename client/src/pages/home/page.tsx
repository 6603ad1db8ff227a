import { localBusiness, organization } from '../../components/seo/json-ld'
import { adoptOrLoadRegions } from '../../components/ui/prerendered'
import { QuickContactForm } from '../../features/inquiry/quick-contact-form'
import type { PageLoader } from '../page'
import { getStarted, homeRoute } from './copy'

/**
 * The home page. Its copy, cards and links are static regions, adopted or loaded
 * (docs/decisions/021); the quick contact form between them is an island React draws.
 */
const home: PageLoader = async () => {
  // The regions' module holds the hero and the sections around the form, with their copy.
  const { HomeIntro: Intro, HomeClosing: Closing } = await adoptOrLoadRegions(
    { HomeIntro: 'home:intro', HomeClosing: 'home:closing' },
    () => import('./regions'),
  )
  return {
    Page: ({ Frame }) => (
      <Frame jsonLd={[organization(), localBusiness()]}>
        <Intro />
        <section className="bg-foam py-20" aria-labelledby="start-title">
          <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.4fr]">
            <div>
              <h2
                id="start-title"
                className="font-display text-3xl font-bold text-navy sm:text-4xl"
              >
                {getStarted.title}
              </h2>
              <p className="mt-4 text-lg text-ink">{getStarted.lead}</p>
            </div>
            <div className="rounded-2xl bg-white p-6 shadow-sm sm:p-8">
              <QuickContactForm />
            </div>
          </div>
        </section>

        <Closing />
      </Frame>
    ),
    route: homeRoute,
  }
}
export default home
