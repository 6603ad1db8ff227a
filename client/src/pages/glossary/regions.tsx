import { postTitles } from 'virtual:post-titles'
import { contactPath, paths, postPath } from '@inlet/shared/paths'
import { definedTermSet } from '../../components/seo/json-ld'
import { JsonLdScript } from '../../components/seo/json-ld-script'
import { Figures } from '../../components/ui/figures'
import { glossaryPage, letterId } from './copy'
import { glossary, glossaryId, groupByLetter } from './region-copy'

const groups = groupByLetter(glossary)

/**
 * The glossary's body: the letters, the 30 terms and their structured data. A static region
 * (docs/decisions/045): the letters are links to their groups, which the browser follows
 * without a script; with it, the page's delegated handler scrolls smoothly and moves focus.
 */
export default function GlossaryTerms() {
  const { question } = glossaryPage
  return (
    <>
      <JsonLdScript nodes={[definedTermSet(glossaryPage.hero.title, paths.glossary, glossary)]} />
      <nav aria-label={glossaryPage.lettersLabel}>
        <ul className="flex flex-wrap gap-2">
          {groups.map(({ letter }) => (
            <li key={letter}>
              <a
                href={`#${letterId(letter)}`}
                data-letter={letter}
                className="inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white font-semibold text-navy transition-colors hover:border-tide hover:bg-foam hover:text-tide"
              >
                <span className="sr-only">{glossaryPage.jumpTo} </span>
                {letter}
              </a>
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
                    <dd className="mt-2 text-ink">
                      <Figures text={entry.definition} />
                    </dd>
                    {entry.article && articleTitle && (
                      <dd className="mt-2">
                        {glossaryPage.articleLabel}{' '}
                        <a
                          href={postPath(entry.article)}
                          className="font-semibold text-tide underline underline-offset-4"
                        >
                          {articleTitle}
                        </a>
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
        <a
          href={contactPath({ context: 'glossary' })}
          className="font-semibold text-tide underline underline-offset-4"
        >
          {question.label}
        </a>
      </p>
    </>
  )
}
