import { paths } from '@inlet/shared/paths'
import { describe, expect, it } from 'vitest'
import * as aimlRegions from './aiml'
import { verticals as pages } from './copy'
import * as fintechRegions from './fintech'
import * as saasRegions from './saas'

/** A vertical's hero and manifest entry. */
function pageCopy(path: string) {
  const copy = pages[path]
  if (!copy) throw new Error(`no vertical at ${path}`)
  return copy
}

const verticals = {
  fintech: { ...pageCopy(paths.fintech), ...fintechRegions },
  aiml: { ...pageCopy(paths.aiml), ...aimlRegions },
  saas: { ...pageCopy(paths.saas), ...saasRegions },
}
type VerticalId = keyof typeof verticals
const ids = Object.keys(verticals) as VerticalId[]

/** Every sentence a visitor reads on a vertical page, in page order. */
function pageText(id: VerticalId): string {
  const { cta, faq, hero, regions } = verticals[id]
  return [
    hero.title,
    hero.lead,
    ...regions.pitch,
    ...regions.benefits.flatMap((card) => [card.title, card.description]),
    ...(regions.focusAreas ?? []).flatMap((card) => [card.title, card.description]),
    regions.funding?.title ?? '',
    regions.funding?.text ?? '',
    ...faq.flatMap((item) => [item.question, item.answer]),
    cta.title,
    cta.lead,
  ].join('\n')
}

describe('vertical pages', () => {
  for (const id of ids) {
    it(`when the ${id} page is read, then it states the $50K to $500K+ funding range`, () => {
      expect(pageText(id)).toContain('$50K to $500K+')
    })
  }
  it('when the fintech page speaks of its blockchain compliance IP, then every mention calls it patent-pending', () => {
    const text = pageText('fintech')
    const mentions = text.match(/[^.?!]*blockchain compliance[^.?!]*[.?!]/g) ?? []
    expect(mentions.length).toBeGreaterThanOrEqual(3)
    for (const sentence of mentions)
      expect(sentence).toMatch(/patent-pending|patent has been granted/)
    expect(text).not.toMatch(/compliance patent\b/)
  })
})
