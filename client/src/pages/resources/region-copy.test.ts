import { brands } from '@inlet/shared/brands'
import { paths } from '@inlet/shared/paths'
import { describe, expect, it } from 'vitest'
import { ideasFor } from '../../content/vertical-ideas'
import { resourcesGuides } from './region-copy'

const card = (link: string) =>
  resourcesGuides.industries.items.find((item) => item.link === link)?.description ?? ''

/** Each concept a card names, with the portfolio domain that concept stands for. */
const promised = {
  fintech: {
    'freelancer bookkeeping': 'ledgerloop.com',
    'earned-wage payouts': 'payripple.com',
    'invoice factoring': 'invoiceharbor.com',
    'fraud scoring': 'fraudfence.com',
  },
  aiml: {
    tutoring: 'britebrain.ai',
    'fraud scoring': 'fraudfence.com',
    'prior-art search': 'patentpilot.ai',
    'custom language models': 'modelmint.ai',
    'computer vision': 'visioncount.com',
    'document parsing': 'docuparse.com',
  },
} as const

describe('resources industry cards', () => {
  for (const [vertical, link] of [
    ['fintech', paths.fintech],
    ['aiml', paths.aiml],
  ] as const) {
    it(`when the ${vertical} card names concepts, then each is among the ideas that page shows`, () => {
      const shown = ideasFor(brands, vertical).map((brand) => brand.domain)
      for (const [phrase, domain] of Object.entries(promised[vertical])) {
        expect(card(link)).toContain(phrase)
        expect(shown, phrase).toContain(domain)
      }
    })
  }

  it('when the cards are read, then they promise no concept the vertical pages leave out', () => {
    const all = resourcesGuides.industries.items.map((item) => item.description).join(' ')
    expect(all).not.toMatch(/treasury|content moderation/i)
  })

  it('when the SaaS card is read, then it promises no portfolio concepts, as the SaaS page shows none', () => {
    expect(ideasFor(brands, 'saas')).toEqual([])
    expect(card(paths.saas)).not.toMatch(/concept|domain/i)
  })
})
