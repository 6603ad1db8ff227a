import type { InquiryInput } from '@inlet/shared/inquiry'
import { timelineLabels, timelines } from '@inlet/shared/inquiry-fields'
import { site } from '@inlet/shared/site'

/**
 * The longest mailto: link made: mail apps and browsers take links of about 2,000 characters
 * (some fewer), and a message of 2,000 characters can be six times as long once encoded.
 */
export const MAILTO_MAX = 1800

/** Said at the end of a message the link had to shorten. */
export const SHORTENED =
  '\n\n[Shortened to fit an email link: the full message is still in the form.]'

const labels: Array<[keyof InquiryInput, string]> = [
  ['name', 'Name'],
  ['email', 'Email'],
  ['company', 'Company'],
  ['phone', 'Phone'],
  ['website', 'Website'],
  ['timeline', 'Timeline'],
]

const mailto = (subject: string, body: string) =>
  `mailto:${site.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`

/**
 * A mailto: link to the studio carrying the inquiry that could not be sent (issue 42): a subject
 * with the founder's name, then the message and the other fields. A message too long for a link
 * is cut, between characters, and says so; the link stays within MAILTO_MAX.
 */
export function inquiryMailto(inquiry: InquiryInput): string {
  const name = inquiry.name?.trim()
  const subject = `Inquiry${name ? ` from ${name}` : ''}`
  const details = labels.flatMap(([field, label]) => {
    const value = inquiry[field]?.trim()
    if (!value) return []
    const shown =
      field === 'timeline' && (timelines as readonly string[]).includes(value)
        ? timelineLabels[value as (typeof timelines)[number]]
        : value
    return [`${label}: ${shown}`]
  })
  const message = [...(inquiry.message ?? '').trim()]
  const bodyOf = (kept: number) =>
    [
      message.slice(0, kept).join('') + (kept < message.length ? SHORTENED : ''),
      details.join('\n'),
    ].join('\n\n')
  const whole = mailto(subject, bodyOf(message.length))
  if (whole.length <= MAILTO_MAX) return whole
  // The longest start of the message that fits, the range halved each time.
  let [fits, over] = [0, message.length]
  while (over - fits > 1) {
    const middle = Math.floor((fits + over) / 2)
    if (mailto(subject, bodyOf(middle)).length <= MAILTO_MAX) fits = middle
    else over = middle
  }
  return mailto(subject, bodyOf(fits))
}
