import type { BrandIcon } from '@inlet/shared/brands'
import { StrokeIcon } from './icon'

/** The portfolio's and the cards' stroke icons, one per BrandIcon name (24×24, currentColor). */
const brandIconPaths: Record<BrandIcon, string> = {
  rocket:
    'M12 15c-1.5 0-3-1.5-3-3 0-5 3-8.5 7.5-9 .5 4.5-3.5 9-4.5 12Zm-3-3-3-1 3-4h4M12 15l1 3 4-3v-4M6 18c-1 1-1.5 2.5-1.5 2.5S6 20 7 19',
  chart: 'M4 20V4m0 16h16M8 16v-4m4 4V8m4 8v-6m4 6V6',
  brain:
    'M9 4a3 3 0 0 0-3 3 3 3 0 0 0-2 5 3 3 0 0 0 2 5 3 3 0 0 0 6 1V5a2 2 0 0 0-3-1Zm6 0a3 3 0 0 1 3 3 3 3 0 0 1 2 5 3 3 0 0 1-2 5 3 3 0 0 1-6 1',
  card: 'M3 6h18v12H3V6Zm0 4h18M7 15h4',
  handshake: 'm3 12 4-4 4 2 3-2 4 1 3 3-6 6-3-2-2 1-7-5Zm8-2 3 3m-5 1 3 3',
  code: 'm8 8-4 4 4 4m8-8 4 4-4 4m-2.5-10-3 12',
  hammer: 'm14 6 4 4-9 9-4-4 9-9Zm0 0 2-2 4 4-2 2',
  building: 'M5 21V4h10v17m-10 0h14V10h-4M8 8h4m-4 4h4m-4 4h4',
  megaphone: 'M4 10v4h3l8 4V6L7 10H4Zm15-1c1 1 1 5 0 6M8 14l1 5h2l-1-4',
  pen: 'm4 20 4-1 11-11-3-3L5 16l-1 4Zm10-13 3 3',
  users:
    'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm-6 9c0-3 3-5 6-5s6 2 6 5m1-9a3 3 0 0 0 0-6m2 15c0-2-1-4-3-5',
  coins:
    'M9 8c3 0 6-1 6-2.5S12 3 9 3 3 4 3 5.5 6 8 9 8Zm-6-2.5v5C3 12 6 13 9 13m6-7.5V9m-6 4v5c0 1.5 3 2.5 6 2.5s6-1 6-2.5v-8c0-1.5-3-2.5-6-2.5s-6 1-6 2.5 3 2.5 6 2.5 6-1 6-2.5',
  shield: 'M12 3 5 6v6c0 4 3 7.5 7 9 4-1.5 7-5 7-9V6l-7-3Zm-3 9 2 2 4-4',
  cpu: 'M7 7h10v10H7V7Zm3 3h4v4h-4v-4ZM9 3v4m6-4v4M9 17v4m6-4v4M3 9h4m-4 6h4m10-6h4m-4 6h4',
  globe:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm-9 9h18M12 3c2.5 2.5 3.5 5.5 3.5 9S14.5 18.5 12 21c-2.5-2.5-3.5-5.5-3.5-9S9.5 5.5 12 3Z',
  leaf: 'M5 19c0-8 5-14 15-14 0 10-6 15-14 15m-1-1 7-7',
  heart: 'M12 20s-8-4.5-8-10a4.5 4.5 0 0 1 8-3 4.5 4.5 0 0 1 8 3c0 5.5-8 10-8 10Z',
  camera: 'M4 8h3l2-3h6l2 3h3v11H4V8Zm8 9a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Z',
  book: 'M4 5c3-1 5-1 8 1 3-2 5-2 8-1v14c-3-1-5-1-8 1-3-2-5-2-8-1V5Zm8 1v14',
  cart: 'M3 4h3l2 11h10l2-8H7m2 13a1 1 0 1 0 0-2 1 1 0 0 0 0 2Zm8 0a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z',
  bolt: 'M13 3 5 14h6l-1 7 8-11h-6l1-7Z',
  compass: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm3.5 5.5-2 5-5 2 2-5 5-2Z',
  lock: 'M6 11h12v10H6V11Zm3 0V8a3 3 0 0 1 6 0v3m-3 4v2',
  sparkles: 'M12 3v4m0 10v4M3 12h4m10 0h4M6 6l2.5 2.5m7 7L18 18M18 6l-2.5 2.5m-7 7L6 18',
}

export function BrandGlyph({ name, className }: { name: BrandIcon; className?: string }) {
  return <StrokeIcon d={brandIconPaths[name]} className={className} />
}

/** A glyph on the site's soft tile (cards, paths, services); `size` sets the tile's size. */
export function GlyphBadge({ name, size = 'size-12' }: { name: BrandIcon; size?: string }) {
  return (
    <span
      className={`inline-flex ${size} shrink-0 items-center justify-center rounded-xl bg-foam text-tide`}
    >
      <BrandGlyph name={name} />
    </span>
  )
}
