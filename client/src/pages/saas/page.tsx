import type { PageLoader } from '../page'
import { verticalPage } from '../vertical'
import { cta, faq, faqTitle, hero, route } from './copy'

const page: PageLoader = () =>
  verticalPage({
    id: 'saas',
    route,
    hero,
    cta,
    faqTitle,
    faq,
    loadRegions: () => import('./regions'),
  })
export default page
