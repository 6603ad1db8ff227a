import { postIndex } from 'virtual:post-index'
import { paths, postPath } from '@inlet/shared/paths'
import { contactMeta } from './contact-meta'

/**
 * The route manifest, plain data: the router (client/src/app binds each path to its page),
 * the page frame's head tags, breadcrumbs and last-updated line, the prerender, sitemap.xml
 * and the route tests all read this list. A page that is not here does not exist.
 */
export interface RouteDef {
  path: string
  title: string
  description: string
  /** Name of the page in breadcrumbs. */
  crumb: string
  /** As printed on the page ("October 20, 2025"). */
  lastUpdated?: string
  /** Listed in sitemap.xml (false for noindex pages). */
  sitemap: boolean
  noindex?: boolean
}

const SUFFIX = ' | Inlet Ventures'

/** An article's document title: the site's suffix when it still fits in 70 characters. */
export function articleTitle(title: string): string {
  return title.length + SUFFIX.length <= 70 ? title + SUFFIX : title
}

const articleRoutes: RouteDef[] = postIndex.map((post) => ({
  path: postPath(post.slug),
  title: articleTitle(post.title),
  description: post.excerpt,
  crumb: post.title,
  sitemap: true,
}))

export const routes: readonly RouteDef[] = [
  {
    path: paths.home,
    title: 'Inlet Ventures | Startup Studio & Venture Partner in Jupiter, FL',
    description:
      'Seed funding, strategic mentoring, software development and patent strategy for founders with traction. A startup studio and venture firm in Jupiter, Florida.',
    crumb: 'Home',
    lastUpdated: 'October 20, 2025',
    sitemap: true,
  },
  {
    path: paths.partnerships,
    title: 'Startup Partnerships & Brand Portfolio | Inlet Ventures',
    description:
      'Partner with Inlet Ventures: capital, strategy, engineering and IP for businesses with traction, or build one of 60 premium brand and domain concepts with us.',
    crumb: 'Partnerships',
    lastUpdated: 'September 15, 2025',
    sitemap: true,
  },
  {
    path: paths.fintech,
    title: 'Fintech Venture Partnerships | Inlet Ventures',
    description:
      'Seed capital, patent strategy and introductions to banks, payment gateways and regulatory advisors for fintech founders with traction in Jupiter, Florida.',
    crumb: 'Fintech Ventures',
    lastUpdated: 'September 12, 2025',
    sitemap: true,
  },
  {
    path: paths.aiml,
    title: 'AI & ML Startup Partnerships | Inlet Ventures',
    description:
      'Patent strategy for algorithms and models, help with technical infrastructure and seed capital from $50K to $500K+ for AI and machine learning startups.',
    crumb: 'AI & ML Startups',
    lastUpdated: 'October 10, 2025',
    sitemap: true,
  },
  {
    path: paths.saas,
    title: 'SaaS Company Partnerships | Inlet Ventures',
    description:
      'Funding sized to your MRR and ARR, software and API patent strategy, and scalability support for SaaS founders with paying customers. Jupiter, Florida.',
    crumb: 'SaaS Companies',
    lastUpdated: 'August 30, 2025',
    sitemap: true,
  },
  {
    path: paths.ip,
    title: 'Patent & IP Development for Startups | Inlet Ventures',
    description:
      'Patent strategy for AI, blockchain, cryptography and software startups: prior art research and provisional, U.S. and PCT filings with registered attorneys.',
    crumb: 'IP Development',
    lastUpdated: 'August 22, 2025',
    sitemap: true,
  },
  {
    path: paths.about,
    title: 'About Our Founder-Focused Studio | Inlet Ventures',
    description:
      'Inlet Ventures is a founder-focused startup studio in Jupiter, Florida, pairing seed capital with strategy, engineering and IP work for startups with traction.',
    crumb: 'About',
    lastUpdated: 'September 28, 2025',
    sitemap: true,
  },
  {
    path: paths.resources,
    title: 'Founder Resources & Guides | Inlet Ventures',
    description:
      'Free guides for founders with traction: fundraising, investor fit, scalable business models, shipping AI and building a company from Jupiter, Florida.',
    crumb: 'Resources',
    lastUpdated: 'September 5, 2025',
    sitemap: true,
  },
  {
    path: paths.glossary,
    title: 'Startup Glossary: Funding & IP Terms | Inlet Ventures',
    description:
      'Plain-English definitions of 30 startup terms founders meet when raising money and protecting IP, from SAFEs and valuation caps to burn multiples and prior art.',
    crumb: 'Glossary',
    lastUpdated: 'July 20, 2025',
    sitemap: true,
  },
  {
    path: paths.privacy,
    title: 'Privacy Policy | Inlet Ventures',
    description:
      'How Inlet Ventures collects, uses and protects personal information sent through its website and contact form, how long it is kept, and your privacy rights.',
    crumb: 'Privacy Policy',
    lastUpdated: 'June 15, 2025',
    sitemap: true,
  },
  {
    path: paths.terms,
    title: 'Terms of Use | Inlet Ventures',
    description:
      'The terms for using the Inlet Ventures website: use license, disclaimers, limitation of liability, Florida governing law, and investment and advice notices.',
    crumb: 'Terms of Use',
    lastUpdated: 'June 15, 2025',
    sitemap: true,
  },
  {
    path: paths.contact,
    ...contactMeta,
    crumb: 'Contact',
    sitemap: true,
  },
  {
    path: paths.thankYou,
    title: 'Thank You | Inlet Ventures',
    description:
      'Your message reached Inlet Ventures. A partner will reply personally; here is what happens next and what to read while you wait.',
    crumb: 'Thank You',
    sitemap: false,
    noindex: true,
  },
  {
    path: paths.blog,
    title: 'Blog: Funding, AI and Growth for Founders | Inlet Ventures',
    description:
      'Field notes from Inlet Ventures on raising capital, putting AI to work, business models that scale and building a startup ecosystem in Jupiter, Florida.',
    crumb: 'Blog',
    lastUpdated: 'October 20, 2025',
    sitemap: true,
  },
  ...articleRoutes,
]

export const notFoundRoute = {
  title: 'Page Not Found | Inlet Ventures',
  description: 'The page you were looking for is not here. Find your way back to Inlet Ventures.',
} as const

export function findRoute(path: string): RouteDef | undefined {
  return routes.find((route) => route.path === path)
}

/** Home, then every registered ancestor of the path, then the page itself. */
export function breadcrumbsFor(path: string): { name: string; path: string }[] {
  const segments = path.split('/').filter(Boolean)
  const prefixes = ['/', ...segments.map((_, i) => `/${segments.slice(0, i + 1).join('/')}`)]
  return prefixes.flatMap((prefix) => {
    const route = findRoute(prefix)
    return route ? [{ name: route.crumb, path: route.path }] : []
  })
}
