/** Every URL of the site's address space; links are built from here, never typed by hand. */
export const paths = {
  home: '/',
  partnerships: '/partnerships',
  fintech: '/partnerships/fintech-ventures',
  aiml: '/partnerships/ai-ml-startups',
  saas: '/partnerships/saas-companies',
  ip: '/intellectual-property',
  about: '/about',
  contact: '/contact',
  thankYou: '/contact/thank-you',
  blog: '/blog',
  resources: '/resources',
  glossary: '/resources/glossary',
  privacy: '/privacy',
  terms: '/terms',
  rss: '/rss.xml',
} as const

/**
 * In the built site (client/dist), the CSP sources of the inline stylesheet every page carries
 * ('sha256-…', one line). The prerender writes it; the Express server and nginx (through the
 * Dockerfile's envsubst) put it in style-src. A dotfile: neither server serves it.
 */
export const cspStyleSourcesFile = '.csp-style-src'

export const contactContexts = [
  'funding',
  'mentoring',
  'ip',
  'partnership',
  'growth',
  'aiml',
  'fintech',
  'saas',
  'resources',
  'glossary',
] as const
export type ContactContext = (typeof contactContexts)[number]

export function postPath(slug: string): string {
  return `${paths.blog}/${slug}`
}

/** Size in pixels of every social card (the large-image size LinkedIn, X and others show). */
export const SOCIAL_CARD = { width: 1200, height: 630 } as const

/** A page's social card (og:image), built next to its HTML: `/` → /index.png, `/a/b` → /a/b.png. */
export function socialCardPath(path: string): string {
  return path === '/' ? '/index.png' : `${path}.png`
}

/** /contact with an optional context or domain, URL-encoded. */
export function contactPath(query: { context?: ContactContext; domain?: string } = {}): string {
  const params = new URLSearchParams()
  if (query.context) params.set('context', query.context)
  if (query.domain) params.set('domain', query.domain)
  const search = params.toString()
  return search ? `${paths.contact}?${search}` : paths.contact
}

/** Old addresses that answer with a permanent redirect (301 on the server, replace in the browser). */
export const redirects: ReadonlyArray<{ from: string; to: string }> = [
  { from: '/domains', to: paths.partnerships },
  { from: '/portfolio', to: paths.partnerships },
  // The article's short slug; the full one is canonical (DECISIONS.md).
  {
    from: '/blog/from-zero-to-ai-technical-roadmap',
    to: '/blog/from-zero-to-ai-technical-roadmap-non-technical-founders',
  },
]
