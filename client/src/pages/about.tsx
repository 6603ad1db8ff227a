import { useRoute } from '../app/route-context'
import { breadcrumbsFor } from '../app/routes'
import { organization } from '../components/seo/json-ld'
import { Seo } from '../components/seo/seo'
import { Breadcrumbs } from '../components/ui/breadcrumbs'
import { CtaBand } from '../components/ui/cta-band'
import { LastUpdated } from '../components/ui/last-updated'
import { PageHero } from '../components/ui/page-hero'
import { CardGrid, NumberedSteps, Section } from '../components/ui/section'
import { aboutPage } from '../content/about'

export default function AboutPage() {
  const route = useRoute()
  const crumbs = breadcrumbsFor(route.path)
  const { hero, mission, values, approach, cta } = aboutPage
  return (
    <>
      <Seo
        title={route.title}
        description={route.description}
        path={route.path}
        crumbs={crumbs}
        jsonLd={[organization()]}
      />
      <PageHero {...hero} />
      <Breadcrumbs crumbs={crumbs} />

      <Section id="mission" title={mission.title}>
        <div className="max-w-3xl space-y-4 text-lg text-ink">
          {mission.paragraphs.map((text) => (
            <p key={text}>{text}</p>
          ))}
        </div>
      </Section>

      <Section id="values" title={values.title} tone="sand">
        <CardGrid items={values.items} columns={4} />
      </Section>

      <Section id="approach" title={approach.title} lead={approach.lead}>
        <NumberedSteps steps={approach.steps} columns={4} />
      </Section>

      <CtaBand id="about-cta" title={cta.title} lead={cta.lead} actions={[cta.action]} />

      <LastUpdated date={route.lastUpdated} />
    </>
  )
}
