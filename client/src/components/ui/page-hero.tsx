import type { ReactNode } from 'react'
import type { Motif } from '../../content/motif'
import { ButtonLink } from './button-link'
import { HeroBand } from './hero-band'

interface Action {
  label: string
  href: string
}

interface PageHeroProps {
  eyebrow: string
  title: string
  lead: string
  motif: Motif
  primary?: Action
  secondary?: Action
  children?: ReactNode
}

/** The dark band that opens every inner page, with its one h1 and its section's motif. */
export function PageHero({
  eyebrow,
  title,
  lead,
  motif,
  primary,
  secondary,
  children,
}: PageHeroProps) {
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
