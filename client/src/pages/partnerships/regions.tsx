import { BrandGlyph, GlyphBadge } from '../../components/ui/brand-icon'
import { ButtonLink } from '../../components/ui/button-link'
import { CardGrid } from '../../components/ui/card-grid'
import { CtaBand } from '../../components/ui/cta-band'
import { Faq } from '../../components/ui/faq'
import { Figures } from '../../components/ui/figures'
import { Icon } from '../../components/ui/icon'
import { PageHero } from '../../components/ui/page-hero'
import { Section, StatGrid } from '../../components/ui/section'
import { partnershipsRoute } from './copy'
import {
  partnershipsRegionEyebrows as eyebrows,
  partnershipsRegions as page,
  partnershipsFaq,
} from './region-copy'

/*
 * The static parts of /partnerships (docs/decisions/045): kept from the document when the
 * visitor opens the page, drawn from this module (and its words) after a client-side
 * navigation.
 */

/** The hero with its badge. */
export function Hero() {
  return (
    <PageHero hero={page.hero}>
      <p className="mt-8 inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm font-semibold text-white">
        <BrandGlyph name="sparkles" className="size-4 text-sun" /> {page.badge}
      </p>
    </PageHero>
  )
}

/** "Who we partner with": the two ways in. */
export function Who() {
  return (
    <Section
      id="who"
      title={page.whoWePartnerWith.title}
      lead={page.whoWePartnerWith.lead}
      eyebrow={eyebrows.who}
    >
      <ul className="grid gap-4 sm:gap-6 lg:grid-cols-2">
        {page.whoWePartnerWith.paths.map((path) => (
          <li
            key={path.title}
            className="flex flex-col rounded-2xl border border-slate-200 p-5 shadow-sm sm:p-8"
          >
            <div className="flex items-center gap-4 sm:block">
              <GlyphBadge name={path.icon} />
              <h3 className="text-xl font-bold text-navy sm:mt-4 sm:text-2xl">{path.title}</h3>
            </div>
            <p className="mt-3 text-sm text-ink sm:mt-2 sm:text-base">{path.description}</p>
            <ul className="mt-3 flex-1 space-y-1.5 text-sm sm:mt-4 sm:space-y-2 sm:text-base">
              {path.points.map((point) => (
                <li key={point} className="flex gap-2 text-ink">
                  <Icon name="check" className="size-5 shrink-0 text-tide sm:mt-0.5" />
                  <span>
                    <Figures text={point} />
                  </span>
                </li>
              ))}
            </ul>
            <ButtonLink href={path.cta.href} className="btn-primary mt-4 self-start sm:mt-6">
              {path.cta.label}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </Section>
  )
}

/** The complete package, why founders partner with us, the FAQ and the closing band. */
export function Offer() {
  return (
    <>
      <Section
        id="package"
        title={page.completePackage.title}
        lead={page.completePackage.lead}
        eyebrow={eyebrows.package}
      >
        <CardGrid items={page.completePackage.items} />
        <div className="mt-10">
          <ButtonLink href={page.completePackage.cta.href} className="btn-primary">
            {page.completePackage.cta.label}
          </ButtonLink>
        </div>
      </Section>

      <Section id="why" title={page.whyPartner.title} tone="foam" eyebrow={eyebrows.why}>
        <StatGrid items={page.whyPartner.stats} columns={4} />
      </Section>

      <Faq
        path={partnershipsRoute.path}
        title={page.faq.title}
        eyebrow={eyebrows.faq}
        items={partnershipsFaq}
      />

      <CtaBand
        id="partner-cta"
        title={page.finalCta.title}
        lead={page.finalCta.lead}
        actions={page.finalCta.options}
      />
    </>
  )
}
