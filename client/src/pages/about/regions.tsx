import { CardGrid } from '../../components/ui/card-grid'
import { CtaBand } from '../../components/ui/cta-band'
import { NumberedSteps } from '../../components/ui/numbered-steps'
import { Section } from '../../components/ui/section'
import { aboutBody } from './region-copy'

/**
 * The about page's body: mission, values, approach and the closing band. A static region
 * (docs/decisions/045): its links and fade-ins work through the region's delegated handlers
 * when it is adopted from the document.
 */
export default function AboutBody() {
  const { mission, values, approach, cta } = aboutBody
  return (
    <>
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
    </>
  )
}
