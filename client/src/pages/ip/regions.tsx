import { CardGrid } from '../../components/ui/card-grid'
import { NumberedSteps } from '../../components/ui/numbered-steps'
import { Section, StatGrid } from '../../components/ui/section'
import { ipSections } from './region-copy'

/** The FAQ items travel with the regions after a navigation (../../components/ui/faq.tsx). */
export { ipFaq } from './region-copy'

/*
 * The IP page's static regions (docs/decisions/021): adopted from the document when the
 * visitor loads the page, drawn from this module after a client-side navigation. Their links
 * and fade-ins need no handlers of their own (components/ui/prerendered.tsx); the insights
 * link goes to another site in a new tab, which the delegated handler leaves to the browser.
 */

/** Where we focus, our process and what to expect: above the FAQ. */
export function IpBody() {
  const { services, process, figures } = ipSections
  return (
    <>
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
    </>
  )
}
