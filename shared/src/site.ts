/**
 * Facts a deployment may change, read at build time: Vite writes the build's values into the
 * browser bundle as __SITE_ENV__ (client/vite.config.ts); Node (the build scripts, the
 * prerender's config, the server) reads its own environment. docs/configuration.md.
 */
declare const __SITE_ENV__: Partial<Record<SiteEnvKey, string>> | undefined
export const siteEnvKeys = ['SITE_EMAIL', 'SITE_PHONE', 'SITE_INSIGHTS_URL'] as const
type SiteEnvKey = (typeof siteEnvKeys)[number]

const env: Partial<Record<SiteEnvKey, string>> =
  typeof __SITE_ENV__ !== 'undefined'
    ? __SITE_ENV__
    : ((globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {})

function setting(key: SiteEnvKey, fallback: string, valid: RegExp): string {
  const value = env[key]?.trim()
  if (!value) return fallback
  if (!valid.test(value)) throw new Error(`${key} is not valid: "${value}"`)
  return value
}

const email = setting('SITE_EMAIL', 'hello@inletventures.example', /^[^\s@]+@[^\s@]+\.[^\s@]+$/)
/** E.164 with dashes, as schema.org and tel: links take it. */
const phone = setting('SITE_PHONE', '+1-561-555-0142', /^\+[0-9][0-9-]{6,19}$/)

/** "+1-561-555-0142" → "(561) 555-0142"; any other number is shown as given. */
function displayPhone(number: string): string {
  const us = /^\+1-(\d{3})-(\d{3})-(\d{4})$/.exec(number)
  return us ? `(${us[1]}) ${us[2]}-${us[3]}` : number
}

/** "09:00" → "9 a.m.", "17:30" → "5:30 p.m." */
function clockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  const hour = hours % 12 === 0 ? 12 : hours % 12
  return `${hour}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''} ${hours < 12 ? 'a.m.' : 'p.m.'}`
}

const openingHours = {
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  opens: '09:00',
  closes: '17:00',
  timeZone: 'ET',
} as const

const officeDays = `${openingHours.days[0]} to ${openingHours.days.at(-1)}`

const address = {
  street: '1001 N US Highway 1, Suite 400',
  locality: 'Jupiter',
  region: 'FL',
  regionName: 'Florida',
  postalCode: '33477',
  country: 'US',
} as const

/** The studio's identity: the one place its name, address, hours and links are written. */
export const site = {
  name: 'Inlet Ventures',
  legalName: 'Inlet Ventures LLC',
  tagline: 'Capital, counsel and code for founders with traction.',
  description:
    'Inlet Ventures is a founder-focused startup studio and venture firm in Jupiter, Florida: seed funding, strategic mentoring, software development and patent strategy for businesses that already have traction.',
  /** Production origin; overridden at build time by SITE_URL. */
  defaultUrl: 'https://inletventures.example',
  email,
  phone,
  phoneDisplay: displayPhone(phone),
  address,
  /** "Jupiter, Florida" */
  place: `${address.locality}, ${address.regionName}`,
  geo: { latitude: 26.9342, longitude: -80.0942 },
  openingHours,
  /** "Monday to Friday" */
  officeDays,
  /** "Monday to Friday, 9 a.m.–5 p.m. ET" */
  officeHours: `${officeDays}, ${clockTime(openingHours.opens)}–${clockTime(openingHours.closes)} ${openingHours.timeZone}`,
  /** The reply promise, in hours ("within 72 hours"). */
  responseHours: 72,
  /** A partner reads every inquiry within this many hours (the thank-you page's promise). */
  readHours: 24,
  techInsightsUrl: setting(
    'SITE_INSIGHTS_URL',
    'https://insights.inletventures.example',
    /^https?:\/\/[^\s]+$/,
  ),
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
