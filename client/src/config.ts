import { parseSiteUrl } from '@inlet/shared/site'

/** Absolute origin for canonical links and structured data, fixed at build time. */
export const SITE_URL = parseSiteUrl(import.meta.env.SITE_URL)

export function absoluteUrl(path: string): string {
  return path === '/' ? `${SITE_URL}/` : `${SITE_URL}${path}`
}
