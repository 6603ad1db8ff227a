import { SOCIAL_CARD, socialCardPath } from '@inlet/shared/paths'
import { site } from '@inlet/shared/site'
import { absoluteUrl } from '../../config'
import { JsonLdScript } from './json-ld-script'
import { breadcrumbList, type Crumb } from './structured-data-core'

interface SeoProps {
  title: string
  description: string
  /** Path of the canonical URL; omitted for pages that have none (the 404 page). */
  path?: string
  noindex?: boolean
  /** Breadcrumb trail; more than one crumb adds BreadcrumbList data. */
  crumbs?: readonly Crumb[]
  jsonLd?: ReadonlyArray<Record<string, unknown> & { '@type': string }>
  type?: 'website' | 'article'
}

/** The shared card, for the one page that has no path of its own (the 404 page). */
const DEFAULT_CARD = '/images/og-default.png'

/**
 * The page's head: render exactly one per page. React 19 hoists <title>, <meta> and <link>
 * into <head> by itself (the prerender moves them there too), so no head library is needed.
 */
export function Seo({
  title,
  description,
  path,
  noindex,
  crumbs = [],
  jsonLd = [],
  type = 'website',
}: SeoProps) {
  const url = path === undefined ? undefined : absoluteUrl(path)
  // Every route's own card is drawn at build time (client/scripts/social-card.ts).
  const image = absoluteUrl(path === undefined ? DEFAULT_CARD : socialCardPath(path))
  const nodes = crumbs.length > 1 ? [...jsonLd, breadcrumbList(crumbs)] : jsonLd
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex, nofollow" /> : null}
      {url ? <link rel="canonical" href={url} /> : null}
      <meta property="og:site_name" content={site.name} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {url ? <meta property="og:url" content={url} /> : null}
      <meta property="og:image" content={image} />
      <meta property="og:image:width" content={String(SOCIAL_CARD.width)} />
      <meta property="og:image:height" content={String(SOCIAL_CARD.height)} />
      <meta property="og:image:alt" content={title} />
      <meta property="og:locale" content="en_US" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={title} />
      {nodes.length > 0 ? <JsonLdScript nodes={nodes} /> : null}
    </>
  )
}
