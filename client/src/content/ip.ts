import { paths } from '@inlet/shared/paths'
import { crumbNames, type RouteDef } from './route'

/**
 * The IP page's own copy: the FAQ's title. The FAQ's items are in content/ip-faq.ts and the
 * static regions' copy in content/ip-sections.ts (docs/decisions/021).
 */
export const ipPage = {
  faq: {
    title: 'Patent & IP Questions',
  },
} as const

/** The route manifest's entry for paths.ip (listed in content/routes.ts). */
export const ipRoute: RouteDef = {
  path: paths.ip,
  title: 'Patent & IP Development for Startups | Inlet Ventures',
  description:
    'Patent strategy for AI, blockchain, cryptography and software startups: prior art research and provisional, U.S. and PCT filings with registered attorneys.',
  crumb: crumbNames[paths.ip],
  lastUpdated: 'August 22, 2025',
  sitemap: true,
}
