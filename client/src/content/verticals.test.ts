import { describe, expect, it } from 'vitest'
import { type VerticalId, verticalFaq } from './verticals'
import { verticalRegionContent } from './verticals-regions'

const ids: VerticalId[] = ['fintech', 'aiml', 'saas']

/** Every sentence a visitor reads on a vertical page, in page order. */
async function pageText(id: VerticalId): Promise<string> {
  const [{ faq }, { regions }] = await Promise.all([verticalFaq[id](), verticalRegionContent[id]()])
  return [
    regions.hero.title,
    regions.hero.lead,
    ...regions.pitch,
    ...regions.benefits.flatMap((card) => [card.title, card.description]),
    ...(regions.focusAreas ?? []).flatMap((card) => [card.title, card.description]),
    regions.funding?.title ?? '',
    regions.funding?.text ?? '',
    ...faq.flatMap((item) => [item.question, item.answer]),
    regions.cta.title,
    regions.cta.lead,
  ].join('\n')
}

describe('vertical pages', () => {
  for (const id of ids) {
    it(`when the ${id} page is read, then it states the $50K to $500K+ funding range`, async () => {
      expect(await pageText(id)).toContain('$50K to $500K+')
    })
  }
  it('when the fintech page speaks of its blockchain compliance IP, then every mention calls it patent-pending', async () => {
    const text = await pageText('fintech')
    const mentions = text.match(/[^.?!]*blockchain compliance[^.?!]*[.?!]/g) ?? []
    expect(mentions.length).toBeGreaterThanOrEqual(3)
    for (const sentence of mentions)
      expect(sentence).toMatch(/patent-pending|patent has been granted/)
    expect(text).not.toMatch(/compliance patent\b/)
  })
})
