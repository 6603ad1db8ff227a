import { describe, expect, it } from 'vitest'
import { glossary, glossaryId, groupByLetter } from './region-copy'

const postSlugs = Object.keys(import.meta.glob('../../content/posts/*.md')).map((file) =>
  file.replace(/^.*\/|\.md$/g, ''),
)

const compare = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })

describe('glossary', () => {
  it('when the glossary is loaded, then it holds 30 unique terms', () => {
    expect(glossary).toHaveLength(30)
    expect(new Set(glossary.map((entry) => entry.term.toLowerCase())).size).toBe(30)
  })

  it('when the glossary is loaded, then its terms are sorted alphabetically', () => {
    const terms = glossary.map((entry) => entry.term)
    expect(terms).toEqual([...terms].sort(compare))
  })

  it('when every entry has a definition, then none is empty', () => {
    for (const entry of glossary) expect(entry.definition.trim()).not.toBe('')
  })

  it('when the articles use valuation cap, MFN and burn multiple, then the glossary defines them', () => {
    const ids = glossary.map((entry) => glossaryId(entry.term))
    expect(ids).toEqual(expect.arrayContaining(['valuation-cap', 'mfn', 'burn-multiple']))
  })

  it('when the terms get anchors, then every id is a unique lower-case slug', () => {
    const ids = glossary.map((entry) => glossaryId(entry.term))
    expect(new Set(ids).size).toBe(30)
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it('when a term links to an article, then that article exists', () => {
    const linked = glossary.flatMap((entry) => (entry.article ? [entry.article] : []))
    expect(linked.length).toBeGreaterThanOrEqual(20)
    for (const slug of linked) expect(postSlugs).toContain(slug)
  })
})

describe('glossaryId', () => {
  it('when a term has an expansion in brackets, then the id is the part before it', () => {
    expect(glossaryId('ARR (Annual Recurring Revenue)')).toBe('arr')
    expect(glossaryId('MFN (Most Favored Nation)')).toBe('mfn')
  })

  it('when a term has spaces or punctuation, then they collapse to single hyphens', () => {
    expect(glossaryId('Burn Rate')).toBe('burn-rate')
    expect(glossaryId('Go-to-Market Strategy')).toBe('go-to-market-strategy')
    expect(glossaryId('Valuation Cap')).toBe('valuation-cap')
  })
})

describe('groupByLetter', () => {
  const groups = groupByLetter(glossary)

  it('when the glossary is grouped, then the groups cover all 30 terms exactly once', () => {
    const grouped = groups.flatMap((group) => group.entries.map((entry) => entry.term))
    expect(grouped).toHaveLength(30)
    expect(new Set(grouped)).toEqual(new Set(glossary.map((entry) => entry.term)))
  })

  it('when the glossary is grouped, then the letters are uppercase, sorted and unique', () => {
    const letters = groups.map((group) => group.letter)
    expect(letters).toEqual([...letters].sort())
    expect(new Set(letters).size).toBe(letters.length)
    for (const letter of letters) expect(letter).toMatch(/^[A-Z]$/)
  })

  it('when a term is grouped, then it sits under its own first letter', () => {
    for (const group of groups) {
      for (const entry of group.entries)
        expect(entry.term.charAt(0).toUpperCase()).toBe(group.letter)
    }
  })

  it('when entries start with lowercase letters, then they share the uppercase group', () => {
    const result = groupByLetter([
      { term: 'beta', definition: 'b' },
      { term: 'Alpha', definition: 'a' },
      { term: 'apple', definition: 'a2' },
    ])
    expect(result.map((group) => group.letter)).toEqual(['A', 'B'])
    expect(result[0]?.entries.map((entry) => entry.term)).toEqual(['Alpha', 'apple'])
  })

  it('when there are no entries, then there are no groups', () => {
    expect(groupByLetter([])).toEqual([])
  })
})
