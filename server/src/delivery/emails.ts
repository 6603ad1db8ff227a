import { findBrand } from '@inlet/shared/brands'
import { HOME_CONTEXT, type Inquiry, timelineLabels } from '@inlet/shared/inquiry'
import { site } from '@inlet/shared/site'
import { type ActionLinkSettings, actionLink, type InboxAction } from '../inquiry/action-links.ts'
import type { Deliverable, EmailKind } from '../inquiry/queue.ts'
import type { MailMessage } from './mailer.ts'

/** What an email shows of a queued inquiry. */
type Queued = Pick<Deliverable, 'id' | 'receivedAt' | 'inquiry'>

export interface EmailSettings {
  from: string
  studioInbox: string
  siteUrl: string
  /** Signs the action links in the studio's emails (action-links.ts); none: no links. */
  links?: ActionLinkSettings
}

/** The settings, named as config.ts names them, that the studio's emails are written with. */
export interface EmailConfig {
  MAIL_FROM: string
  STUDIO_INBOX: string
  SITE_URL: string
  ACTION_LINK_SECRET: string[]
  ACTION_LINK_DAYS: number
}

/** The email settings from the server's config: one place for the queue and the inbox pages. */
export const emailSettingsOf = (config: EmailConfig): EmailSettings => ({
  from: config.MAIL_FROM,
  studioInbox: config.STUDIO_INBOX,
  siteUrl: config.SITE_URL,
  links: {
    secrets: config.ACTION_LINK_SECRET,
    lifetimeMs: config.ACTION_LINK_DAYS * 86_400_000,
    siteUrl: config.SITE_URL,
  },
})

/** The signed link for `action` on inquiry `id`, when the settings sign links. */
export const linkFor = (settings: EmailSettings, action: InboxAction, id: string) =>
  settings.links ? actionLink(settings.links, action, id) : undefined

/** A link as a button-like line of the studio's HTML emails. */
export const linkHtml = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="display:inline-block;background:#0f766e;color:#fff;padding:6px 14px;border-radius:4px;text-decoration:none;font-weight:600">${escapeHtml(label)}</a>`

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char)
}

const easternParts = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
})

/**
 * An ISO timestamp as a person reads it, in the studio's time zone (Eastern):
 * "2026-11-23T08:34:04.733Z" → "Monday, November 23, 2026 at 3:34 a.m. ET".
 */
export function formatReceived(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  const part = Object.fromEntries(
    easternParts.formatToParts(date).map(({ type, value }) => [type, value]),
  ) as Record<Intl.DateTimeFormatPartTypes, string>
  const meridiem = part.dayPeriod.toLowerCase() === 'am' ? 'a.m.' : 'p.m.'
  return `${part.weekday}, ${part.month} ${part.day}, ${part.year} at ${part.hour}:${part.minute} ${meridiem} ET`
}

/** How the studio's email names an inquiry sent from the home page's quick form. */
const homeFormLabel = 'the home page form'

/** Every field of the inquiry as label/value rows, in form order. */
export function inquiryRows(inquiry: Inquiry): Array<[string, string]> {
  const brand = inquiry.domain ? findBrand(inquiry.domain) : undefined
  const rows: Array<[string, string | undefined]> = [
    ['Name', inquiry.name],
    ['Email', inquiry.email],
    ['Company', inquiry.company],
    ['Phone', inquiry.phone],
    ['Website', inquiry.website],
    ['Timeline', inquiry.timeline ? timelineLabels[inquiry.timeline] : undefined],
    ['Context', inquiry.context === HOME_CONTEXT ? homeFormLabel : inquiry.context],
    ['Domain', inquiry.domain],
    ['Brand', brand ? `${brand.brandName} (${brand.category})` : undefined],
    ['Brand concept', brand?.concept],
  ]
  return rows.filter((row): row is [string, string] => row[1] !== undefined)
}

/** The notification's last line: its link sends the studio a confirmation, and reports nothing. */
const SPAM_LINE =
  'Spam? This is spam sends a confirmation link to the studio’s inbox, and the report is made from there.'

function notification(item: Queued, settings: EmailSettings): MailMessage {
  const { inquiry } = item
  const rows = inquiryRows(inquiry)
  // Only a request: a reply to this email (its Reply-To is the founder) can quote it (decision 063).
  const spam = linkFor(settings, 'report-request', item.id)
  const topic = inquiry.domain
    ? ` about ${inquiry.domain}`
    : inquiry.context === HOME_CONTEXT
      ? ` from ${homeFormLabel}`
      : inquiry.context
        ? ` (${inquiry.context})`
        : ''
  const text = [
    `New inquiry${topic}, received ${formatReceived(item.receivedAt)}, reference ${item.id}.`,
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    'Message:',
    inquiry.message,
    '',
    'Reply to this email to answer the founder directly.',
    ...(spam ? ['', SPAM_LINE, `This is spam: ${spam}`] : []),
  ].join('\n')
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0b1f33">
<h1 style="font-size:20px">New inquiry${escapeHtml(topic)}</h1>
<p>Received ${escapeHtml(formatReceived(item.receivedAt))} · reference ${escapeHtml(item.id)}</p>
<table cellpadding="6" style="border-collapse:collapse">${rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="border-bottom:1px solid #ddd">${escapeHtml(label)}</th><td style="border-bottom:1px solid #ddd">${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>
<h2 style="font-size:16px">Message</h2>
<p style="white-space:pre-wrap">${escapeHtml(inquiry.message)}</p>
<p style="color:#5b6b7c">Reply to this email to answer the founder directly.</p>
${
  spam
    ? `<p style="color:#5b6b7c">${escapeHtml(SPAM_LINE)} ${linkHtml(spam, 'This is spam')}</p>
