import type { ReactNode } from 'react'
import type { Motif } from '../../content/motif'

interface HeroBandProps {
  /** The section's drawing (content/motifs/), named by the page's copy. */
  motif: Motif
  /** The first line (one element: the eyebrow): beside the motif on a small screen. */
  top: ReactNode
  /** The heading and everything under it. */
  children: ReactNode
  /** Padding of the band, which differs between the home page and the others. */
  className?: string
}

/**
 * The dark band that opens a page, with its section's motif. The motif has a cell of its own in
 * the band's grid (`.hero-grid` in styles.css), so it never covers text and is never cut off:
 * beside the first line on a small screen, a column beside all the text from `lg`. Decorative:
 * hidden from assistive technology.
 */
export function HeroBand({ motif, top, children, className = 'py-16 sm:py-24' }: HeroBandProps) {
  return (
    <section className="bg-navy text-white">
      <div className={`container-page hero-grid ${className}`}>
        {top}
        <svg viewBox="0 0 240 160" aria-hidden="true" data-motif={motif.name} className="motif">
          {motif.layers.map(([paint, d]) => (
            <path key={d} className={paint} d={d} />
          ))}
        </svg>
        <div>{children}</div>
      </div>
    </section>
  )
}
