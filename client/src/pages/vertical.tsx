import type { Brand } from '@inlet/shared/brand-taxonomy'
import { contactPath } from '@inlet/shared/paths'
import { site } from '@inlet/shared/site'
import { createElement } from 'react'
import { Link } from 'react-router-dom'
import { faqPage, organization } from '../components/seo/json-ld'
import { BrandGlyph } from '../components/ui/brand-icon'
import { CtaBand } from '../components/ui/cta-band'
import { Faq } from '../components/ui/faq'
import { Icon } from '../components/ui/icon'
import { PageHero } from '../components/ui/page-hero'
import { CardGrid, Section } from '../components/ui/section'
import { absoluteUrl } from '../config'
import {
  type Vertical,
  type VerticalId,
  verticalContent,
  verticalLabels,
} from '../content/verticals'
import type { PageModule, PageProps } from './frame'

interface VerticalPageProps extends PageProps {
  page: Vertical
  ideas: readonly Brand[]
}

function VerticalPage({ route, Frame, page, ideas }: VerticalPageProps) {
  const service = {
    '@type': 'Service',
    name: route.crumb,
    serviceType: `${route.crumb} partnership`,
    description: route.description,
    url: absoluteUrl(route.path),
    areaServed: 'US',
    provider: { '@type': 'Organization', name: site.name, url: absoluteUrl('/') },
  }
  return (
    <Frame
      hero={<PageHero {...page.hero} />}
      jsonLd={[organization(), service, faqPage(page.faq.items)]}
    >
      <section
        aria-label={verticalLabels.pitch}
        className="container-page grid gap-6 py-16 text-lg text-ink md:grid-cols-2"
      >
        {page.pitch.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
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
            <p className="mt-4 max-w-3xl text-lg text-ink">{page.funding.text}</p>
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
                <div className="flex items-center gap-3">
                  <span className="inline-flex size-10 items-center justify-center rounded-xl bg-foam text-tide">
                    <BrandGlyph name={idea.icon} />
                  </span>
                  <div>
                    <h3 className="font-bold text-navy">{idea.domain}</h3>
                    <p className="text-sm text-mist">{idea.category}</p>
                  </div>
                </div>
                <p className="mt-3 flex-1 text-sm text-ink">{idea.concept}</p>
                <Link
                  to={contactPath({ domain: idea.domain })}
                  className="mt-4 inline-flex min-h-10 items-center gap-1 text-sm font-semibold text-tide underline-offset-4 hover:underline"
                  aria-label={verticalLabels.discussOn(idea.domain)}
                >
                  {verticalLabels.discuss} <Icon name="arrow" className="size-4" />
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section id="faq" title={page.faq.title} tone="sand">
        <Faq items={page.faq.items} />
      </Section>

      <CtaBand
        id="vertical-cta"
        title={page.cta.title}
        lead={page.cta.lead}
        actions={[page.cta.action]}
      />
    </Frame>
  )
}

const ideaLists: Record<VerticalId, () => Promise<{ default: Brand[] }>> = {
  fintech: () => import('virtual:vertical-ideas/fintech'),
  aiml: () => import('virtual:vertical-ideas/aiml'),
  saas: () => import('virtual:vertical-ideas/saas'),
}

/** One vertical's page with only its own copy and idea grid loaded. */
export async function verticalPage(id: VerticalId): Promise<PageModule> {
  const [{ vertical, route }, { default: ideas }] = await Promise.all([
    verticalContent[id](),
    ideaLists[id](),
  ])
  return {
    default: (props: PageProps) => createElement(VerticalPage, { ...props, page: vertical, ideas }),
    route,
  }
}
