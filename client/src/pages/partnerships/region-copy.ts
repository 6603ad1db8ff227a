import { contactPath, paths } from '@inlet/shared/paths'
import { partnershipsMotif } from '../../content/motifs/partnerships'
import type { Card, Cta, FaqItem, Hero } from '../../content/types'

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
  faq: { title: string }
  finalCta: { title: string; lead: string; options: readonly [Cta, Cta, Cta] }
}

/**
 * The words of /partnerships' static parts: the hero, who we partner with, the complete
 * package, why partner, the FAQ and the closing band. Only those parts' module imports them, so
 * a visitor who opens /partnerships reads them in the document and never downloads them
 * (docs/decisions/045).
 */
export const partnershipsRegions = {
  hero: {
    eyebrow: 'Partnerships · Jupiter, Florida',
    title: 'Put Capital, Code and Counsel Behind the Traction You Have Already Earned',
    lead: 'Bring us a business that is already working, or choose one of our 60 brand and domain concepts and build it with us. Either way, you get funding, senior operators and a patent strategy from one team in Palm Beach County.',
    primary: { label: 'Partner With Us', href: contactPath({ context: 'partnership' }) },
    secondary: { label: 'View Our Brands', href: '#brands' },
    motif: partnershipsMotif,
  },
  // SPEC.md's badge names 2025; a year in the copy goes stale, so it names none (issue 33, item 7).
  badge: 'Limited partnership slots available',
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
  faq: {
    title: 'Partnership Questions',
  },
  finalCta: {
    title: 'Ready to Build Something That Lasts?',
    lead: 'Tell us about your business or the brand that caught your eye. A partner reads every message and replies personally.',
    options: [
      { label: 'Apply for Funding', href: contactPath({ context: 'funding' }) },
      { label: 'Start a Partnership Conversation', href: contactPath({ context: 'partnership' }) },
      { label: 'View Our Brands', href: '#brands' },
    ],
  },
} as const satisfies PartnershipsRegions

/** The small labels above the static sections of /partnerships. */
export const partnershipsRegionEyebrows = {
  who: 'Who We Partner With',
  package: 'Complete Package',
  why: 'Why Partner',
  faq: 'FAQ',
} as const

/**
 * /partnerships' questions and answers: the accordion and the FAQPage data. A visitor who
 * loads the page gets them in its document (docs/decisions/045).
 */
export const partnershipsFaq: readonly FaqItem[] = [
  {
    question: 'How Does a Partnership with Inlet Ventures Work?',
    answer:
      'It starts with a conversation about where your business stands and what is holding it back. If there is a fit, we agree on what each side contributes, whether that is capital, engineering time, legal work or a brand from our portfolio, and put it in writing. From there we work with you on a regular cadence against milestones we set together.',
  },
  {
    question: 'What Does a Joint Venture, License or Acquisition of One of Your Brands Involve?',
    answer:
      'In a joint venture we build the business together: we contribute the brand, the domain and studio support, and ownership is shared. A license lets you operate under the brand for an agreed term and fee while we keep ownership. An acquisition transfers the brand and domain to you outright, and in every case the terms are set out in a written agreement reviewed by both sides’ counsel.',
  },
  {
    question: 'How Do You Approach Equity and Terms?',
    answer:
      'There is no single template: depending on your stage and what we contribute, terms may involve equity, a SAFE or convertible note, a revenue share or a fee. We walk through the trade-offs of each in plain language and put everything in writing. We are not a registered investment advisor, so please review any terms with your own lawyer and financial advisor before you sign.',
  },
  {
    question: 'How Much Traction Do I Need?',
    answer:
      'There is no fixed revenue threshold. We look for evidence that people want what you are building: paying customers, active users, signed pilots, letters of intent or a waitlist that converts. If you are earlier than that, one of our portfolio brands may be a better place to start.',
  },
  {
    question: 'How Long Does It Take to Get a Decision?',
    answer:
      'After the first call we tell you whether it is worth going further, and we aim to give a clear yes or no within a few weeks of receiving the information we ask for. Larger investments and brand acquisitions can need more diligence, and we will tell you up front when that is the case.',
  },
  {
    question: 'What Happens After We Sign?',
    answer:
      'We hold a kickoff session to agree on the first 90 days: milestones, who owns what and how often we meet. Capital is released as the agreement sets out, and engineering, legal and brand work is scheduled against those milestones. You keep running your company; we stay close enough to help when it counts.',
  },
]
