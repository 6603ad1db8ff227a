import { describe, expect, it } from 'vitest'
import { SITE_URL } from '../../config'
import { article, faqPage, localBusiness, organization } from './json-ld'
import { breadcrumbList, serializeJsonLd } from './structured-data-core'

describe('JSON-LD builders', () => {
  it('when building the local business, then office hours are Monday–Friday 09:00–17:00', () => {
    const node = localBusiness()
    expect(node.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '17:00',
      },
    ])
  })

  it('when building the organization, then its URLs are absolute on SITE_URL', () => {
    const node = organization()
    expect(node.url).toBe(`${SITE_URL}/`)
    expect(String(node.logo)).toMatch(new RegExp(`^${SITE_URL}/`))
    expect(node.address).toMatchObject({ addressLocality: 'Jupiter', addressRegion: 'FL' })
  })

  it('when building the organization, then it lists no social profiles the site does not show', () => {
    expect(organization()).not.toHaveProperty('sameAs')
  })

  it('when building breadcrumbs, then positions count from 1 with absolute items', () => {
    expect(
      breadcrumbList([
        { name: 'Home', path: '/' },
        { name: 'Partnerships', path: '/partnerships' },
      ]),
    ).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE_URL}/` },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Partnerships',
          item: `${SITE_URL}/partnerships`,
        },
      ],
    })
  })

  it('when building an FAQ, then each item is a Question with an accepted Answer', () => {
    expect(faqPage([{ question: 'Q?', answer: 'A.' }], '/ip')).toEqual({
      '@type': 'FAQPage',
      '@id': `${SITE_URL}/ip#faq`,
      mainEntity: [
        { '@type': 'Question', name: 'Q?', acceptedAnswer: { '@type': 'Answer', text: 'A.' } },
      ],
    })
  })

  it('when building an article, then dates, author and canonical URL are set', () => {
    const node = article({
      title: 'T',
      description: 'D',
      path: '/blog/t',
      published: '2025-10-15',
      author: 'Managing Partner, Inlet Ventures',
      image: '/images/blog/ai.svg',
      section: 'AI & Machine Learning',
      keywords: ['ai', 'startups'],
    })
    expect(node).toMatchObject({
      '@type': 'BlogPosting',
      datePublished: '2025-10-15',
      dateModified: '2025-10-15',
      url: `${SITE_URL}/blog/t`,
      keywords: 'ai, startups',
    })
  })

  it('when text contains "</script>", then the serialized payload cannot close the tag', () => {
    const json = serializeJsonLd([
      faqPage([{ question: '</script><script>alert(1)</script>', answer: 'x' }], '/'),
    ])
    expect(json).not.toContain('</script>')
    expect(JSON.parse(json)['@graph'][0].mainEntity[0].name).toBe(
      '</script><script>alert(1)</script>',
    )
  })
})
