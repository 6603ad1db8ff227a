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
import { CardGrid, Section } from '../components/ui/section'
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
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {process.steps.map((step, index) => (
            <li
              key={step.title}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
            >
              <span
                aria-hidden="true"
                className="inline-flex size-10 items-center justify-center rounded-full bg-foam font-bold text-tide"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-xl font-bold text-navy">{step.title}</h3>
              <p className="mt-2 flex-1 text-ink">{step.description}</p>
              <p className="mt-4 flex items-center gap-2 text-sm font-semibold text-tide">
                <Icon name="clock" className="size-5" />
                <span className="sr-only">Duration: </span>
                {step.duration}
              </p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="figures" title={figures.title}>
        <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {figures.items.map((figure) => (
            <div
              key={figure.label}
              className="flex flex-col-reverse rounded-2xl border border-slate-200 bg-white p-6"
            >
              <dt className="mt-2 text-sm text-mist">{figure.label}</dt>
              <dd className="font-display text-2xl font-bold text-navy">{figure.value}</dd>
            </div>
          ))}
        </dl>
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
