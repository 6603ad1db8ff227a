import type { ComponentType } from 'react'
import { PageHero } from '../components/ui/page-hero'
import { legalPages } from '../content/legal'
import type { FrameProps } from './frame'

/** Styles the HTML generated from Markdown (h2, h3, p, lists, links, bold). */
const proseClass = [
  'prose-legal max-w-3xl text-lg leading-relaxed text-ink',
  '[&>:first-child]:mt-0',
  '[&_h2]:mt-12 [&_h2]:font-display [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-navy',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-navy',
  '[&_p]:mt-4',
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6',
  '[&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_strong]:font-semibold [&_strong]:text-navy',
  '[&_a]:font-medium [&_a]:text-tide [&_a]:underline [&_a]:underline-offset-4',
].join(' ')

interface LegalDocumentProps {
  Frame: ComponentType<FrameProps>
  title: string
  lead: string
  html: string
}

/** A legal page; each document is its own page chunk (privacy.tsx, terms.tsx). */
export function LegalDocument({ Frame, title, lead, html }: LegalDocumentProps) {
  return (
    <Frame
      hero={<PageHero eyebrow={legalPages.eyebrow} title={title} lead={lead} />}
      lastUpdated="top"
    >
      <div className="container-page pb-16 sm:pb-20">
        <div
          className={proseClass}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown, converted at build time
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </div>
    </Frame>
  )
}
