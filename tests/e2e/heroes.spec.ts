/**
 * Issue 24, item 3: each section of the site opens with a hero of its own character, its motif
 * differing from every other section's. That every route's motif is drawn whole (inside the hero
 * and the viewport) and covers no text at 320 to 1920 px is checked in routes.spec.ts.
 */
import { expect, test } from './fixtures.ts'
import { measure, sections } from './route-checks.ts'

test('when each section opens, then its motif is drawn differently from every other section’s', async ({
  page,
}) => {
  const drawings = new Map<string, string>()
  for (const [name, paths] of Object.entries(sections)) {
    for (const path of paths) {
      await page.goto(path)
      const found = await measure(page)
      expect(found?.name, path).toBe(name)
      const seen = drawings.get(name)
      if (seen === undefined) drawings.set(name, found?.drawing ?? '')
      else expect(found?.drawing, `${path} draws its section's motif`).toBe(seen)
    }
  }
  expect(new Set(drawings.values()).size).toBe(Object.keys(sections).length)
})
