import { firstBrands, otherBrands } from 'virtual:brands-first'
import { contactPath } from '@inlet/shared/paths'
import { BrandList, discussLabel } from '../../components/partnerships/brand-list'

/**
 * The portfolio's first 12 cards: a static part (docs/decisions/045) kept from the
 * document until the visitor first filters or loads more; the grid then draws the cards.
 * A browser without scripts has no filters or Load More: the prerender lists the other 48
 * brands for it in a `<noscript>`, a line each, so a scripted browser pays few bytes for them
 * (the page stays within its first round trip: docs/decisions/026).
 */
export default function FirstBrands() {
  return (
    <>
      <BrandList brands={firstBrands} />
      {otherBrands.length ? (
        <noscript>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="More brands">
            {otherBrands.map((brand) => (
              <li key={brand.domain}>
                <span className="font-bold text-navy">{brand.brandName}</span>{' '}
                <span className="text-sm text-mist">
                  {brand.domain} · {brand.category}
                </span>{' '}
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
        </noscript>
      ) : null}
    </>
  )
}
