import { paths } from '@inlet/shared/paths'
import { crumbNames, type RouteDef } from '../route'
import type { Vertical } from '../verticals'

export const vertical: Vertical = {
  faq: {
    title: 'AI/ML Partnership Questions',
  },
}

/** The route manifest's entry for paths.aiml (listed in content/routes.ts). */
export const route: RouteDef = {
  path: paths.aiml,
  title: 'AI & ML Startup Partnerships | Inlet Ventures',
  description:
    'Patent strategy for algorithms and models, help with technical infrastructure and seed capital from $50K to $500K+ for AI and machine learning startups.',
  crumb: crumbNames[paths.aiml],
  lastUpdated: 'October 10, 2025',
  sitemap: true,
}
