import { paths } from '@inlet/shared/paths'
import { site } from '@inlet/shared/site'
import { organization } from '../../components/seo/json-ld'
import { PageHero } from '../../components/ui/page-hero'
import { Prerendered } from '../../components/ui/prerendered'
import { absoluteUrl } from '../../config'
import type { PageLoader } from '../page'
import { verticals } from './copy'
import type { VerticalRegionCopy } from './regions'

/** Each vertical's region words (<vertical>.ts), loaded only after a client-side navigation. */
const regionCopy: Record<string, () => Promise<VerticalRegionCopy>> = {
  [paths.fintech]: () => import('./fintech'),
  [paths.aiml]: () => import('./aiml'),
  [paths.saas]: () => import('./saas'),
}

/**
 * The vertical pages (/partnerships/fintech-ventures, ai-ml-startups, saas-companies), one page
 * fed by each vertical's words: its hero, then one static region (docs/decisions/045) holding
 * the sections, the FAQ and the closing band.
 */
const vertical: PageLoader = async (path) => {
  const copy = verticals[path]
  const loadWords = regionCopy[path]
  if (!copy || !loadWords) throw new Error(`No vertical at ${path}`)
  const { route, hero } = copy
  const loadRegion = async () => {
    const [{ VerticalRegion }, words] = await Promise.all([import('./regions'), loadWords()])
    return () => <VerticalRegion path={path} copy={words} />
  }
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
      <Frame hero={<PageHero hero={hero} />} jsonLd={[organization(), service]}>
        <Prerendered id={`${route.path}:body`} load={loadRegion} />
      </Frame>
    ),
    route,
  }
}
export default vertical
