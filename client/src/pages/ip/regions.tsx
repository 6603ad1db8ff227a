import { ButtonLink } from '../../components/ui/button-link'
import { CardGrid } from '../../components/ui/card-grid'
import { CtaBand } from '../../components/ui/cta-band'
import { Faq } from '../../components/ui/faq'
import { Icon } from '../../components/ui/icon'
import { NumberedSteps } from '../../components/ui/numbered-steps'
import { Section, StatGrid } from '../../components/ui/section'
import { ipPage, ipRoute } from './copy'
import { ipFaq, ipSections } from './region-copy'

/**
 * The IP page below its hero, a static part (docs/decisions/045): kept from the document when
 * the visitor loads the page, drawn from this module after a client-side navigation. The
 * insights link goes to another site in a new tab, which the site's link handler leaves to the
 * browser.
 */
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

      <Faq path={ipRoute.path} title={ipPage.faq.title} tone="foam" narrow items={ipFaq} />

      <Section id="insights" title={ipPage.insights.title}>
        <p className="max-w-3xl text-lg text-ink">{ipPage.insights.text}</p>
        <ButtonLink href={ipPage.insights.href} className="btn-primary mt-6">
          {ipPage.insights.label}
          <Icon name="external" className="size-5" />
        </ButtonLink>
      </Section>

      <CtaBand
        id="ip-cta"
        title={ipPage.cta.title}
        lead={ipPage.cta.lead}
        actions={[ipPage.cta.primary, ipPage.cta.secondary]}
      />
    </>
  )
}
