import { brandGroups, firstBrands } from 'virtual:brands-first'
import { type BrandCategory, brandGroupId } from '@inlet/shared/brand-taxonomy'
import { contactPath } from '@inlet/shared/paths'
import { BrandList, discussLabel } from '../../components/partnerships/brand-list'

/** The words of the list a browser without scripts gets. */
const noScriptWords = {
  intro: 'Every brand, by category:',
  jumps: 'Brand categories',
  group: (category: BrandCategory) => `${category} brands`,
} as const

/**
 * The portfolio's first 12 cards: a static part (docs/decisions/045) kept from the document
 * until the visitor first filters or loads more; the grid then draws the cards.
 * A browser without scripts has no filters or Load More: the prerender lists every brand for it
 * in a `<noscript>`, by category under headings the address can name
 * (/partnerships#category-finance, where the server sends `?category=finance`: docs/decisions/053),
 * a line each, so a scripted browser pays few bytes for them (the page stays within its first
 * round trip: docs/decisions/026).
 */
export default function FirstBrands() {
  return (
    <>
      <BrandList brands={firstBrands} />
      {brandGroups.length ? (
        <noscript>
          <nav aria-label={noScriptWords.jumps} className="mt-10">
            <p className="font-semibold text-navy">{noScriptWords.intro}</p>
            <ul className="mt-3 flex flex-wrap gap-2">
              {brandGroups.map(({ category }) => (
                <li key={category}>
                  <a
                    href={`#${brandGroupId(category)}`}
                    className="inline-flex min-h-10 items-center rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-navy underline-offset-4 hover:border-tide hover:text-tide hover:underline"
                  >
                    {category}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {brandGroups.map(({ category, brands }) => (
            <div key={category}>
              <h3
                id={brandGroupId(category)}
                className="mt-10 scroll-mt-6 font-display text-2xl font-bold text-navy"
              >
                {category}
              </h3>
              <ul
                className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3"
                aria-label={noScriptWords.group(category)}
              >
                {brands.map((brand) => (
                  <li key={brand.domain}>
                    <span className="font-bold text-navy">{brand.brandName}</span>{' '}
                    <span className="text-sm text-mist">{brand.domain}</span>{' '}
                    <a
                      href={contactPath({ domain: brand.domain })}
                      className="text-sm font-semibold whitespace-nowrap text-tide underline underline-offset-4"
                      aria-label={`${discussLabel} ${brand.domain}`}
                    >
                      {discussLabel}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </noscript>
      ) : null}
    </>
  )
}
