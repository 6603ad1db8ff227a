import type { MouseEvent } from 'react'
import { PageHero } from '../components/ui/page-hero'
import { adoptOrLoadRegion } from '../components/ui/prerendered'
import { glossaryPage, glossaryRoute, letterId } from '../content/glossary'
import type { PageModule, PageProps } from './frame'

/**
 * A letter button (in the terms region: glossary-terms.tsx) scrolls to its group, smoothly
 * unless the visitor asks for less motion, and moves focus to the group's heading.
 */
function jumpToLetter(event: MouseEvent<HTMLElement>) {
  const letter = (event.target as HTMLElement).closest<HTMLElement>('[data-letter]')?.dataset.letter
  const heading = letter ? document.getElementById(letterId(letter)) : null
  if (!heading) return
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  const group = heading.closest('section') ?? heading
  group.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' })
  heading.focus({ preventScroll: true })
}

/** The glossary page; its terms are a static region, adopted or loaded (docs/decisions/021). */
export async function glossaryPageModule(): Promise<PageModule> {
  const Terms = await adoptOrLoadRegion('glossary', () => import('./glossary-terms'))
  return {
    default: ({ Frame }: PageProps) => (
      <Frame hero={<PageHero {...glossaryPage.hero} />}>
        <Terms className="container-page py-12 sm:py-16" onClick={jumpToLetter} />
      </Frame>
    ),
    route: glossaryRoute,
  }
}
