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

export function isContactContext(value: string): value is ContactContext {
  return (contactContexts as readonly string[]).includes(value)
}

/** What a /contact address may carry: the context and domain an inquiry is sent with. */
export interface ContactQuery {
  context?: ContactContext
  /** A domain that passes the inquiry's rule: shown, and sent with the inquiry. */
  domain?: string
  /** A domain that fails the rule: shown as text only and left out of the inquiry. */
  invalidDomain?: string
}

/** The most of an invalid domain the contact page repeats back. */
const INVALID_DOMAIN_SHOWN = 100

/** The inquiry's domain rule: dot-separated labels of a-z, 0-9 and inner hyphens, a letters-only top level. */
export const DOMAIN_PATTERN =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/

/** Whether a value passes the inquiry's domain rule (trimmed and lower-cased first, as the schema does). */
export function isInquiryDomain(value: string): boolean {
  return DOMAIN_PATTERN.test(value.trim().toLowerCase())
}

/** `path` with the given non-empty parameters, URL-encoded, in the order given. */
function withQuery(path: string, params: Record<string, string | undefined>): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value)
  const query = search.toString()
  return query ? `${path}?${query}` : path
}

/** /contact with an optional context or domain, URL-encoded. */
export function contactPath(query: Pick<ContactQuery, 'context' | 'domain'> = {}): string {
  return withQuery(paths.contact, { context: query.context, domain: query.domain })
}

/** Where a sent inquiry lands: the thank-you page with the founder's name and the query. */
export function thankYouPath(
  name: string,
  query: Pick<ContactQuery, 'context' | 'domain'>,
): string {
  return withQuery(paths.thankYou, { name, context: query.context, domain: query.domain })
}

/**
 * Reads a /contact query leniently: an unknown context is ignored; a domain is checked against
 * the inquiry's own rule (docs/decisions/009), so an invalid one can never block the form.
 */
export function readContactQuery(search: URLSearchParams): ContactQuery {
  const context = search.get('context') ?? ''
  const domain = (search.get('domain') ?? '').trim()
  return {
    ...(isContactContext(context) ? { context } : {}),
    ...(domain && isInquiryDomain(domain) ? { domain: domain.toLowerCase() } : {}),
    ...(domain && !isInquiryDomain(domain)
      ? { invalidDomain: domain.slice(0, INVALID_DOMAIN_SHOWN) }
      : {}),
  }
}

/** Old addresses that answer with a permanent redirect (301 on the server, replace in the browser). */
export const redirects: ReadonlyArray<{ from: string; to: string }> = [
  { from: '/domains', to: paths.partnerships },
  { from: '/portfolio', to: paths.partnerships },
  // The article's short slug; the full one is canonical (README, "What runs today").
  {
    from: '/blog/from-zero-to-ai-technical-roadmap',
    to: '/blog/from-zero-to-ai-technical-roadmap-non-technical-founders',
  },
]
