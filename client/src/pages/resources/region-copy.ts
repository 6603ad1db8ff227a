import type { BrandIcon } from '@inlet/shared/brands'
import { paths, postPath } from '@inlet/shared/paths'
import { site } from '@inlet/shared/site'
import { resourcesPage } from './copy'

export type GuideCategory = 'Insights' | 'Strategy' | 'Growth' | 'Capital' | 'Technology' | 'Local'

export interface Guide {
  title: string
  description: string
  category: GuideCategory
  readTime: string
  icon: BrandIcon
  link: string
}

export interface LinkCard {
  title: string
  description: string
  icon: BrandIcon
  link: string
}

/**
 * The /resources cards and closing band: copy only the static region (pages/resources-guides.tsx)
 * imports, so a direct load takes it from the document, not from a script (docs/decisions/045).
 */
export const resourcesGuides = {
  guides: {
    title: 'Guides From the Studio',
    lead: 'Long-form articles with checklists and worked examples you can apply to your own company this week.',
    items: [
      {
        title: 'Lessons Learned Building a Startup Studio',
        description:
          'What we got wrong in our first years as a studio, what we kept, and the questions you should put to any studio before you sign with it.',
        category: 'Insights',
        readTime: '9 min read',
        icon: 'rocket',
        link: postPath('lessons-learned-building-startup-studio'),
      },
      {
        title: 'How to Find the Right Founder–Investor Fit',
        description:
          'Build an investor list that gives you real choices, plan a 12 to 14 week raise, diligence the people behind the money and read a term sheet for fit signals.',
        category: 'Strategy',
        readTime: '9 min read',
        icon: 'handshake',
        link: postPath('find-right-founder-investor-fit'),
      },
      {
        title: 'Optimizing Your Business Model for Scalable Growth',
        description:
          'A step-by-step diagnostic for unit economics, pricing, delivery and channels, with a worked example and a one-page scalability checklist.',
        category: 'Growth',
        readTime: '8 min read',
        icon: 'chart',
        link: postPath('optimizing-business-model-scalable-growth'),
      },
      {
        title: 'Unlocking Capital: Creative Fundraising Strategies for 2025',
        description:
          'How to combine revenue-based financing, grants, customer prepayments, strategic investors and SAFEs into one capital plan that costs you less equity.',
        category: 'Capital',
        readTime: '10 min read',
        icon: 'coins',
        link: postPath('unlocking-capital-creative-fundraising-2025'),
      },
      {
        title: 'AI Implementation Tactics for Founders',
        description:
          'The tactics our platform team uses to scope, evaluate, launch and run AI features, ending with a 90-day implementation plan.',
        category: 'Technology',
        readTime: '9 min read',
        icon: 'cpu',
        link: postPath('ai-implementation-tactics-for-founders'),
      },
      {
        title: 'Building Innovation in Jupiter, FL',
        description:
          'What northern Palm Beach County offers founders, where the ecosystem still falls short, and a practical playbook for building, hiring and raising from here.',
        category: 'Local',
        readTime: '8 min read',
        icon: 'compass',
        link: postPath('building-innovation-jupiter-fl'),
      },
    ] satisfies readonly Guide[],
  },
  industries: {
    title: 'Resources by Industry',
    lead: 'Each industry page explains how we partner with founders in that sector. The fintech and AI & ML pages also show six concepts each from our brand portfolio, ready for a joint venture, license or acquisition.',
    items: [
      {
        title: 'Fintech Ventures',
        description:
          'Six portfolio concepts, from freelancer bookkeeping and earned-wage payouts to invoice factoring and fraud scoring, and how we partner with founders who build in regulated markets.',
        icon: 'card',
        link: paths.fintech,
      },
      {
        title: 'AI & ML Startups',
        description:
          'Six portfolio concepts built on tutoring, fraud scoring, prior-art search, custom language models, computer vision and document parsing, for founders who can turn a model into a product customers trust.',
        icon: 'brain',
        link: paths.aiml,
      },
      {
        title: 'SaaS Companies',
        description:
          'Funding sized to your recurring revenue, software and API patent strategy, and engineering support for scale, for founders whose customers already pay and renew.',
        icon: 'code',
        link: paths.saas,
      },
    ] satisfies readonly LinkCard[],
  },
  templates: {
    title: 'Templates on Request',
    lead: 'We share our working templates directly with founders rather than as public downloads, so we can point you to the version that fits your stage. Ask through the contact form and we will email them to you.',
    items: [
      {
        title: 'Business Planning',
        description:
          'A one-page business model canvas, a unit-economics worksheet for CAC, LTV and payback, and an 18-month runway model you can adapt in any spreadsheet.',
        icon: 'pen',
        link: resourcesPage.consultation.href,
      },
      {
        title: 'Pitch Resources',
        description:
          'The slide outline we use when reviewing decks, an investor pipeline tracker, and a data-room checklist for the due diligence that follows a first meeting.',
        icon: 'megaphone',
        link: resourcesPage.consultation.href,
      },
    ] satisfies readonly LinkCard[],
  },
  consultation: {
    title: 'Want to Talk Through Your Plan?',
    lead: `If you have customers and a clear next milestone, tell us where you are and what is in the way. A partner will read your note and reply personally within ${site.responseHours} hours.`,
    ...resourcesPage.consultation,
  },
} as const
