import type { PageLoader } from '../page'
import { verticalPage } from '../vertical'
import { cta, faqTitle, hero, route } from './copy'

const page: PageLoader = () =>
  verticalPage({
    id: 'fintech',
    route,
    hero,
    cta,
    faqTitle,
    loadFaq: async () => (await import('./regions')).faq,
    loadRegions: () => import('./regions'),
  })
export default page
