import type { PageLoader } from '../page'
import { verticalPage } from '../vertical'
import { faq, faqTitle, hero, route } from './copy'

const page: PageLoader = () =>
  verticalPage({
    id: 'fintech',
    route,
    hero,
    faqTitle,
    faq,
    loadRegions: () => import('./regions'),
  })
export default page
