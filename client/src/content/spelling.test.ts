import { describe, expect, it } from 'vitest'

/**
 * British spellings (with their inflections) that the copy must not use: the studio is in
 * Florida and the site is written in US English. Whole words only, case-insensitive, so
 * "license" and "centerpiece" pass.
 */
const BRITISH = new RegExp(
  `\\b(?:${[
    'cheques?',
    'licences?',
    'maths',
    'organis(?:e|ed|es|ing|er|ers|ation|ations)',
    'neighbourhoods?',
    'colour(?:s|ed|ful|ing)?',
    'favour(?:s|ed|ing|able|ably|ite|ites)?',
    'behaviour(?:s|al)?',
    'honour(?:s|ed|ing)?',
    'labour(?:s|ed|ing)?',
    'centres?',
    'analys(?:e|ed|ing)',
    'realis(?:e|ed|es|ing)',
    'recognis(?:e|ed|es|ing)',
    'prioritis(?:e|ed|es|ing)',
    'optimis(?:e|ed|es|ing|ation|ations)',
    'programmes?',
    'catalogues?',
    'defence',
    'travell(?:ed|er|ers|ing)',
    'modell(?:ed|ing)',
    'fulfils?',
    'fulfilment',
    'enrols?',
    'whilst',
    'amongst',
    'judgements?',
    'utilis(?:e|ed|es|ing|ation)',
    'minimis(?:e|ed|es|ing)',
    'maximis(?:e|ed|es|ing)',
    'standardis(?:e|ed|es|ing)',
    'summaris(?:e|ed|es|ing|ation)',
    'emphasis(?:e|ed|es|ing)',
    'capitalis(?:e|ed|es|ing)',
    'monetis(?:e|ed|es|ing|ation)',
    'customis(?:e|ed|es|ing)',
    'authoris(?:e|ed|es|ing)',
    'categoris(?:e|ed|es|ing)',
    'normalis(?:e|ed|es|ing)',
    'labell(?:ed|ing)',
    'cancell(?:ed|ing)',
    'enquir(?:y|ies)',
  ].join('|')})\\b`,
  'gi',
)

/** Every file whose text becomes copy: content, legal Markdown, shared data, pages, emails. */
const sources: Record<string, string> = {
  ...import.meta.glob(['./**/*.{ts,md}', '!./**/*.test.ts'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
  ...import.meta.glob(['../{pages,features,components}/**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
  ...import.meta.glob(['../../../shared/src/*.ts', '!../../../shared/src/*.test.ts'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
  ...import.meta.glob('../../../server/src/delivery/emails.ts', {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
}

/** "file:line: word" for each British spelling in a text. */
function britishSpellings(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      [...line.matchAll(BRITISH)].map((match) => `${file}:${index + 1}: ${match[0]}`),
    )
}

describe('US English', () => {
  it('when a text has British spellings, then each one is reported with its line', () => {
    const text = 'Cheques and licences.\nWe organised the neighbourhood whilst modelling.'
    expect(britishSpellings('x.md', text)).toEqual([
      'x.md:1: Cheques',
      'x.md:1: licences',
      'x.md:2: organised',
      'x.md:2: neighbourhood',
      'x.md:2: whilst',
      'x.md:2: modelling',
    ])
  })

  it('when a text uses US spellings, then nothing is reported', () => {
    const text =
      'Checks, a license to license, math, organize, neighborhood, color, favorite, center, centerpiece, analyze, analyses, modeling, judgment.'
    expect(britishSpellings('x.md', text)).toEqual([])
  })

  it('when the site’s copy is scanned, then it uses no British spellings', () => {
    const files = Object.keys(sources)
    expect(files.filter((file) => file.startsWith('./posts/'))).toHaveLength(14)
    expect(files.some((file) => file.startsWith('./legal/'))).toBe(true)
    expect(files.some((file) => file.endsWith('shared/src/brands.ts'))).toBe(true)
    expect(files.some((file) => file.endsWith('server/src/delivery/emails.ts'))).toBe(true)
    const found = files.flatMap((file) => britishSpellings(file, sources[file] ?? ''))
    expect(found).toEqual([])
  })
})
