import { paths } from '@inlet/shared/paths'
import { crumbNames, type RouteDef } from '../route'
import type { Vertical } from '../verticals'

export const vertical: Vertical = {
  faq: {
    title: 'SaaS Partnership Questions',
  },
}

/** The route manifest's entry for paths.saas (listed in content/routes.ts). */
export const route: RouteDef = {
  path: paths.saas,
  title: 'SaaS Company Partnerships | Inlet Ventures',
  description:
    'Funding sized to your MRR and ARR, software and API patent strategy, and scalability support for SaaS founders with paying customers. Jupiter, Florida.',
  crumb: crumbNames[paths.saas],
  lastUpdated: 'August 30, 2025',
  sitemap: true,
}
