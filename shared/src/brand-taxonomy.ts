/** The portfolio's vocabulary and entry shape, without the 60 entries (cheap for the browser to import). */
export const brandCategories = [
  'Business',
  'Marketing',
  'Tech',
  'Content',
  'Social',
  'Finance',
] as const
export type BrandCategory = (typeof brandCategories)[number]

export const industryTags = ['Fintech', 'AI & ML', 'SaaS'] as const
export type IndustryTag = (typeof industryTags)[number]

/** Icon names the client draws (client/src/components/ui/icon.tsx). */
export const brandIcons = [
  'rocket',
  'chart',
  'brain',
  'card',
  'handshake',
  'code',
  'hammer',
  'building',
  'megaphone',
  'pen',
  'users',
  'coins',
  'shield',
  'cpu',
  'globe',
  'leaf',
  'heart',
  'camera',
  'book',
  'cart',
  'bolt',
  'compass',
  'lock',
  'sparkles',
] as const
export type BrandIcon = (typeof brandIcons)[number]

/** One brand + domain concept in the studio's portfolio. */
export interface Brand {
  /** Lowercase domain, e.g. 'lestartup.com'. */
  domain: string
  brandName: string
  /**
   * '#rrggbb', dark enough for white text (contrast ≥ 4.5:1): its category's tint of the site's
   * palette (client/src/styles.css, checked by client/src/palette.test.ts).
   */
  brandColor: string
  /** One line: who the business serves and what it does. */
  concept: string
  category: BrandCategory
  icon: BrandIcon
  featured?: true
  industries: readonly IndustryTag[]
}
