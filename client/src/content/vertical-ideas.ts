import type { Brand, IndustryTag } from '@inlet/shared/brands'

/** Fintech lists its ideas (up to 6 shown), AI/ML the first 6, SaaS none. */
export const IDEAS_SHOWN = 6
const ideaTags = { fintech: 'Fintech', aiml: 'AI & ML', saas: null } as const satisfies Record<
  string,
  IndustryTag | null
>
export type IdeaVertical = keyof typeof ideaTags

export function ideasFor(brands: readonly Brand[], vertical: IdeaVertical): Brand[] {
  const tag = ideaTags[vertical]
  return tag ? brands.filter((brand) => brand.industries.includes(tag)).slice(0, IDEAS_SHOWN) : []
}

/** How many brands the portfolio grid shows before Load More (the rest load on demand). */
export const FIRST_BRANDS = 12
