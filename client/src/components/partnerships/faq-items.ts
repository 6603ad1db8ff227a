import type { FaqItem } from '../ui/faq'

const ATTRIBUTE = 'data-faq'

/**
 * The FAQ island's items: read from the document when it holds this FAQ (the questions and
 * answers travel once, in the prerendered accordion), else loaded. The accordion stays React
 * (components/ui/faq.tsx); hydration gets exactly the strings the build rendered, so it matches
 * (docs/decisions/021).
 */
export async function adoptOrLoadFaq(
  id: string,
  load: () => Promise<readonly FaqItem[]>,
): Promise<readonly FaqItem[]> {
  const holder =
    typeof document === 'undefined' ? null : document.querySelector(`[${ATTRIBUTE}="${id}"]`)
  const buttons = holder ? [...holder.querySelectorAll<HTMLButtonElement>('h3 > button')] : []
  const items = buttons.map((button) => ({
    question: button.textContent ?? '',
    answer: document.getElementById(button.getAttribute('aria-controls') ?? '')?.textContent ?? '',
  }))
  return items.length > 0 ? items : load()
}

/** Marks the element that holds FAQ `id`'s accordion, for adoptOrLoadFaq. */
export const faqHolder = (id: string) => ({ [ATTRIBUTE]: id })
