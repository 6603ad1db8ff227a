import { readFileSync } from 'node:fs'

/** The routes the build prerendered (written by client/scripts/prerender.ts from the manifest). */
export const builtRoutes: Array<{ path: string; file: string; title: string; noindex: boolean }> =
  JSON.parse(readFileSync(new URL('../../client/dist-ssr/routes.json', import.meta.url), 'utf8'))
