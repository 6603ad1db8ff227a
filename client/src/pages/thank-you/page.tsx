import { site } from '@inlet/shared/site'
import { readThankYouQuery } from '@inlet/shared/thank-you-query'
import { useLocation } from 'react-router-dom'
import { AFTER_DOTS, Breakable } from '../../components/ui/breakable'
import { Figures } from '../../components/ui/figures'
import { HeroBand } from '../../components/ui/hero-band'
import { Icon } from '../../components/ui/icon'
import { NumberedSteps } from '../../components/ui/numbered-steps'
import { sentName } from '../../features/inquiry/sent-name'
import { useFocusWhen } from '../../hooks/use-focus-when'
import { useHydratedSearchParams } from '../../hooks/use-hydrated'
import type { PageLoader, PageProps } from '../page'
import { thankYou, thankYouRoute } from './copy'

/**
 * The lines drawn from the query: after hydration, only they are drawn again. The name in the
 * link is shown only when this tab has just sent an inquiry under it (a link alone is anyone's).
 */
function Greeting() {
  const { name, context } = readThankYouQuery(useHydratedSearchParams())
  const shown = name !== '' && name === sentName() ? name : ''
  return (
    <>
      <p className="mt-4 text-xl text-slate-100">{thankYou.greeting(shown)}</p>
      <p className="mt-2 min-h-[1.75em] text-lg text-slate-200">
        {context ? thankYou.excited(thankYou.contextTopics[context]) : ''}
      </p>
    </>
  )
}

/**
 * It opens at the top, as every page does (Layout's scroll on navigation). Reached from the
 * form's send, its heading takes focus: the one announcement that the inquiry went (issue 42).
 */
function ThankYouPage({ Frame }: PageProps) {
  const arrived = (useLocation().state as { sent?: boolean } | null)?.sent === true
  const heading = useFocusWhen<HTMLHeadingElement>(arrived)
  return (
    <Frame trail="none">
      <HeroBand
        motif={thankYou.motif}
        className="py-16 sm:py-20"
        top={
          <span className="inline-flex size-16 items-center justify-center rounded-full bg-tide">
            <svg
              viewBox="0 0 24 24"
              className="size-9"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
              aria-hidden="true"
            >
              <path d="m5 12 5 5 9-10" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </span>
        }
      >
        <h1
          ref={heading}
          tabIndex={-1}
          className="mt-6 font-display text-4xl font-bold outline-none focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-white sm:text-5xl"
        >
          {thankYou.heading}
        </h1>
        <Greeting />
      </HeroBand>

      <section className="container-page py-14" aria-labelledby="next-title">
        <h2 id="next-title" className="font-display text-3xl font-bold text-navy">
          {thankYou.nextTitle}
        </h2>
        <div className="mt-8">
          <NumberedSteps steps={thankYou.steps} />
        </div>
      </section>

      <section className="bg-sand py-14" aria-label={thankYou.cardsLabel}>
        <ul className="container-page grid gap-6 md:grid-cols-3">
          {thankYou.cards.map((card) => (
            <li key={card.title} className="rounded-2xl bg-white p-6 shadow-sm">
              <Icon name={card.icon} className="size-7 text-tide" />
              <h2 className="mt-3 text-lg font-bold text-navy">{card.title}</h2>
              <p className="mt-2 text-ink">
                <Figures text={card.text} />
              </p>
              {'href' in card && card.href ? (
                <a
                  href={card.href}
                  className="mt-3 inline-block font-semibold text-tide underline underline-offset-4"
                >
                  {thankYou.learnMoreLink}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      </section>

      <section className="container-page py-14" aria-labelledby="wait-title">
        <h2 id="wait-title" className="font-display text-2xl font-bold text-navy">
          {thankYou.waitTitle}
        </h2>
        <ul className="mt-6 flex flex-wrap gap-3">
          {thankYou.whileYouWait.map((link) => (
            <li key={link.href}>
              <a href={link.href} className="btn-outline text-navy">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-ink">
          {thankYou.writeTo}{' '}
          <a
            href={`mailto:${site.email}`}
            className="font-medium text-tide underline underline-offset-4"
          >
            <Breakable text={site.email} at={AFTER_DOTS} />
          </a>
          .
        </p>
      </section>
    </Frame>
  )
}

const thankYouPage: PageLoader = async () => ({ Page: ThankYouPage, route: thankYouRoute })
export default thankYouPage
