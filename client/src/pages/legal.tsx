import type { ComponentType } from 'react'
import { PageHero } from '../components/ui/page-hero'
import { adoptOrLoad, Prerendered } from '../components/ui/prerendered'
import { legalPages, privacyRoute, termsRoute } from '../content/legal'
import type { FrameProps, PageModule, PageProps } from './frame'

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
  id: string
  title: string
  lead: string
  html: string
}

function LegalDocument({ Frame, id, title, lead, html }: LegalDocumentProps) {
  return (
    <Frame
      hero={
        <PageHero eyebrow={legalPages.eyebrow} title={title} lead={lead} motif={legalPages.motif} />
      }
      lastUpdated="top"
    >
      <div className="container-page pb-16 sm:pb-20">
        <Prerendered id={id} html={html} className={proseClass} />
      </div>
    </Frame>
  )
}

/** Each text is its own chunk, loaded only on a client-side navigation (docs/decisions/021). */
const documents = {
  privacy: { route: privacyRoute, load: () => import('virtual:markdown/legal/privacy') },
  terms: { route: termsRoute, load: () => import('virtual:markdown/legal/terms') },
}

/** The privacy policy or the terms of use, with its text adopted or loaded first. */
export async function legalPage(name: keyof typeof documents): Promise<PageModule> {
  const { route, load } = documents[name]
  const id = `legal:${name}`
  const html = await adoptOrLoad(id, load)
  return {
    default: ({ Frame }: PageProps) => (
      <LegalDocument Frame={Frame} id={id} {...legalPages[name]} html={html} />
    ),
    route,
  }
}
