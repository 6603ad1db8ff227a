import type { MouseEvent } from 'react'
import { type NavigateFunction, useNavigate } from 'react-router-dom'
import { PageHero } from '../../components/ui/page-hero'
import { Prerendered } from '../../components/ui/prerendered'
import { SCROLLED } from '../../hooks/scrolled-state'
import type { PageLoader } from '../page'
import { glossaryPage, glossaryRoute, letterId } from './copy'

/**
 * A letter (a link to its group in the terms region: regions.tsx, which the browser follows
 * without a script) scrolls to its group, smoothly unless the visitor asks for less motion,
 * moves focus to the group's heading, and puts the group's #letter-x in the address, as the
 * browser would (issue 42): Back returns, and the address can be shared. The router is told it
 * has scrolled already (SCROLLED), so it does not jump there a second time.
 */
const jumpToLetter = (navigate: NavigateFunction) => (event: MouseEvent<HTMLElement>) => {
  const letter = (event.target as HTMLElement).closest<HTMLElement>('[data-letter]')?.dataset.letter
  const heading = letter ? document.getElementById(letterId(letter)) : null
  if (!heading) return
  event.preventDefault()
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  const group = heading.closest('section') ?? heading
  group.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' })
  heading.focus({ preventScroll: true })
  navigate({ hash: heading.id }, { state: SCROLLED })
}

function GlossaryTerms() {
  const navigate = useNavigate()
  return (
    <Prerendered
      id="glossary"
      load={async () => (await import('./regions')).default}
      className="container-page py-12 sm:py-16"
      onClick={jumpToLetter(navigate)}
    />
  )
}

/** The glossary page; its terms are a static part (docs/decisions/045). */
const glossary: PageLoader = async () => ({
  Page: ({ Frame }) => (
    <Frame hero={<PageHero hero={glossaryPage.hero} />}>
      <GlossaryTerms />
    </Frame>
  ),
  route: glossaryRoute,
})
export default glossary
