import { useRoute } from '../app/route-context'
import { breadcrumbsFor } from '../app/routes'
import { faqPage } from '../components/seo/json-ld'
import { Seo } from '../components/seo/seo'
import { Breadcrumbs } from '../components/ui/breadcrumbs'
import { ButtonLink } from '../components/ui/button-link'
import { CtaBand } from '../components/ui/cta-band'
import { Faq } from '../components/ui/faq'
import { Icon } from '../components/ui/icon'
import { LastUpdated } from '../components/ui/last-updated'
import { PageHero } from '../components/ui/page-hero'
import { CardGrid, NumberedSteps, Section, StatGrid } from '../components/ui/section'
import { ipPage } from '../content/ip'

export default function IntellectualPropertyPage() {
  const route = useRoute()
  const crumbs = breadcrumbsFor(route.path)
  const { hero, services, process, figures, faq, cta, insights } = ipPage
  return (
    <>
      <Seo
        title={route.title}
        description={route.description}
        path={route.path}
        crumbs={crumbs}
        jsonLd={[faqPage(faq.items)]}
      />
      <PageHero {...hero} />
      <Breadcrumbs crumbs={crumbs} />

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

      <LastUpdated date={route.lastUpdated} />
    </>
  )
}
