import { useId, useState } from 'react'
import type { FaqItem } from '../../content/types'
import { useHydrated } from '../../hooks/use-hydrated'
import { faqId } from '../seo/json-ld'
import { Icon } from './icon'

/**
 * The FAQ items of the page at `path`. The document the visitor loaded already holds them as
 * that page's FAQPage data (json-ld.ts builds it from the same items at build time), so they
 * are read from there and do not travel twice; after a client-side navigation the document
 * holds no such data and `load` brings them with the page's region copy (docs/decisions/036).
 */
export async function adoptOrLoadFaq(
  path: string,
  load: () => Promise<readonly FaqItem[]>,
): Promise<readonly FaqItem[]> {
  for (const script of globalThis.document?.querySelectorAll(
    'script[type="application/ld+json"]',
  ) ?? []) {
    const nodes: FaqPageData[] = JSON.parse(script.textContent ?? '')['@graph']
    const faq = nodes.find((node) => node['@id'] === faqId(path))
    if (faq)
      return faq.mainEntity.map((entry) => ({
        question: entry.name,
        answer: entry.acceptedAnswer.text,
      }))
  }
  return load()
}

/** The FAQPage data json-ld.ts builds: the one node whose `@id` is faqId(path). */
interface FaqPageData {
  '@id'?: string
  mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }>
}

/** Accordion rule: one item open at a time; choosing the open one closes it. */
export function nextOpen(current: number | null, chosen: number): number | null {
  return current === chosen ? null : chosen
}

/**
 * FAQ accordion: buttons with aria-expanded/aria-controls, answers in labeled regions. Its
 * items are the page's copy, the same the page's FAQPage data is built from.
 * The prerendered page shows every answer open: the accordion closes them once its code runs,
 * so a page whose script never arrives still has its answers (docs/decisions/026).
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  const [open, setOpen] = useState<number | null>(null)
  const running = useHydrated()
  const id = useId()
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((item, index) => {
        const expanded = !running || open === index
        const buttonId = `${id}-q${index}`
        const panelId = `${id}-a${index}`
        return (
          <div key={item.question}>
            <h3>
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen((current) => nextOpen(current, index))}
                className="flex w-full items-center justify-between gap-4 px-4 py-3.5 text-left font-semibold text-navy hover:text-tide sm:px-6 sm:py-5 sm:text-lg"
              >
                {item.question}
                <Icon
                  name="chevron"
                  className={`size-5 shrink-0 transition-transform ${expanded ? 'rotate-180' : ''}`}
                />
              </button>
            </h3>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="px-4 pb-5 text-ink sm:px-6 sm:pb-6"
            >
              <p>{item.answer}</p>
            </section>
          </div>
        )
      })}
    </div>
  )
}
