import { faqPage } from '../components/seo/json-ld'
import { ButtonLink } from '../components/ui/button-link'
import { CtaBand } from '../components/ui/cta-band'
import { Faq } from '../components/ui/faq'
import { Icon } from '../components/ui/icon'
import { NumberedSteps } from '../components/ui/numbered-steps'
import { PageHero } from '../components/ui/page-hero'
import { CardGrid, Section, StatGrid } from '../components/ui/section'
import { ipPage } from '../content/ip'
import type { PageProps } from './frame'

export { ipRoute as route } from '../content/ip'

export default function IntellectualPropertyPage({ Frame }: PageProps) {
  const { hero, services, process, figures, faq, cta, insights } = ipPage
  return (
    <Frame hero={<PageHero {...hero} />} jsonLd={[faqPage(faq.items)]}>
      <Section id="services" title={services.title} lead={services.lead}>
        <CardGrid items={services.items} columns={3} />
      </Section>

      <Section id="process" title={process.title} lead={process.lead} tone="sand">
        <NumberedSteps steps={process.steps} />
      </Section>

      <Section id="figures" title={figures.title}>
        <StatGrid items={figures.items} columns={5} />
        <p className="mt-6 max-w-3xl text-sm text-mist">{figures.note}</p>
      </Section>

      <Section id="faq" title={faq.title} tone="foam">
        <div className="max-w-3xl">
          <Faq items={faq.items} />
        </div>
      </Section>

      <Section id="insights" title={insights.title}>
        <p className="max-w-3xl text-lg text-ink">{insights.text}</p>
        <ButtonLink href={insights.href} className="btn-primary mt-6">
          {insights.label}
          <Icon name="external" className="size-5" />
        </ButtonLink>
      </Section>

      <CtaBand
        id="ip-cta"
        title={cta.title}
        lead={cta.lead}
        actions={[cta.primary, cta.secondary]}
      />
    </Frame>
  )
}
