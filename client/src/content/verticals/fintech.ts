import { paths } from '@inlet/shared/paths'
import { crumbNames, type RouteDef } from '../route'
import type { Vertical } from '../verticals'

export const vertical: Vertical = {
  faq: {
    title: 'Fintech Partnership Questions',
  },
}

/** The route manifest's entry for paths.fintech (listed in content/routes.ts). */
export const route: RouteDef = {
  path: paths.fintech,
  title: 'Fintech Venture Partnerships | Inlet Ventures',
  description:
    'Seed capital, patent strategy and introductions to banks, payment gateways and regulatory advisors for fintech founders with traction in Jupiter, Florida.',
  crumb: crumbNames[paths.fintech],
  lastUpdated: 'September 12, 2025',
  sitemap: true,
}
