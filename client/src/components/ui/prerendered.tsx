import type { MouseEventHandler } from 'react'

/**
 * Build-time HTML (an article, a legal text) travels once: in the document the visitor
 * loads. Hydrating that page adopts the region's HTML from the document instead of
 * downloading it again in a script; a client-side navigation to the page loads its chunk
 * (docs/decisions/021).
 */
const ATTRIBUTE = 'data-prerendered'

/**
 * The HTML of region `id` when this document holds it (the page the visitor loaded), else
 * null (a client-side navigation, or the prerender itself, where there is no document).
 */
export function prerenderedHtml(id: string): string | null {
  if (typeof document === 'undefined') return null
  return document.querySelector(`[${ATTRIBUTE}="${id}"]`)?.innerHTML ?? null
}

/** Region `id`'s HTML: adopted from the document when it holds it, else loaded. */
export async function adoptOrLoad(
  id: string,
  load: () => Promise<{ default: string }>,
): Promise<string> {
  return prerenderedHtml(id) ?? (await load()).default
}

interface PrerenderedProps {
  /** Unique across the site's pages, so one page's region is never taken for another's. */
  id: string
  html: string
  className?: string
  onClick?: MouseEventHandler<HTMLDivElement>
}

/**
 * A region of build-time HTML. React never renders inside it, so hydration leaves the
 * adopted markup as it is; its links need a delegated handler (`useInternalLinks`).
 */
export function Prerendered({ id, html, className, onClick }: PrerenderedProps) {
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: delegated handler for the links inside; keyboard activation of a link fires click too
    <div
      {...{ [ATTRIBUTE]: id }}
      className={className}
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown, converted at build time
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
