import type { FaqItem } from '../../content/types'
import { faqPage } from '../seo/json-ld'
import { JsonLdScript } from '../seo/json-ld-script'
import { Icon } from './icon'
import { Section } from './section'

interface FaqProps {
  /** The page the FAQ is on: its FAQPage data is identified by it (faqId). */
  path: string
  title: string
  eyebrow?: string
  tone?: 'white' | 'sand' | 'foam'
  /** Keep the accordion to the text's measure (the IP page). */
  narrow?: boolean
  items: readonly FaqItem[]
}

/**
 * A page's questions and answers at #faq, with their FAQPage data built from the same items.
 * The browser keeps the accordion: `<details>` elements sharing a name open one at a time, and
 * the open one closes when chosen again, with or without the page's script. So the FAQ is
 * static markup, kept from the document like any static part (docs/decisions/045).
 */
export function Faq({ path, title, eyebrow, tone, narrow, items }: FaqProps) {
  return (
    <Section id="faq" title={title} eyebrow={eyebrow} tone={tone}>
      <JsonLdScript nodes={[faqPage(items, path)]} />
      <div
        className={`divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white ${narrow ? 'max-w-3xl' : ''}`}
      >
        {items.map((item) => (
          <details key={item.question} name="faq">
            <summary className="flex items-center justify-between gap-4 px-4 py-3.5 text-[min(1rem,8vw)] font-semibold text-navy hover:text-tide sm:px-6 sm:py-5 sm:text-lg">
              {item.question}
              <Icon name="chevron" className="size-5 shrink-0 transition-transform" />
            </summary>
            <p className="px-4 pb-5 text-ink sm:px-6 sm:pb-6">{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  )
}
