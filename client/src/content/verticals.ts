import type { Faq } from './partnerships'
import type { RouteDef } from './route'

export type VerticalId = 'fintech' | 'aiml' | 'saas'

/**
 * The copy a vertical page's module draws itself: the FAQ (an island whose items also feed the
 * FAQPage data). The static sections' copy is in verticals/<id>-regions.ts (verticals-regions.ts).
 */
export interface Vertical {
  faq: { title: string; items: Faq[] }
}

/** Each vertical's copy is its own module, so a page loads only its own. */
export const verticalContent: Record<
  VerticalId,
  () => Promise<{ vertical: Vertical; route: RouteDef }>
> = {
  fintech: () => import('./verticals/fintech'),
  aiml: () => import('./verticals/aiml'),
  saas: () => import('./verticals/saas'),
}
