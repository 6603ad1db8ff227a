/**
 * Words travel once: in the document the visitor loads. A static region (an article, a legal
 * text, sections of copy, the footer) is marked with this attribute in the prerendered page and
 * adopted from the document when the page is hydrated (docs/decisions/021). Without React, so
 * the app chunk can read the footer's region without taking in the regions' code (039).
 */
export const REGION_ATTRIBUTE = 'data-prerendered'

/**
 * The HTML of region `id` when this document holds it (the page the visitor loaded), else
 * null (a client-side navigation, or the prerender itself, where there is no document).
 */
export function prerenderedHtml(id: string): string | null {
  if (typeof document === 'undefined') return null
  return document.querySelector(`[${REGION_ATTRIBUTE}="${id}"]`)?.innerHTML ?? null
}
