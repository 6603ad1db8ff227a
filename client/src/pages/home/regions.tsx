import { latestPosts } from 'virtual:posts-latest'
import { paths } from '@inlet/shared/paths'
import { GlyphBadge } from '../../components/ui/brand-icon'
import { Figures } from '../../components/ui/figures'
import { HeroBand } from '../../components/ui/hero-band'
import { Icon } from '../../components/ui/icon'
import { PostCard } from '../../components/ui/post-card'
import { Reveal } from '../../components/ui/reveal'
import { about, closingCta, hero, sections, services, statement } from './region-copy'

/*
 * The home page's static parts (docs/decisions/045): kept from the document when the visitor
 * loads the home page, drawn from this module after a client-side navigation. Their links and
 * fade-ins need no handlers of their own (components/ui/prerendered.tsx).
 */

/** The hero, who we are, the four services and the statement: above the quick contact form. */
export function HomeIntro() {
  return (
    <>
      <HeroBand
        motif={hero.motif}
        className="py-20 sm:py-28"
        top={
          <p className="text-sm font-semibold tracking-widest text-sun uppercase">{hero.eyebrow}</p>
        }
      >
        <h1 className="mt-4 max-w-3xl font-display text-[min(2rem,10vw)] leading-tight font-bold sm:text-6xl">
          {hero.title}
        </h1>
        <p className="mt-6 max-w-2xl text-lg text-slate-200 sm:text-xl">{hero.lead}</p>
        <div className="mt-10 flex flex-wrap gap-4">
          <a href={hero.primary.href} className="btn-light">
            {hero.primary.label}
          </a>
          <a href={hero.secondary.href} className="btn-outline text-white">
            {hero.secondary.label} <Icon name="arrow" className="size-5" />
          </a>
        </div>
        <dl className="mt-14 grid max-w-xl grid-cols-[repeat(auto-fit,minmax(min(100%,5rem),1fr))] gap-x-4 gap-y-6 border-t border-white/20 pt-8">
          {hero.claims.map((claim) => (
            <div key={claim.label} className="flex flex-col-reverse">
              <dt className="text-sm text-slate-300">{claim.label}</dt>
              <dd className="font-display text-[min(1.875rem,8vw)] font-bold text-sun sm:text-4xl">
                {claim.value}
              </dd>
            </div>
          ))}
        </dl>
      </HeroBand>

      <section
        className="container-page grid gap-10 py-20 lg:grid-cols-2"
        aria-labelledby="about-title"
      >
        <Reveal>
          <p className="eyebrow">{about.eyebrow}</p>
          <h2
            id="about-title"
            className="mt-3 font-display text-3xl font-bold text-navy sm:text-4xl"
          >
            {about.title}
          </h2>
        </Reveal>
        <Reveal>
          {about.paragraphs.map((text) => (
            <p key={text} className="mb-4 text-lg text-ink">
              {text}
            </p>
          ))}
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {about.links.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="flex items-center justify-between rounded-xl border border-slate-200 px-4 py-3 font-semibold text-navy hover:border-tide hover:text-tide"
                >
                  {link.label} <Icon name="arrow" className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </Reveal>
      </section>

      <section className="bg-sand py-20" aria-labelledby="services-title">
        <div className="container-page">
          <p className="eyebrow">{sections.services.eyebrow}</p>
          <h2
            id="services-title"
            className="mt-3 font-display text-3xl font-bold text-navy sm:text-4xl"
          >
            {sections.services.title}
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {services.map((service, index) => (
              <li key={service.title}>
                <Reveal index={index} className="h-full rounded-2xl bg-white p-6 shadow-sm">
                  <GlyphBadge name={service.icon} />
                  <h3 className="mt-4 text-xl font-bold text-navy">{service.title}</h3>
                  <p className="mt-2 text-ink">
                    <Figures text={service.summary} />
                  </p>
                  <ul className="mt-4 space-y-1 text-sm text-mist">
                    {service.points.map((point) => (
                      <li key={point}>• {point}</li>
                    ))}
                  </ul>
                </Reveal>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="container-page py-20" aria-label={sections.statementLabel}>
        <Reveal className="mx-auto max-w-3xl text-center">
          <Icon name="quote" className="mx-auto size-10 text-sun" />
          <blockquote className="mt-4 font-display text-2xl leading-snug text-navy sm:text-3xl">
            <p>“{statement.quote}”</p>
          </blockquote>
          <p className="mt-6 font-semibold text-mist">{statement.attribution}</p>
        </Reveal>
      </section>
    </>
  )
}

/** The three latest posts and the closing call to action: below the quick contact form. */
export function HomeClosing() {
  return (
    <>
      <section className="container-page py-20" aria-labelledby="posts-title">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="eyebrow">{sections.posts.eyebrow}</p>
            <h2
              id="posts-title"
              className="mt-3 font-display text-3xl font-bold text-navy sm:text-4xl"
            >
              {sections.posts.title}
            </h2>
          </div>
          <a href={paths.blog} className="btn-outline text-navy">
            {sections.posts.all}
          </a>
        </div>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {latestPosts.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-navy py-20 text-white" aria-labelledby="cta-title">
        <div className="container-page text-center">
          <h2 id="cta-title" className="font-display text-3xl font-bold sm:text-4xl">
            {closingCta.title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-200">{closingCta.lead}</p>
          <a href={closingCta.action.href} className="btn-light mt-8">
            {closingCta.action.label}
          </a>
        </div>
      </section>
    </>
  )
}
