import type { Brand } from '@inlet/shared/brands'
import { type ContactContext, type ContactQuery, readContactQuery } from '@inlet/shared/paths'
import { site } from '@inlet/shared/site'
import { useEffect, useMemo, useState } from 'react'
import { AFTER_DOTS, Breakable } from '../../components/ui/breakable'
import { HeroBand } from '../../components/ui/hero-band'
import { Icon } from '../../components/ui/icon'
import { Prerendered } from '../../components/ui/prerendered'
import { InquiryForm } from '../../features/inquiry/inquiry-form'
import { useHydratedSearchParams } from '../../hooks/use-hydrated'
import type { PageLoader, PageProps } from '../page'
import { type ContactVariant, contactPage, contactRoute, contactVariant } from './copy'

/**
 * Loads what a query needs and only then: the context wording when there is a context,
 * the 60-brand list when there is a domain.
 */
function useVariantData(query: ContactQuery) {
  const [loaded, setLoaded] = useState<{
    brand?: Brand
    contexts?: Record<ContactContext, ContactVariant>
  }>({})
  const { context, domain } = query
  useEffect(() => {
    let current = true
    if (context) {
      void import('./variants').then(({ contextVariants }) => {
        if (current) setLoaded((data) => ({ ...data, contexts: contextVariants }))
      })
    }
    if (domain) {
      void import('@inlet/shared/brands').then(({ findBrand }) => {
        if (current) setLoaded((data) => ({ ...data, brand: findBrand(domain) }))
      })
    } else {
      setLoaded((data) => (data.brand ? { ...data, brand: undefined } : data))
    }
    return () => {
      current = false
    }
  }, [context, domain])
  return loaded
}

function ContactPage({ Frame }: PageProps) {
  // The prerendered page is the default variant; the query takes over once hydrated.
  const search = useHydratedSearchParams()
  const query = useMemo(() => readContactQuery(search), [search])
  const variant = contactVariant(query, useVariantData(query))

  return (
    <Frame title={variant.title} description={variant.description} trail="data">
      <HeroBand
        motif={contactPage.motif}
        // On a phone the hero is shorter, so the form's first field is on the first screen
        // (issue 42); nothing is left out.
        className="py-8 sm:py-20"
        top={
          <p className="text-sm font-semibold tracking-widest text-sun uppercase">
            {contactPage.eyebrow}
          </p>
        }
      >
        <h1 className="mt-2 min-h-[2.5em] font-display text-3xl leading-tight font-bold sm:mt-3 sm:min-h-0 sm:text-5xl">
          {variant.heading}
        </h1>
        <p className="mt-3 min-h-[3.5em] max-w-2xl text-base text-slate-200 sm:mt-4 sm:text-lg">
          {variant.subtitle}
        </p>
      </HeroBand>

      <section className="container-page grid gap-10 py-6 sm:py-14 lg:grid-cols-[1.6fr_1fr]">
        <div className="relative rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <p className="mb-5 text-sm text-ink sm:mb-6 sm:text-base">{contactPage.intro}</p>
          {query.invalidDomain ? (
            <p className="mb-6 rounded-xl bg-sand p-4 text-ink [overflow-wrap:anywhere]">
              {contactPage.invalidDomain(query.invalidDomain)}
            </p>
          ) : null}
          {/* Why a post without JavaScript was not taken: the server sends the browser back to
              /contact#<notice id>, and CSS (:target) shows that notice (docs/decisions/026). */}
          <Prerendered
            id="contact:notices"
            load={async () => (await import('./notices')).FormPostNotices}
          />
          <InquiryForm query={query} submitLabel={variant.submitLabel} prefill={variant.prefill} />
        </div>
        <aside className="space-y-6" aria-label={contactPage.reach.label}>
          <div className="rounded-2xl bg-foam p-6">
            <h2 className="flex items-center gap-2 font-semibold text-navy">
              <Icon name="mail" className="size-5" /> {contactPage.reach.email}
            </h2>
            <a
              href={`mailto:${site.email}`}
              className="mt-2 inline-block font-medium text-tide underline underline-offset-4"
            >
              <Breakable text={site.email} at={AFTER_DOTS} />
            </a>
          </div>
          <div className="rounded-2xl bg-foam p-6">
            <h2 className="flex items-center gap-2 font-semibold text-navy">
              <Icon name="clock" className="size-5" /> {contactPage.reach.responseTitle}
            </h2>
            <p className="mt-2 text-ink">{contactPage.reach.response}</p>
          </div>
          <div className="rounded-2xl bg-foam p-6">
            <h2 className="flex items-center gap-2 font-semibold text-navy">
              <Icon name="compass" className="size-5" /> {contactPage.reach.office}
            </h2>
            <p className="mt-2 text-ink">
              {site.address.street}
              <br />
              {site.place} {site.address.postalCode}
            </p>
          </div>
        </aside>
      </section>

      <nav aria-label={contactPage.exploreLabel} className="container-page pb-14">
        <p className="text-ink">
          {contactPage.exploreLead}{' '}
          {contactPage.exploreLinks.map((link, index) => (
            <span key={link.href}>
              <a href={link.href} className="font-medium text-tide underline underline-offset-4">
                {link.label}
              </a>
              {index < contactPage.exploreLinks.length - 2
                ? ', '
                : index === contactPage.exploreLinks.length - 2
                  ? ' or '
                  : ', '}
            </span>
          ))}
          {contactPage.privacyLead}{' '}
          <a
            href={contactPage.privacyLink.href}
            className="font-medium text-tide underline underline-offset-4"
          >
            {contactPage.privacyLink.label}
          </a>
          .
        </p>
      </nav>
    </Frame>
  )
}

const contact: PageLoader = async () => ({ Page: ContactPage, route: contactRoute })
export default contact
