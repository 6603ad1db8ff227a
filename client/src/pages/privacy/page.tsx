import { legalPage } from '../legal'
import type { PageLoader } from '../page'
import { hero, route } from './copy'

/** Its text is its own chunk, loaded only on a client-side navigation (docs/decisions/045). */
const privacy: PageLoader = () =>
  legalPage({
    id: 'legal:privacy',
    route,
    hero,
    load: () => import('virtual:markdown/legal/privacy'),
  })
export default privacy
