/**
 * The studio-only email a This is spam request sends (docs/decisions/063): the notification's
 * link only asks, since the founder is that email's Reply-To; the link that reports comes here,
 * to STUDIO_INBOX alone, from the server, with no Reply-To and nothing the founder typed but the
 * company's name.
 */
import { randomUUID } from 'node:crypto'
import { site } from '@inlet/shared/site'
import type { Deliverable } from '../inquiry/queue.ts'
import { type EmailSettings, escapeHtml, formatReceived, linkFor, linkHtml } from './emails.ts'
import type { MailMessage } from './mailer.ts'

type Reported = Pick<Deliverable, 'id' | 'receivedAt'> & {
  inquiry: Pick<Deliverable['inquiry'], 'company'>
}

/** The email with the `report` link for `item`; none when the settings sign no links. */
export function reportEmail(item: Reported, settings: EmailSettings): MailMessage | undefined {
  const report = linkFor(settings, 'report', item.id)
  if (!report) return undefined
  const company = item.inquiry.company ?? '(no company given)'
  const intro = `This is spam was pressed on the studio's notification of inquiry ${item.id} (${company}, received ${formatReceived(item.receivedAt)}). Open the link below and press its button to report it: near-copies of its text and posts from its company mail domain will then be held as “reported”.`
  const keep = `If nobody at the studio asked for this, ignore it: nothing is reported until the button is pressed. This link came only to the studio's inbox; keep it out of any reply or forward.`
  const text = [intro, '', `Report as spam: ${report}`, '', keep, '', site.name].join('\n')
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0b1f33">
<p>${escapeHtml(intro)}</p>
<p>${linkHtml(report, 'Report as spam')}</p>
<p style="color:#5b6b7c">${escapeHtml(keep)}</p>
<p>${escapeHtml(site.name)}</p>
</body></html>`
  return {
    from: settings.from,
    to: settings.studioInbox,
    subject: `Confirm the spam report: inquiry ${item.id}`,
    text,
    html,
    // Each request its own email: a second one after the window is a new message, not a copy.
    messageId: `<${item.id}.report.${randomUUID()}@inletventures.mail>`,
    headers: { 'X-Inquiry-Id': item.id },
  }
}
