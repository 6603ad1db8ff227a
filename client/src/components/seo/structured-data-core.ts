import { absoluteUrl } from '../../config'

/**
 * What every page's <Seo> needs (kept apart from the page-specific builders in json-ld.ts,
 * so those load only with the pages that use them).
 */
export type JsonLd = Record<string, unknown> & { '@type': string }

export interface Crumb {
  name: string
  path: string
}

export function breadcrumbList(crumbs: readonly Crumb[]): JsonLd {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  }
}

/** One `<script type="application/ld+json">` payload; `<` is escaped so text can never close the tag. */
export function serializeJsonLd(nodes: readonly JsonLd[]): string {
  const payload = { '@context': 'https://schema.org', '@graph': nodes }
  return JSON.stringify(payload).replace(/</g, '\\u003c')
}
