import { site } from '@inlet/shared/site'
import { absoluteUrl } from '../../config'
import { breadcrumbList, type Crumb, serializeJsonLd } from './structured-data-core'

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
  image?: string
}

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
  image = '/images/og-default.png',
}: SeoProps) {
  const url = path === undefined ? undefined : absoluteUrl(path)
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
      <meta property="og:image" content={absoluteUrl(image)} />
      <meta property="og:locale" content="en_US" />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={absoluteUrl(image)} />
      {nodes.length > 0 ? (
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: serializeJsonLd escapes "<"
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(nodes) }}
        />
      ) : null}
    </>
  )
}
