import { describe, expect, it } from 'vitest'
import { glossary, groupByLetter } from './glossary'

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
