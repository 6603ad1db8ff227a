/** Typed schema.org builders: every page's structured data is made here. */
import { site } from '@inlet/shared/site'
import { absoluteUrl } from '../../config'
import type { FaqItem } from '../../content/types'
import type { JsonLd } from './structured-data-core'

const organizationId = () => `${absoluteUrl('/')}#organization`

const postalAddress = () => ({
  '@type': 'PostalAddress',
  streetAddress: site.address.street,
  addressLocality: site.address.locality,
  addressRegion: site.address.region,
  postalCode: site.address.postalCode,
  addressCountry: site.address.country,
})

export function organization(): JsonLd {
  return {
    '@type': 'Organization',
    '@id': organizationId(),
    name: site.name,
    legalName: site.legalName,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/images/logo.svg'),
    description: site.description,
    email: site.email,
    telephone: site.phone,
    address: postalAddress(),
  }
}

export function localBusiness(): JsonLd {
  return {
    '@type': 'ProfessionalService',
    '@id': `${absoluteUrl('/')}#office`,
    name: site.name,
    url: absoluteUrl('/'),
    image: absoluteUrl('/images/og-default.png'),
    email: site.email,
    telephone: site.phone,
    priceRange: '$$$',
    address: postalAddress(),
    geo: { '@type': 'GeoCoordinates', ...site.geo },
    parentOrganization: { '@id': organizationId() },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [...site.openingHours.days],
        opens: site.openingHours.opens,
        closes: site.openingHours.closes,
      },
    ],
  }
}

/** The identifier of the FAQ data on the page at `path`: its FAQ section. */
export const faqId = (path: string) => `${absoluteUrl(path)}#faq`

/** A page's questions and answers, identified by the page's path (faqId). */
export function faqPage(items: readonly FaqItem[], path: string): JsonLd {
  return {
    '@type': 'FAQPage',
    '@id': faqId(path),
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  }
}

export interface ArticleInput {
  title: string
  description: string
  path: string
  published: string
  modified?: string
  author: string
  image: string
  section: string
  keywords: readonly string[]
}

export function article(input: ArticleInput): JsonLd {
  return {
    '@type': 'BlogPosting',
    headline: input.title,
    description: input.description,
    mainEntityOfPage: absoluteUrl(input.path),
    url: absoluteUrl(input.path),
    datePublished: input.published,
    dateModified: input.modified ?? input.published,
    author: { '@type': 'Organization', name: input.author, url: absoluteUrl('/about') },
    publisher: { '@id': organizationId() },
    image: absoluteUrl(input.image),
    articleSection: input.section,
    keywords: input.keywords.join(', '),
  }
}

/** A glossary page: every term with its definition. */
export function definedTermSet(
  name: string,
  path: string,
  terms: ReadonlyArray<{ term: string; definition: string }>,
): JsonLd {
  return {
    '@type': 'DefinedTermSet',
    name,
    url: absoluteUrl(path),
    hasDefinedTerm: terms.map((t) => ({
      '@type': 'DefinedTerm',
      name: t.term,
      description: t.definition,
    })),
  }
}
