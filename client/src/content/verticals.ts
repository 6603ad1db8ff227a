import type { Faq } from './partnerships'
import type { RouteDef } from './route'

export type VerticalId = 'fintech' | 'aiml' | 'saas'

/**
 * The copy a vertical page's module draws itself: the FAQ's title. The FAQ's items are in
 * verticals/<id>-faq.ts (read from the document when it holds them), the static sections' copy
 * in verticals/<id>-regions.ts (verticals-regions.ts).
 */
export interface Vertical {
  faq: { title: string }
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

/** Each vertical's FAQ items, loaded only when the document does not hold them. */
export const verticalFaq: Record<VerticalId, () => Promise<{ faq: Faq[] }>> = {
  fintech: () => import('./verticals/fintech-faq'),
  aiml: () => import('./verticals/aiml-faq'),
  saas: () => import('./verticals/saas-faq'),
}
