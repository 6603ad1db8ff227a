// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { holdsWords, pageDates, pageDatesFile } from './page-dates'

describe('page dates', () => {
  it('when the words of a page change, then page-dates.json says so (npm run dates), with the day the repository says', () => {
    const committed = JSON.parse(readFileSync(pageDatesFile, 'utf8'))
    expect(committed).toEqual(pageDates())
    // git blame over every dated page's copy: 4.8 s on a quiet 2-core machine, twice that on a busy one.
  }, 60_000)

  it('when a line of a copy module is read, then only a string with words in it counts as words', () => {
    expect(holdsWords("    title: 'Fintech Partnership Questions',")).toBe(true)
    expect(holdsWords('      "Payments, lending and regtech."')).toBe(true)
    expect(holdsWords('  lead: `Sixty concepts, and more to come`,')).toBe(true)
    expect(holdsWords("import { paths } from '@inlet/shared/paths'")).toBe(false)
    expect(holdsWords(" * The FAQ's title: 'Questions'.")).toBe(false)
    expect(holdsWords('// a comment that says "words"')).toBe(false)
    expect(holdsWords('export { ideas }')).toBe(false)
    expect(holdsWords('    secondary: { label: paths.ip, href: paths.ip },')).toBe(false)
  })
})
