import type { ReactNode } from 'react'
import { ButtonLink } from './button-link'

interface CtaBandProps {
  id: string
  title: string
  lead: string
  actions: ReadonlyArray<{ label: string; href: string }>
  children?: ReactNode
}

/** The closing call to action of a page: first action solid, the rest outlined. */
export function CtaBand({ id, title, lead, actions, children }: CtaBandProps) {
  return (
    <section aria-labelledby={`${id}-title`} className="bg-navy py-8 text-white sm:py-20">
      <div className="container-page text-center">
        <h2 id={`${id}-title`} className="font-display text-2xl/tight font-bold sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-slate-200 sm:text-lg">{lead}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          {actions.map((action, index) => (
            <ButtonLink
              key={action.label}
              href={action.href}
              className={index === 0 ? 'btn-light' : 'btn-outline text-white'}
            >
              {action.label}
            </ButtonLink>
          ))}
        </div>
        {children}
      </div>
    </section>
  )
}
