import type { BrandIcon } from '@inlet/shared/brands'
import { contactPath, paths } from '@inlet/shared/paths'
import { homeMotif } from '../../content/motifs/home'

/**
 * The copy of the home page's static regions (regions.tsx): only that module
 * imports it, so a visitor who loads the home page gets it in the document, not in a script
 * (docs/decisions/045).
 */

export const hero = {
  eyebrow: 'Startup studio & venture partner · Jupiter, Florida',
  title: 'Capital, Counsel and Code for Founders Who Already Have Traction',
  lead: 'We invest in businesses that have proven something, then work beside their founders: seed capital, hands-on strategy, engineering help and a patent plan that protects what makes them different.',
  /** The filled button: the studio's first offer is partnership; IP work follows from it. */
  primary: { label: 'Partner With Us', href: paths.partnerships },
  secondary: { label: 'IP Development', href: paths.ip },
  claims: [
    { value: '60+', label: 'Premium ideas' },
    { value: '25+', label: 'Years experience' },
    { value: '100%', label: 'Committed' },
  ],
  motif: homeMotif,
} as const

export const about = {
  eyebrow: 'Who we are',
  title: 'A Studio That Builds Alongside You, Not Above You',
  paragraphs: [
    'Inlet Ventures is a small team of operators, engineers and IP strategists on Florida’s Treasure Coast. We back founders after the first signs of pull: paying customers, a working product, a market that keeps asking for more.',
    'Some founders come to us with a company and need capital and a second pair of hands. Others pick up one of our brand and domain concepts and build it with us through a joint venture, a license or an acquisition.',
  ],
  links: [
    { label: 'Explore partnerships', href: paths.partnerships },
    { label: 'AI & ML startups', href: paths.aiml },
    { label: 'Fintech ventures', href: paths.fintech },
    { label: 'SaaS companies', href: paths.saas },
  ],
} as const

export const services: ReadonlyArray<{
  icon: BrandIcon
  title: string
  summary: string
  points: readonly string[]
}> = [
  {
    icon: 'coins',
    title: 'Seed Funding',
    summary: 'Investments of $50K to $500K+ for companies between pre-seed and Series A.',
    points: ['Pre-seed to Series A', 'Flexible terms', 'Quick decisions'],
  },
  {
    icon: 'compass',
    title: 'Strategic Guidance',
    summary: 'A partner who has sat in your chair and will work the problem with you each week.',
    points: ['Market analysis', 'Product-market fit', 'Go-to-market'],
  },
  {
    icon: 'code',
    title: 'Software Development',
    summary: 'Senior engineers who ship the product your next milestone depends on.',
    points: ['MVP builds', 'Full-stack delivery', 'Architecture reviews'],
  },
  {
    icon: 'shield',
    title: 'Legal Strategy',
    summary: 'The structure, paperwork and protection that let a young company grow safely.',
    points: ['Entity formation', 'IP and patents', 'Contracts and compliance'],
  },
]

export const statement = {
  quote:
    'We measure ourselves by one thing: whether the founders we back would choose us again. That means fast answers, honest feedback and showing up when the work gets hard, not only when the news is good.',
  attribution: 'The Inlet Ventures partners',
}

export const closingCta = {
  title: 'Let’s Build the Next Chapter Together',
  lead: 'Whether you need a co-investor, a technical partner or a brand to launch, the first conversation costs nothing and moves quickly.',
  action: {
    label: 'Start a Partnership Conversation',
    href: contactPath({ context: 'partnership' }),
  },
} as const

/** Section headings of the home page. */
export const sections = {
  services: { eyebrow: 'What we bring', title: 'Four Kinds of Help, One Partner' },
  statementLabel: 'Our commitment',
  posts: { eyebrow: 'From the blog', title: 'Latest Insights for Founders', all: 'View All Posts' },
} as const
