import { brandCategories, brands } from '@inlet/shared/brands'
import type { Plugin } from 'vite'
import { FIRST_BRANDS, ideasFor } from '../src/content/vertical-ideas.ts'

/** Every brand under its category, in the categories' order and the portfolio's. */
function groupsByCategory() {
  return brandCategories.map((category) => ({
    category,
    brands: brands.filter((brand) => brand.category === category),
  }))
}

/**
 * The slices of the 60-brand portfolio that pages render at once, computed at build time so
 * the full list is not part of their start-up JavaScript:
 * `virtual:vertical-ideas/<vertical>` (that page's idea grid), `virtual:brands-first` (the
 * portfolio grid's first 12 cards; the rest loads on demand, and every brand is in the
 * prerender by category for a browser without scripts) and `virtual:brand-count` (the total, for the grid's Load More: its
 * own module, so the grid does not carry the 12 cards).
 */
export function brandsPlugin(): Plugin {
  const modules: Record<string, (ssr: boolean) => string> = {
    'virtual:vertical-ideas/fintech': () =>
      `export default ${JSON.stringify(ideasFor(brands, 'fintech'))}`,
    'virtual:vertical-ideas/aiml': () =>
      `export default ${JSON.stringify(ideasFor(brands, 'aiml'))}`,
    'virtual:vertical-ideas/saas': () =>
      `export default ${JSON.stringify(ideasFor(brands, 'saas'))}`,
    // Every brand by category in the prerender alone, for a browser without scripts
    // (brands-first.tsx).
    'virtual:brands-first': (ssr) =>
      `export const firstBrands = ${JSON.stringify(brands.slice(0, FIRST_BRANDS))}
export const brandGroups = ${ssr ? JSON.stringify(groupsByCategory()) : '[]'}`,
    'virtual:brand-count': () => `export const brandCount = ${brands.length}`,
  }
  return {
    name: 'inlet-brands',
    resolveId(id) {
      if (id in modules) return `\0${id}`
    },
    load(id, options) {
      const make = modules[id.slice(1)]
      if (id.startsWith('\0') && make) return make(options?.ssr === true)
    },
  }
}
