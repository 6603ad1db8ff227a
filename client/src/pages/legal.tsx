import { useRoute } from '../app/route-context'
import { breadcrumbsFor } from '../app/routes'
import { Seo } from '../components/seo/seo'
import { Breadcrumbs } from '../components/ui/breadcrumbs'
import { LastUpdated } from '../components/ui/last-updated'
import { PageHero } from '../components/ui/page-hero'

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
  title: string
  lead: string
  html: string
}

/** A legal page; each document is its own page chunk (privacy.tsx, terms.tsx). */
export function LegalDocument({ title, lead, html }: LegalDocumentProps) {
  const route = useRoute()
  const crumbs = breadcrumbsFor(route.path)
  return (
    <>
      <Seo title={route.title} description={route.description} path={route.path} crumbs={crumbs} />
      <PageHero eyebrow="Legal" title={title} lead={lead} />
      <Breadcrumbs crumbs={crumbs} />
      <LastUpdated date={route.lastUpdated} />
      <div className="container-page pb-16 sm:pb-20">
        <div
          className={proseClass}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown, converted at build time
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </div>
    </>
  )
}
