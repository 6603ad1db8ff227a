import { contactPath, paths } from '@inlet/shared/paths'
import { site } from '@inlet/shared/site'
import type { Cta, FaqItem, Hero, RouteDef } from '../../content/types'

/**
 * The IP page's own copy: the hero and the FAQ (its items feed the accordion and the FAQPage data). The
 * static regions' copy is in region-copy.ts (docs/decisions/021).
 */
export const ipPage = {
  cta: {
    title: 'Find Out What Is Worth Protecting',
    lead: 'Book a strategy call and walk us through your technology. We will tell you where we see patentable ground and what a sensible first filing could look like.',
    primary: { label: 'Schedule Strategy Call', href: contactPath({ context: 'ip' }) },
    secondary: { label: 'Contact Our Team', href: paths.contact },
  },
  insights: {
    title: 'Technical Insights',
    text: 'Our engineers and IP strategists publish longer write-ups on AI, blockchain and cryptography on a separate technical-insights site.',
    label: 'Read Technical Insights',
    href: site.techInsightsUrl,
  },
  hero: {
    eyebrow: 'Intellectual Property Development',
    title: 'Protect the Ideas Your Company Is Built On',
    lead: 'We help founders find what is worth patenting in their technology, research what already exists and turn it into a filing strategy, working with registered patent attorneys and agents on every application.',
    primary: { label: 'Schedule Strategy Call', href: contactPath({ context: 'ip' }) },
    secondary: { label: 'Ask a Question', href: paths.contact },
  },
  faq: {
    title: 'Patent & IP Questions',
  },
} as const satisfies {
  hero: Hero
  faq: { title: string }
  cta: { title: string; lead: string; primary: Cta; secondary: Cta }
  insights: { title: string; text: string; label: string; href: string }
}

/** The route manifest's entry for paths.ip (app/pages.tsx). */
export const ipRoute: RouteDef = {
  path: paths.ip,
  title: 'Patent & IP Development for Startups | Inlet Ventures',
  description:
    'Patent strategy for AI, blockchain, cryptography and software startups: prior art research and provisional, U.S. and PCT filings with registered attorneys.',
  crumb: 'IP Development',
  lastUpdated: 'August 22, 2025',
  sitemap: true,
}

/** The IP page's questions and answers. */
export const ipFaq: readonly FaqItem[] = [
  {
    question:
      'What Is the Difference Between a Provisional and a Non-Provisional Patent Application?',
    answer:
      'A provisional application secures an early filing date and lets you call your product patent pending, but it is never examined and lapses after 12 months. To keep that priority date, you file a non-provisional application, which the USPTO does examine, within those 12 months. A provisional only supports what it actually describes, so it still needs to be written with care.',
  },
  {
    question: 'What Is Prior Art and Why Does It Matter?',
    answer:
      'Prior art is any evidence that an invention was already known before your filing date, including earlier patents, published applications, papers, products and public talks. To be patentable, an invention must be new and not obvious in light of that prior art. Researching it first tells you whether filing is worthwhile and how to frame the claims.',
  },
  {
    question: 'How Long Does It Take to Get a Patent?',
    answer:
      'We typically reach a filed application six to nine weeks after the discovery workshop. USPTO examination then commonly takes one to three years, depending on the technology area and how many rounds of response are needed. The USPTO offers prioritized examination for an additional fee when speed matters.',
  },
  {
    question: 'Can We Protect Our Invention in Other Countries?',
    answer:
      'Yes. A Patent Cooperation Treaty (PCT) application, generally filed within 12 months of your first filing, keeps open your right to seek protection in more than 150 member countries. There is no single worldwide patent, so at around 30 months from your priority date you choose the countries and pursue each national application separately.',
  },
  {
    question: 'Should We Disclose Our Invention Before Filing?',
    answer:
      'Ideally not. The United States gives inventors a limited one-year grace period after their own disclosure, but many other countries require absolute novelty, so a public demo, paper or pitch deck posted online can cost you rights abroad. If you need to share details before filing, use a non-disclosure agreement and talk to us first.',
  },
  {
    question: 'Do You Give Legal Advice or File Patents Yourselves?',
    answer:
      'No. We provide IP strategy, research coordination and technical support, and registered patent attorneys and agents prepare and file every application. Nothing on this page is legal advice, and your attorney’s advice on your specific situation always comes first.',
  },
]
