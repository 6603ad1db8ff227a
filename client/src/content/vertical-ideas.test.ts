import { brands } from '@inlet/shared/brands'
import { describe, expect, it } from 'vitest'
import { IDEAS_SHOWN, ideasFor } from './vertical-ideas'

describe('vertical idea grids', () => {
  it('when the fintech page lists ideas, then they are the first six tagged Fintech, in order', () => {
    const ideas = ideasFor(brands, 'fintech')
    expect(ideas).toHaveLength(IDEAS_SHOWN)
    expect(ideas).toEqual(brands.filter((b) => b.industries.includes('Fintech')).slice(0, 6))
  })

  it('when the AI/ML page lists ideas, then they are the first six tagged AI & ML', () => {
    expect(ideasFor(brands, 'aiml').map((b) => b.domain)).toEqual(
      brands
        .filter((b) => b.industries.includes('AI & ML'))
        .slice(0, 6)
        .map((b) => b.domain),
    )
  })

  it('when the SaaS page asks, then there is no idea grid', () => {
    expect(ideasFor(brands, 'saas')).toEqual([])
  })

  it('when no brand carries the tag, then the list is empty (the section hides)', () => {
    expect(
      ideasFor(
        brands.filter((b) => !b.industries.includes('Fintech')),
        'fintech',
      ),
    ).toEqual([])
  })
})
