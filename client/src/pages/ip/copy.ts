import { contactPath, paths } from '@inlet/shared/paths'
import { site } from '@inlet/shared/site'
import { ipMotif } from '../../content/motifs/ip'
import type { Cta, Hero, RouteDef } from '../../content/types'

/**
 * The IP page's own copy: the hero, the FAQ's title, the insights and the call to action. The
 * static regions' copy and the FAQ items are in region-copy.ts (docs/decisions/045).
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
    motif: ipMotif,
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
  sitemap: true,
}
