import type { Brand } from '@inlet/shared/brand-taxonomy'
import { contactPath } from '@inlet/shared/paths'
import { GlyphBadge } from '../../components/ui/brand-icon'
import { AFTER_DOTS, Breakable } from '../../components/ui/breakable'
import { CardGrid } from '../../components/ui/card-grid'
import { CtaBand } from '../../components/ui/cta-band'
import { Faq } from '../../components/ui/faq'
import { Figures } from '../../components/ui/figures'
import { Icon } from '../../components/ui/icon'
import { Section } from '../../components/ui/section'
import type { FaqItem, VerticalCta, VerticalRegions } from '../../content/types'

/** The labels every vertical page's sections share. */
const verticalLabels = {
  pitch: 'Our approach',
  benefits: 'What You Get',
  focusAreas: 'Focus Areas',
  ideas: 'Idea opportunities',
  discuss: 'Discuss Partnership',
  discussOn: (domain: string) => `Discuss Partnership on ${domain}`,
} as const

/** The sections between the breadcrumbs and the FAQ: pitch, benefits, focus, funding, ideas. */
function Sections({ page, ideas }: { page: VerticalRegions; ideas: readonly Brand[] }) {
  return (
    <>
      <section
        aria-label={verticalLabels.pitch}
        className="container-page grid gap-6 py-16 text-lg text-ink md:grid-cols-2"
      >
        {page.pitch.map((paragraph) => (
          <p key={paragraph}>
            <Figures text={paragraph} />
          </p>
        ))}
      </section>

      <Section id="benefits" title={verticalLabels.benefits} tone="sand">
        <CardGrid items={page.benefits} />
      </Section>

      {page.focusAreas ? (
        <Section id="focus" title={verticalLabels.focusAreas}>
          <CardGrid items={page.focusAreas} columns={4} />
        </Section>
      ) : null}

      {page.funding ? (
        <section aria-labelledby="funding-title" className="bg-foam py-14">
          <div className="container-page">
            <h2 id="funding-title" className="font-display text-3xl font-bold text-navy">
              {page.funding.title}
            </h2>
            <p className="mt-4 max-w-3xl text-lg text-ink">
              <Figures text={page.funding.text} />
            </p>
          </div>
        </section>
      ) : null}

      {page.ideas && ideas.length > 0 ? (
        <Section id="ideas" title={page.ideas.title} lead={page.ideas.lead}>
          <ul
            className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3"
            aria-label={verticalLabels.ideas}
          >
            {ideas.map((idea) => (
              <li
                key={idea.domain}
                className="flex h-full flex-col rounded-2xl border border-slate-200 p-5 shadow-sm"
              >
                <div className="flex items-center gap-3 max-[19.5em]:flex-wrap">
                  <GlyphBadge name={idea.icon} size="size-10" />
                  <div className="min-w-0">
                    <h3 className="font-bold text-navy">
                      <Breakable text={idea.domain} at={AFTER_DOTS} />
                    </h3>
                    <p className="text-sm text-mist">{idea.category}</p>
                  </div>
                </div>
                <p className="mt-3 flex-1 text-sm text-ink">{idea.concept}</p>
                <a
                  href={contactPath({ domain: idea.domain })}
                  className="mt-4 inline-flex min-h-10 items-center gap-1 text-sm font-semibold text-tide underline-offset-4 hover:underline"
                  aria-label={verticalLabels.discussOn(idea.domain)}
                >
                  {verticalLabels.discuss} <Icon name="arrow" className="size-4" />
                </a>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </>
  )
}

/** A vertical's region words (<vertical>.ts): its sections, FAQ and closing band. */
export interface VerticalRegionCopy {
  regions: VerticalRegions
  ideas: readonly Brand[]
  faqTitle: string
  faq: readonly FaqItem[]
  cta: VerticalCta
}

/**
 * A vertical page below its hero: the sections, the FAQ and the closing band, one static region
 * (docs/decisions/045) drawn with that vertical's words.
 */
export function VerticalRegion({ path, copy }: { path: string; copy: VerticalRegionCopy }) {
  return (
    <>
      <Sections page={copy.regions} ideas={copy.ideas} />
      <Faq path={path} title={copy.faqTitle} tone="sand" items={copy.faq} />
      <CtaBand
        id="vertical-cta"
        title={copy.cta.title}
        lead={copy.cta.lead}
        actions={[copy.cta.action]}
      />
    </>
  )
}
