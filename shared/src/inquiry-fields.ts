/** The inquiry form's field constants, free of zod so the form can import them cheaply. */

/** Longest value each field takes: the form's `maxLength` and the shared schema's limits. */
export const INQUIRY_LIMITS = {
  name: 100,
  email: 255,
  company: 100,
  phone: 40,
  website: 255,
  messageMin: 20,
  messageMax: 2000,
  domain: 253,
} as const

/** The inquiry's domain rule: dot-separated labels of a-z, 0-9 and inner hyphens, a letters-only top level. */
export const DOMAIN_PATTERN =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/

/** Whether a value passes the inquiry's domain rule (trimmed and lower-cased first, as the schema does). */
export function isInquiryDomain(value: string): boolean {
  return DOMAIN_PATTERN.test(value.trim().toLowerCase())
}

export const timelines = ['asap', '1-3months', '3-6months', 'exploring'] as const
export type Timeline = (typeof timelines)[number]

export const timelineLabels: Record<Timeline, string> = {
  asap: 'As soon as possible',
  '1-3months': 'In 1–3 months',
  '3-6months': 'In 3–6 months',
  exploring: 'Just exploring',
}

/** The honeypot: a field people never see; a bot that fills it is answered 202 and ignored. */
export const HONEYPOT_FIELD = 'fax'
