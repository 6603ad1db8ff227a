import type { ReactNode } from 'react'
import type { Hero } from '../../content/types'
import { ButtonLink } from './button-link'
import { HeroBand } from './hero-band'

/**
 * The dark band that opens every inner page, with its one h1 and its section's motif: a page's
 * `Hero` (its copy.ts), and what the page adds under it (`children`, a badge).
 */
export function PageHero({ hero, children }: { hero: Hero; children?: ReactNode }) {
  const { eyebrow, title, lead, motif, primary, secondary } = hero
  return (
    <HeroBand
      motif={motif}
      top={<p className="text-sm font-semibold tracking-widest text-sun uppercase">{eyebrow}</p>}
    >
      <h1 className="mt-3 max-w-3xl font-display text-3xl leading-tight font-bold sm:text-5xl">
        {title}
      </h1>
      <p className="mt-5 max-w-2xl text-lg text-slate-200 sm:text-xl">{lead}</p>
      {primary || secondary ? (
        <div className="mt-8 flex flex-wrap gap-4">
          {primary ? (
            <ButtonLink href={primary.href} className="btn-light">
              {primary.label}
            </ButtonLink>
          ) : null}
          {secondary ? (
            <ButtonLink href={secondary.href} className="btn-outline text-white">
              {secondary.label}
            </ButtonLink>
          ) : null}
        </div>
      ) : null}
      {children}
    </HeroBand>
  )
}
