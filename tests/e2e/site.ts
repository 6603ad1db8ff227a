import { readFileSync } from 'node:fs'
import { longDate } from '../../client/src/content/post-schema.ts'

/** The routes the build prerendered (written by client/scripts/prerender.ts from the manifest). */
export const builtRoutes: Array<{ path: string; file: string; title: string; noindex: boolean }> =
  JSON.parse(readFileSync(new URL('../../client/dist-ssr/routes.json', import.meta.url), 'utf8'))
// The specs walk every route in loops: a build that listed none (or a few) must stop them here,
// not let them pass on an empty list.
if (builtRoutes.length < 20) {
  throw new Error(
    `client/dist-ssr/routes.json lists ${builtRoutes.length} routes: run npm run build`,
  )
}

/** React's text escaping (`'` as `&#x27;`), to find a text such as a title in the raw HTML. */
export const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#x27;')

/** The day a dated page prints as "Last updated": its words' last change, as the repository says (docs/decisions/044). */
export function lastUpdated(path: string): string {
  const days: Record<string, string> = JSON.parse(
    readFileSync(new URL('../../client/src/content/page-dates.json', import.meta.url), 'utf8'),
  )
  const day = days[path]
  if (!day) throw new Error(`${path} is not a dated page`)
  return longDate(day)
}
