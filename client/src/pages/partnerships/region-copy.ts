import { contactPath, paths } from '@inlet/shared/paths'
import type { Card, Cta, Hero } from '../../content/types'

export interface PartnershipPath extends Card {
  points: readonly [string, string, string]
  cta: Cta
}

interface Stat {
  value: string
  label: string
}

interface PartnershipsRegions {
  hero: Hero
  badge: string
  whoWePartnerWith: {
    title: string
    lead: string
    paths: readonly [PartnershipPath, PartnershipPath]
  }
  completePackage: {
    title: string
    lead: string
    items: readonly [Card, Card, Card, Card, Card, Card]
    cta: Cta
  }
  whyPartner: {
    title: string
    stats: readonly [Stat, Stat, Stat, Stat]
  }
}

/**
 * The copy of /partnerships' hero and static sections (who we partner with, the complete
 * package, why partner). Only their regions import it, so a
 * visitor who opens /partnerships reads it in the document and never downloads it
 * (docs/decisions/021).
 */
export const partnershipsRegions = {
  hero: {
    eyebrow: 'Partnerships · Jupiter, Florida',
    title: 'Put Capital, Code and Counsel Behind the Traction You Have Already Earned',
    lead: 'Bring us a business that is already working, or choose one of our 60 brand and domain concepts and build it with us. Either way, you get funding, senior operators and a patent strategy from one team in Palm Beach County.',
    primary: { label: 'Partner With Us', href: contactPath({ context: 'partnership' }) },
    secondary: { label: 'View Our Brands', href: '#brands' },
  },
  badge: 'Limited partnership slots available in 2025',
  whoWePartnerWith: {
    title: 'Two Ways to Work with Us',
    lead: 'Most partnerships start in one of two places: a company you have already set in motion, or a brand from our portfolio that is waiting for the right operator.',
    paths: [
      {
        icon: 'rocket',
        title: 'You Have a Business with Traction',
        description:
          'Paying customers, a working product or a waitlist that keeps growing. We add capital and hands-on help so the next stage arrives sooner.',
        points: [
          'Seed funding from $50K to $500K+ on flexible terms',
          'Weekly strategy, engineering and legal support',
          'A patent plan for what makes your product different',
        ],
        cta: { label: 'Tell Us About Your Business', href: paths.contact },
      },
      {
        icon: 'compass',
        title: 'You Want to Build One of Our Brands',
        description:
          'Pick from 60 brand and domain concepts we have already named and scoped, then build the business with the studio behind you.',
        points: [
          'Partnership, joint venture, license or acquisition',
          'A premium domain and brand identity from day one',
          'Studio support from first customer to first hire',
        ],
        cta: { label: 'Browse the Portfolio', href: '#brands' },
      },
    ],
  },
  completePackage: {
    title: 'Everything a Young Company Needs, From One Partner',
    lead: 'Founders tell us the hardest part of early growth is stitching together investors, agencies, lawyers and contractors. We bring those pieces under one roof and keep them pointed at the same milestone.',
    items: [
      {
        icon: 'coins',
        title: 'Seed Capital',
        description:
          'Investments of $50K to $500K+, pre-seed through Series A, with terms shaped around your plan rather than a template.',
      },
      {
        icon: 'compass',
        title: 'Strategic Guidance',
        description:
          'Market analysis, product-market fit work and a go-to-market plan, reviewed with you every week instead of once a quarter.',
      },
      {
        icon: 'code',
        title: 'Engineering',
        description:
          'Senior developers for MVP builds, full-stack delivery and architecture reviews, so the product keeps pace with demand.',
      },
      {
        icon: 'shield',
        title: 'Legal and IP Strategy',
        description:
          'Entity formation, contracts, compliance and a patent roadmap, handled alongside registered patent attorneys and business counsel.',
      },
      {
        icon: 'globe',
        title: 'Brand and Domain',
        description:
          'A name, identity and premium domain that customers remember, whether it comes from our portfolio or from you.',
      },
      {
        icon: 'users',
        title: 'Network',
        description:
          'Introductions to customers, co-investors, advisors and service providers across Palm Beach County and beyond.',
      },
    ],
    cta: { label: 'Discuss Your Package', href: paths.contact },
  },
  whyPartner: {
    title: 'Why Founders Partner with Inlet',
    stats: [
      { value: '60+', label: 'Premium ideas' },
      { value: '25+', label: 'Years experience' },
      { value: '$50K–$500K+', label: 'Funding range' },
      { value: '100%', label: 'Committed' },
    ],
  },
} as const satisfies PartnershipsRegions

/** The small labels above the static sections of /partnerships. */
export const partnershipsRegionEyebrows = {
  who: 'Who We Partner With',
  package: 'Complete Package',
  why: 'Why Partner',
} as const
