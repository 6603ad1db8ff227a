import type { Brand } from '@inlet/shared/brands'
import { domainPrefill } from '@inlet/shared/domain-prefill'
import { type ContactContext, type ContactQuery, paths } from '@inlet/shared/paths'
import { site } from '@inlet/shared/site'
import { contactMotif } from '../../content/motifs/contact'
import type { RouteDef } from '../../content/types'

/** /contact's own title and description (the route manifest and the default variant use them). */
export const contactMeta = {
  title: 'Contact Inlet Ventures | Startup Funding & Partnerships',
  description: `Tell us what you are building. Inlet Ventures answers every founder inquiry about capital, mentoring, premium ideas and IP development within ${site.responseHours} hours.`,
}

/** The route manifest's entry for paths.contact (app/pages.tsx). */
export const contactRoute: RouteDef = {
  path: paths.contact,
  ...contactMeta,
  crumb: 'Contact',
  sitemap: true,
}

/** What /contact shows for a context or a portfolio domain. */
export interface ContactVariant {
  heading: string
  subtitle: string
  submitLabel: string
  title: string
  description: string
  /** Opening of the message box; empty when there is nothing to say for the visitor. */
  prefill: string
}

/** /contact without a query: the spec's default wording. */
export const defaultVariant: ContactVariant = {
  ...contactMeta,
  heading: 'Let’s Build Something Extraordinary',
  subtitle:
    'Reach our partners to discuss capital investment, strategic mentorship, premium ideas and IP development opportunities.',
  submitLabel: 'Send Business Inquiry',
  prefill: '',
}

/**
 * The variant for a query: a domain wins over a context. `brand` is the portfolio
 * entry of that domain, when it is one (the page looks it up lazily).
 */
export function contactVariant(
  query: ContactQuery,
  loaded: { brand?: Brand; contexts?: Record<ContactContext, ContactVariant> } = {},
): ContactVariant {
  const { domain } = query
  const { brand } = loaded
  if (!domain) return (query.context && loaded.contexts?.[query.context]) || defaultVariant
  return {
    heading: `Partner on ${domain}`,
    subtitle:
      'Explore partnership opportunities for premium business ideas with validated concepts and domains: joint venture, license or acquisition.',
    submitLabel: 'Request Partnership Discussion',
    title: `Partner on ${domain} | Inlet Ventures`,
    description: `Discuss a partnership, joint venture, license or acquisition of ${domain}${brand ? ` (${brand.brandName})` : ''} with Inlet Ventures.`,
    prefill: domainPrefill(domain, brand?.concept),
  }
}

export const contactPage = {
  eyebrow: 'Contact',
  motif: contactMotif,
  invalidDomain: (domain: string) =>
    `The link you followed names “${domain}”, which is not a valid domain, so it is not sent with your inquiry. If it matters, mention it in your message.`,
  intro:
    'Every inquiry is read by a partner, not a bot. Share where your business is today and what you need; the more concrete, the more useful our first reply.',
  /** "Not ready to write yet? Explore A, B or C, or read our Privacy Policy." */
  exploreLinks: [
    { label: 'Partnerships', href: paths.partnerships },
    { label: 'IP Development', href: paths.ip },
    { label: 'Resources', href: paths.resources },
  ],
  privacyLink: { label: 'Privacy Policy', href: paths.privacy },
  exploreLabel: 'Explore more',
  exploreLead: 'Not ready to write yet? Explore',
  privacyLead: 'or read our',
  /** The column beside the form. */
  reach: {
    label: 'Other ways to reach us',
    email: 'Email',
    responseTitle: 'Response Time',
    response: `A partner replies within ${site.responseHours} hours. Office hours: ${site.officeHours}.`,
    office: 'Office',
  },
} as const
