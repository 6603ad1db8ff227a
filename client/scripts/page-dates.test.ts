// @vitest-environment node
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { pageDates, pageDatesFile } from './page-dates'

describe('page dates', () => {
  it('when the words of a page change, then page-dates.json says so (npm run dates), with the day the repository says', () => {
    const committed = JSON.parse(readFileSync(pageDatesFile, 'utf8'))
    expect(committed).toEqual(pageDates())
  })
})
