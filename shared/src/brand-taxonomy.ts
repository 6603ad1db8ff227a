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

/**
 * The category an address names (`/partnerships?category=…`): a category in any letter case, or
 * "fintech", the name the fintech page uses, for Finance (8 of the 9 brands tagged Fintech are in
 * it). Anything else names none, and the page opens on All.
 */
export function readBrandCategory(value: string | null | undefined): BrandCategory | undefined {
  const asked = value?.trim().toLowerCase()
  if (!asked) return undefined
  if (asked === 'fintech') return 'Finance'
  return brandCategories.find((category) => category.toLowerCase() === asked)
}

const GROUP_ID = 'category-'

/**
 * The id of a category's group in the list a browser without scripts gets
 * (/partnerships#category-finance). The server and nginx send `?category=` there
 * (docs/decisions/053).
 */
export function brandGroupId(category: BrandCategory): string {
  return `${GROUP_ID}${category.toLowerCase()}`
}

/** The category a group's id names ('category-finance' → Finance); none for any other id. */
export function readBrandGroupId(id: string): BrandCategory | undefined {
  return id.startsWith(GROUP_ID) ? readBrandCategory(id.slice(GROUP_ID.length)) : undefined
}

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
