import { contactPath } from '@inlet/shared/paths'
import type { Card, Cta } from '../../content/types'

export interface AboutStep {
  title: string
  description: string
}

export interface AboutBody {
  mission: { title: string; paragraphs: readonly [string, string] }
  values: { title: string; items: readonly [Card, Card, Card, Card] }
  approach: {
    title: string
    lead: string
    steps: readonly [AboutStep, AboutStep, AboutStep, AboutStep]
  }
  cta: { title: string; lead: string; action: Cta }
}

/**
 * The /about body: copy only the static region (regions.tsx) imports, so a direct
 * load takes it from the document, not from a script (docs/decisions/045).
 */
export const aboutBody = {
  mission: {
    title: 'Our Mission',
    paragraphs: [
      'Good businesses rarely stall for lack of an idea. They stall when a founder runs short of capital, engineering time or the legal groundwork needed to grow, often all at once. Our mission is to close those gaps for founders who have already shown that customers want what they are making.',
      'We do that as partners, not spectators. Our capital comes with people who will review your architecture, sharpen your go-to-market plan and help protect your inventions, and our portfolio of 60 brand and domain concepts gives operators a head start when they want to build something new with us.',
    ],
  },
  values: {
    title: 'What We Value',
    items: [
      {
        icon: 'sparkles',
        title: 'Innovation First',
        description:
          'We look for products that solve a problem in a new way, then help protect the ideas that make them different.',
      },
      {
        icon: 'handshake',
        title: 'Founder Partnership',
        description:
          'You run your company. We answer quickly, give honest feedback and stay involved when the work gets hard.',
      },
      {
        icon: 'compass',
        title: 'Strategic Thinking',
        description:
          'Every dollar, feature and filing should serve a milestone, so we help founders choose the few moves that matter most.',
      },
      {
        icon: 'chart',
        title: 'Results Driven',
        description:
          'We judge our work by the progress our founders make: customers won, products shipped and inventions protected.',
      },
    ],
  },
  approach: {
    title: 'How We Work with Founders',
    lead: 'Every partnership is different, but most follow the same four steps from first call to shared work.',
    steps: [
      {
        title: 'Start with a Conversation',
        description:
          'A first call about your business, your traction and what is slowing you down. Bring what you have; a polished deck is optional.',
      },
      {
        title: 'Diagnose Together',
        description:
          'We look at your product, numbers, market and technology with you, and agree on the two or three things that would change your trajectory.',
      },
      {
        title: 'Commit to a Plan',
        description:
          'We put the partnership in writing: the capital, engineering, legal and brand support we contribute, on what terms and against which milestones.',
      },
      {
        title: 'Build Side by Side',
        description:
          'We meet on a steady cadence, work directly with your team and adjust the plan as the business learns, from the first milestone to the next raise.',
      },
    ],
  },
  cta: {
    title: 'Let’s See If We Are a Fit',
    lead: 'Tell us what you are building and where you want it to be in a year. The first conversation costs nothing, and you will get a straight answer.',
    action: { label: 'Start a Conversation', href: contactPath({ context: 'partnership' }) },
  },
} as const satisfies AboutBody