`
    : ''
}</body></html>`
  return {
    from: settings.from,
    to: settings.studioInbox,
    replyTo: { name: inquiry.name, address: inquiry.email },
    subject: `New inquiry from ${inquiry.name}${inquiry.company ? ` (${inquiry.company})` : ''}`,
    text,
    html,
    messageId: `<${item.id}.notification@inletventures.mail>`,
    headers: { 'X-Inquiry-Id': item.id },
  }
}

/** The founder's receipt. Besides their name it repeats nothing they typed (no relay for spam). */
function confirmation(item: Queued, settings: EmailSettings): MailMessage {
  const { inquiry } = item
  const text = [
    `Hi ${inquiry.name},`,
    '',
    `Thank you for contacting ${site.name}. We have your inquiry (reference ${item.id}) and a partner will reply personally within ${site.responseHours} hours, usually much sooner.`,
    '',
    'While you wait, our blog has field notes on funding, AI and growth:',
    `${settings.siteUrl}/blog`,
    '',
    `If you did not send this inquiry, you can ignore this email or tell us at ${site.email}.`,
    '',
    `${site.name} · ${site.place}`,
  ].join('\n')
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0b1f33">
<p>Hi ${escapeHtml(inquiry.name)},</p>
<p>Thank you for contacting ${escapeHtml(site.name)}. We have your inquiry (reference ${escapeHtml(item.id)}) and a partner will reply personally within ${site.responseHours} hours, usually much sooner.</p>
<p>While you wait, our <a href="${escapeHtml(`${settings.siteUrl}/blog`)}">blog</a> has field notes on funding, AI and growth.</p>
<p style="color:#5b6b7c">If you did not send this inquiry, you can ignore this email or tell us at ${escapeHtml(site.email)}.</p>
<p>${escapeHtml(site.name)} · ${escapeHtml(site.place)}</p>
</body></html>`
  return {
    from: settings.from,
    // The bare address: the name is free text and stays out of the headers.
    to: inquiry.email,
    subject: `We received your inquiry – ${site.name}`,
    text,
    html,
    messageId: `<${item.id}.confirmation@inletventures.mail>`,
    headers: { 'X-Inquiry-Id': item.id },
  }
}

export function buildEmail(kind: EmailKind, item: Queued, settings: EmailSettings): MailMessage {
  return kind === 'notification' ? notification(item, settings) : confirmation(item, settings)
}
