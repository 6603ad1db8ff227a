import { organization } from '../components/seo/json-ld'
import { CtaBand } from '../components/ui/cta-band'
import { PageHero } from '../components/ui/page-hero'
import { CardGrid, NumberedSteps, Section } from '../components/ui/section'
import { aboutPage } from '../content/about'
import type { PageProps } from './frame'

export { aboutRoute as route } from '../content/about'

export default function AboutPage({ Frame }: PageProps) {
  const { hero, mission, values, approach, cta } = aboutPage
  return (
    <Frame hero={<PageHero {...hero} />} jsonLd={[organization()]}>
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
    </Frame>
  )
}
