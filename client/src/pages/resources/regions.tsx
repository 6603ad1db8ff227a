import { GlyphBadge } from '../../components/ui/brand-icon'
import { CtaBand } from '../../components/ui/cta-band'
import { Icon } from '../../components/ui/icon'
import { Reveal } from '../../components/ui/reveal'
import { Section } from '../../components/ui/section'
import { type Guide, type LinkCard, resourcesGuides } from './region-copy'

/** The card's title is its link; the link's ::after covers the card, so the whole card clicks. */
const cardClass =
  'relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md'
const titleLinkClass = 'after:absolute after:inset-0 after:rounded-2xl hover:text-tide'

function GuideCard({ guide, index }: { guide: Guide; index: number }) {
  return (
    <Reveal index={index} className={cardClass}>
      <div className="flex items-center justify-between gap-4 max-[19.5em]:flex-wrap">
        <GlyphBadge name={guide.icon} />
        <p className="text-sm font-semibold text-tide">{guide.category}</p>
      </div>
      <h3 className="mt-4 font-display text-xl font-bold text-navy">
        <a href={guide.link} className={titleLinkClass}>
          {guide.title}
        </a>
      </h3>
      <p className="mt-2 flex-1 text-ink">{guide.description}</p>
      <p className="mt-4 flex items-center gap-2 text-sm text-mist">
        <Icon name="clock" className="size-4" />
        {guide.readTime}
      </p>
    </Reveal>
  )
}

function LinkCardItem({ card, index }: { card: LinkCard; index: number }) {
  return (
    <Reveal index={index} className={cardClass}>
      <GlyphBadge name={card.icon} />
      <h3 className="mt-4 flex items-center justify-between gap-3 font-display text-xl font-bold text-navy">
        <a href={card.link} className={titleLinkClass}>
          {card.title}
        </a>
        <Icon name="arrow" className="size-5 shrink-0 text-tide" />
      </h3>
      <p className="mt-2 flex-1 text-ink">{card.description}</p>
    </Reveal>
  )
}

/**
 * The resources hub's body: the guide, industry and template cards and the closing band. A
 * static region (docs/decisions/045): its links and fade-ins work through the region's
 * delegated handlers when it is adopted from the document.
 */
export default function ResourcesGuides() {
  const { guides, industries, templates, consultation } = resourcesGuides
  return (
    <>
      <Section id="guides" title={guides.title} lead={guides.lead}>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {guides.items.map((guide, index) => (
            <li key={guide.link}>
              <GuideCard guide={guide} index={index} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="industries" title={industries.title} lead={industries.lead} tone="sand">
        <ul className="grid gap-6 md:grid-cols-3">
          {industries.items.map((card, index) => (
            <li key={card.link}>
              <LinkCardItem card={card} index={index} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="templates" title={templates.title} lead={templates.lead} tone="foam">
        <ul className="grid gap-6 md:grid-cols-2">
          {templates.items.map((card, index) => (
            <li key={card.title}>
              <LinkCardItem card={card} index={index} />
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand
        id="consultation"
        title={consultation.title}
        lead={consultation.lead}
        actions={[{ label: consultation.label, href: consultation.href }]}
      />
    </>
  )
}
