import { postTitles } from 'virtual:post-titles'
import { contactPath, postPath } from '@inlet/shared/paths'
import { Link } from 'react-router-dom'
import { definedTermSet } from '../components/seo/json-ld'
import { PageHero } from '../components/ui/page-hero'
import { glossary, glossaryId, glossaryPage, groupByLetter } from '../content/glossary'
import type { PageProps } from './frame'

const groups = groupByLetter(glossary)

const letterId = (letter: string) => `letter-${letter.toLowerCase()}`

/** Scrolls to a letter's group (smoothly unless the visitor asks for less motion) and moves focus to its heading. */
function jumpTo(letter: string) {
  const heading = document.getElementById(letterId(letter))
  if (!heading) return
  const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  const group = heading.closest('section') ?? heading
  group.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' })
  heading.focus({ preventScroll: true })
}

export { glossaryRoute as route } from '../content/glossary'

export default function GlossaryPage({ route, Frame }: PageProps) {
  const { hero, question } = glossaryPage
  return (
    <Frame
      hero={<PageHero eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />}
      jsonLd={[definedTermSet(hero.title, route.path, glossary)]}
    >
      <div className="container-page py-12 sm:py-16">
        <nav aria-label={glossaryPage.lettersLabel}>
          <ul className="flex flex-wrap gap-2">
            {groups.map(({ letter }) => (
              <li key={letter}>
                <button
                  type="button"
                  onClick={() => jumpTo(letter)}
                  className="inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white font-semibold text-navy transition-colors hover:border-tide hover:bg-foam hover:text-tide"
                >
                  <span className="sr-only">Jump to </span>
                  {letter}
                </button>
              </li>
            ))}
          </ul>
        </nav>

        <div className="mt-10 max-w-3xl">
          {groups.map(({ letter, entries }) => (
            <section
              key={letter}
              aria-labelledby={letterId(letter)}
              className="border-t border-slate-200 py-8"
            >
              <h2
                id={letterId(letter)}
                tabIndex={-1}
                className="font-display text-3xl font-bold text-navy"
              >
                {letter}
              </h2>
              <dl className="mt-6 space-y-6">
                {entries.map((entry) => {
                  const articleTitle = entry.article && postTitles[entry.article]
                  return (
                    <div key={entry.term} id={glossaryId(entry.term)}>
                      <dt className="text-lg font-bold text-navy">{entry.term}</dt>
                      <dd className="mt-2 text-ink">{entry.definition}</dd>
                      {entry.article && articleTitle && (
                        <dd className="mt-2">
                          {glossaryPage.articleLabel}{' '}
                          <Link
                            to={postPath(entry.article)}
                            className="font-semibold text-tide underline underline-offset-4"
                          >
                            {articleTitle}
                          </Link>
                        </dd>
                      )}
                    </div>
                  )
                })}
              </dl>
            </section>
          ))}
        </div>

        <p className="mt-6 max-w-3xl rounded-2xl bg-foam p-6 text-ink">
          {question.text}{' '}
          <Link
            to={contactPath({ context: 'glossary' })}
            className="font-semibold text-tide underline underline-offset-4"
          >
            {question.label}
          </Link>
        </p>
      </div>
    </Frame>
  )
}
