import type { Card, Cta, Faq, Hero } from './partnerships'
import type { RouteDef } from './route'

export type VerticalId = 'fintech' | 'aiml' | 'saas'

export interface Vertical {
  hero: Hero
  pitch: string[]
  benefits: Card[]
  focusAreas?: Card[]
  funding?: { title: string; text: string }
  ideas?: { title: string; lead: string }
  faq: { title: string; items: Faq[] }
  cta: { title: string; lead: string; action: Cta }
}

/** The labels every vertical page shares. */
export const verticalLabels = {
  pitch: 'Our approach',
  benefits: 'What You Get',
  focusAreas: 'Focus Areas',
  ideas: 'Idea opportunities',
  discuss: 'Discuss Partnership',
  discussOn: (domain: string) => `Discuss Partnership on ${domain}`,
} as const

/** Each vertical's copy is its own module, so a page loads only its own. */
export const verticalContent: Record<
  VerticalId,
  () => Promise<{ vertical: Vertical; route: RouteDef }>
> = {
  fintech: () => import('./verticals/fintech'),
  aiml: () => import('./verticals/aiml'),
  saas: () => import('./verticals/saas'),
}
