import { brands } from '@inlet/shared/brands'
import { contactContexts, readContactQuery } from '@inlet/shared/paths'
import { titleCaseProblems } from '@inlet/shared/title-case'
import { describe, expect, it } from 'vitest'
import { contactRoute, contactVariant, defaultVariant } from './copy'
import { contextVariants } from './variants'

const query = (search: string) => readContactQuery(new URLSearchParams(search))
const loaded = { contexts: contextVariants }

describe('contact variants', () => {
  it.each([
    [
      'funding',
      'Let’s Discuss Your Capital Needs',
      'Request Funding Discussion',
      /capital investment and strategic partnership opportunities/,
    ],
    [
      'ip',
      'Secure Your Innovation',
      'Request IP Consultation',
      /expert patent development in AI, ML, blockchain and cryptography/,
    ],
    [
      'mentoring',
      'Accelerate with Expert Guidance',
      'Request Mentoring Session',
      /strategic mentoring and guidance for your business journey/,
    ],
  ] as const)(
    'when context is %s, then heading, label and subtitle are the spec’s',
    (context, heading, label, subtitle) => {
      const variant = contactVariant(query(`context=${context}`), loaded)
      expect(variant.heading).toBe(heading)
      expect(variant.submitLabel).toBe(label)
      expect(variant.subtitle).toMatch(subtitle)
      expect(variant.prefill.length).toBeGreaterThan(20)
    },
  )

  it('when the context wording has not loaded yet, then the default shows', () => {
    expect(contactVariant(query('context=funding'))).toBe(defaultVariant)
  })

  it('when there is no query, then the default heading, label and the page’s own title apply', () => {
    const variant = contactVariant(query(''))
    expect(variant.heading).toBe('Let’s Build Something Extraordinary')
    expect(variant.submitLabel).toBe('Send Business Inquiry')
    expect(variant.subtitle).toMatch(
      /capital investment, strategic mentorship, premium ideas and IP development opportunities/,
    )
    expect(variant.title).toBe(contactRoute.title)
    expect(variant.prefill).toBe('')
  })

  it('when any context or the default is shown, then its heading is in Title Case', () => {
    for (const variant of [defaultVariant, ...Object.values(contextVariants)]) {
      expect(titleCaseProblems(variant.heading), variant.heading).toEqual([])
    }
  })

  it('when partnership or growth is the context, then they share one opening sentence', () => {
    expect(contactVariant(query('context=partnership'), loaded).prefill).toBe(
      contactVariant(query('context=growth'), loaded).prefill,
    )
  })

  it('when funding, mentoring and ip are compared, then each has its own opening sentence', () => {
    const openings = ['funding', 'mentoring', 'ip'].map(
      (c) => contactVariant(query(`context=${c}`), loaded).prefill,
    )
    expect(new Set(openings).size).toBe(3)
  })

  it('when any known context is given, then it has a distinct title and description of useful length', () => {
    const titles = new Set<string>()
    for (const context of contactContexts) {
      const variant = contextVariants[context]
      expect(variant.title.length, context).toBeLessThanOrEqual(70)
      expect(variant.description.length, context).toBeGreaterThanOrEqual(100)
      expect(variant.description.length, context).toBeLessThanOrEqual(170)
      titles.add(variant.title)
    }
    expect(titles.size).toBe(contactContexts.length)
  })

  it('when a portfolio domain is given, then the page offers a partnership on it with its concept', () => {
    const brand = brands[0]
    if (!brand) throw new Error('no brands')
    const variant = contactVariant(query(`domain=${brand.domain}&context=funding`), {
      brand,
      ...loaded,
    })
    expect(variant.heading).toBe(`Partner on ${brand.domain}`)
    expect(variant.submitLabel).toBe('Request Partnership Discussion')
    expect(variant.subtitle).toMatch(
      /partnership opportunities for premium business ideas with validated concepts and domains/,
    )
    expect(variant.prefill).toContain(`partnership around ${brand.domain}`)
    expect(variant.prefill).toContain(brand.concept)
  })

  it('when an unknown domain is given, then it is used as text without a concept', () => {
    const variant = contactVariant(query('domain=unknown.example'))
    expect(variant.heading).toBe('Partner on unknown.example')
    expect(variant.prefill).toBe('I am interested in a partnership around unknown.example. ')
  })

  it('when the query is hostile, then an unknown context is dropped and the domain is bounded text', () => {
    expect(query('context=<script>')).toEqual({})
    expect(query(`domain=${'a'.repeat(400)}.com`)).toEqual({ invalidDomain: 'a'.repeat(100) })
    expect(query('domain=%3Cb%3Ex%3C/b%3E')).toEqual({ invalidDomain: '<b>x</b>' })
  })

  it('when the domain passes the inquiry’s rule, then it is kept in lower case', () => {
    expect(query('domain=%20LeStartup.com%20&context=saas')).toEqual({
      context: 'saas',
      domain: 'lestartup.com',
    })
  })

  it('when the domain fails the inquiry’s rule, then it is kept as text only and the form variant ignores it', () => {
    for (const bad of ['not a domain', 'http://x.com', 'x_y.com', 'localhost', '-a.com']) {
      const read = query(`domain=${encodeURIComponent(bad)}&context=funding`)
      expect(read).toEqual({ context: 'funding', invalidDomain: bad })
      expect(contactVariant(read, loaded).heading).toBe('Let’s Discuss Your Capital Needs')
    }
  })
})
