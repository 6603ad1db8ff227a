import type { PageLoader } from '../page'
import { verticalPage } from '../vertical'
import { faq, faqTitle, route } from './copy'

const page: PageLoader = () =>
  verticalPage({ id: 'saas', route, faqTitle, faq, loadRegions: () => import('./regions') })
export default page
