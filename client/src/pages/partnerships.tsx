import { BrandGrid } from '../components/partnerships/brand-grid'
import { faqPage } from '../components/seo/json-ld'
import { BrandGlyph } from '../components/ui/brand-icon'
import { ButtonLink } from '../components/ui/button-link'
import { CtaBand } from '../components/ui/cta-band'
import { Faq } from '../components/ui/faq'
import { Icon } from '../components/ui/icon'
import { PageHero } from '../components/ui/page-hero'
import { CardGrid, Section, StatGrid } from '../components/ui/section'
import { partnershipsPage as page, partnershipsEyebrows } from '../content/partnerships'
import type { PageProps } from './frame'

export { partnershipsRoute as route } from '../content/partnerships'

export default function PartnershipsPage({ Frame }: PageProps) {
  const hero = (
    <PageHero {...page.hero}>
      <p className="mt-8 inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm font-semibold text-white">
        <BrandGlyph name="sparkles" className="size-4 text-sun" /> {page.badge}
      </p>
    </PageHero>
  )
  return (
    <Frame hero={hero} jsonLd={[faqPage(page.faq.items)]}>
      <Section
        id="who"
        title={page.whoWePartnerWith.title}
        lead={page.whoWePartnerWith.lead}
        eyebrow={partnershipsEyebrows.who}
      >
        <ul className="grid gap-6 md:grid-cols-2">
          {page.whoWePartnerWith.paths.map((path) => (
            <li
              key={path.title}
              className="flex flex-col rounded-2xl border border-slate-200 p-8 shadow-sm"
            >
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-foam text-tide">
                <BrandGlyph name={path.icon} />
              </span>
              <h3 className="mt-4 text-2xl font-bold text-navy">{path.title}</h3>
              <p className="mt-2 text-ink">{path.description}</p>
              <ul className="mt-4 flex-1 space-y-2">
                {path.points.map((point) => (
                  <li key={point} className="flex gap-2 text-ink">
                    <Icon name="check" className="mt-0.5 size-5 shrink-0 text-tide" /> {point}
                  </li>
                ))}
              </ul>
              <ButtonLink href={path.cta.href} className="btn-primary mt-6 self-start">
                {path.cta.label}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="brands"
        title={page.portfolio.title}
        lead={page.portfolio.lead}
        tone="sand"
        eyebrow={partnershipsEyebrows.portfolio}
      >
        <BrandGrid />
      </Section>

      <Section
        id="package"
        title={page.completePackage.title}
        lead={page.completePackage.lead}
        eyebrow={partnershipsEyebrows.package}
      >
        <CardGrid items={page.completePackage.items} />
        <div className="mt-10">
          <ButtonLink href={page.completePackage.cta.href} className="btn-primary">
            {page.completePackage.cta.label}
          </ButtonLink>
        </div>
      </Section>

      <Section
        id="why"
        title={page.whyPartner.title}
        tone="foam"
        eyebrow={partnershipsEyebrows.why}
      >
        <StatGrid items={page.whyPartner.stats} columns={4} />
      </Section>

      <Section id="faq" title={page.faq.title} eyebrow={partnershipsEyebrows.faq}>
        <Faq items={page.faq.items} />
      </Section>

      <CtaBand
        id="partner-cta"
        title={page.finalCta.title}
        lead={page.finalCta.lead}
        actions={page.finalCta.options}
      />
    </Frame>
  )
}
