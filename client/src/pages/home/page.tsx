import { localBusiness, organization } from '../../components/seo/json-ld'
import { Prerendered } from '../../components/ui/prerendered'
import { QuickContactForm } from '../../features/inquiry/quick-contact-form'
import type { PageLoader } from '../page'
import { getStarted, homeRoute } from './copy'

/** The hero and the sections around the form, with their words: one module for both parts. */
const regions = () => import('./regions')

/**
 * The home page. Its copy, cards and links are two static parts (docs/decisions/045); the
 * quick contact form between them is the one thing React draws here.
 */
const home: PageLoader = async () => ({
  Page: ({ Frame }) => (
    <Frame jsonLd={[organization(), localBusiness()]}>
      <Prerendered id="home:intro" load={async () => (await regions()).HomeIntro} />
      <section className="bg-foam py-20" aria-labelledby="start-title">
        <div className="container-page grid gap-10 lg:grid-cols-[1fr_1.4fr]">
          <div>
            <h2 id="start-title" className="font-display text-3xl font-bold text-navy sm:text-4xl">
              {getStarted.title}
            </h2>
            <p className="mt-4 text-lg text-ink">{getStarted.lead}</p>
          </div>
          <div className="rounded-2xl bg-white p-6 shadow-sm sm:p-8">
            <QuickContactForm />
          </div>
        </div>
      </section>

      <Prerendered id="home:closing" load={async () => (await regions()).HomeClosing} />
    </Frame>
  ),
  route: homeRoute,
})
export default home
