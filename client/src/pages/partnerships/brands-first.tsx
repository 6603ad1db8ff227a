import { firstBrands } from 'virtual:brands-first'
import { BrandList } from '../../components/partnerships/brand-list'

/**
 * The portfolio's first 12 cards: a static region (docs/decisions/021) adopted from the
 * document until the visitor first filters or loads more; the grid then draws the cards.
 */
export default function FirstBrands() {
  return <BrandList brands={firstBrands} />
}
