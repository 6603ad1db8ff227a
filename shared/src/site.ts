/** The studio's identity: the one place its name, address and links are written. */
export const site = {
  name: 'Inlet Ventures',
  legalName: 'Inlet Ventures LLC',
  tagline: 'Capital, counsel and code for founders with traction.',
  description:
    'Inlet Ventures is a founder-focused startup studio and venture firm in Jupiter, Florida: seed funding, strategic mentoring, software development and patent strategy for businesses that already have traction.',
  /** Production origin; overridden at build time by SITE_URL. */
  defaultUrl: 'https://inletventures.example',
  email: 'hello@inletventures.example',
  phone: '+1-561-555-0142',
  phoneDisplay: '(561) 555-0142',
  address: {
    street: '1001 N US Highway 1, Suite 400',
    locality: 'Jupiter',
    region: 'FL',
    postalCode: '33477',
    country: 'US',
  },
  geo: { latitude: 26.9342, longitude: -80.0942 },
  openingHours: {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '09:00',
    closes: '17:00',
  },
  techInsightsUrl: 'https://insights.inletventures.example',
  foundingYear: 2024,
} as const

export type Site = typeof site

/** Normalizes an origin: absolute http(s), no trailing slash. Throws on anything else. */
export function parseSiteUrl(value: string | undefined): string {
  const raw = value && value.trim() !== '' ? value.trim() : site.defaultUrl
  const url = new URL(raw)
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`SITE_URL must be an http(s) URL, got "${raw}"`)
  }
  return url.origin
}
