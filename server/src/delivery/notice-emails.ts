/**
 * The studio's emails about inquiries it did not get the usual way (docs/decisions/041): the
 * digest of held inquiries and the alert for one that went to the dead letter. Built like the
 * notification (emails.ts): plain text and HTML, every visitor value escaped in the HTML, and no
 * visitor value in a header but the subject's name, which nodemailer encodes.
 */
import { type EmailSettings, escapeHtml, formatReceived, linkFor, linkHtml } from './emails.ts'
import type { MailMessage } from './mailer.ts'
import type { BouncedData, FailedData, HeldData } from './notices.ts'

const who = (data: HeldData | FailedData | BouncedData) =>
  `${data.name}${data.company ? ` (${data.company})` : ''} <${data.email}>`

const page = (body: string) =>
  `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0b1f33">\n${body}\n</body></html>`
const code = (text: string) =>
  `<code style="background:#eef2f6;padding:2px 4px">${escapeHtml(text)}</code>`

/**
 * Plainly a script: it posted to the API without a proof and without the form's word that none
 * could be had, which the site's form never does (docs/decisions/047, 061). A filled honeypot
 * with a proof came through the form, where an autofill can fill it: listed.
 */
const plainlyScript = (entry: HeldData) => entry.reasons.includes('no-proof')

/**
 * One email listing held inquiries, oldest first, each with its Release link and the line that
 * releases it. Posts that are plainly a script's are one line with their count, so they never
 * bury a founder; every other hold (a stale proof, no proof to be had, two soft signals) is
 * listed on its own. Inquiries whose confirmation bounced since the last digest end it, a line
 * each: the studio has them, only the founder's address failed.
 */
export function digestEmail(
  held: HeldData[],
  messageId: string,
  settings: EmailSettings,
  bounced: BouncedData[] = [],
): MailMessage {
  const entries = held
    .filter((entry) => !plainlyScript(entry))
    .sort((a, b) => a.receivedAt.localeCompare(b.receivedAt))
    .map((entry) => ({ ...entry, release: linkFor(settings, 'release', entry.id) }))
  const scripts = held.length - entries.length
  const count = entries.length === 1 ? 'One inquiry was' : `${entries.length} inquiries were`
  const intro = entries.length
    ? `${count} held as suspected spam: nothing was sent to the founder or to the team's tools. Release a real founder with its Release link, or the command under it (every part then goes out); read one with npm run inquiries -- show <id> --with-body.`
    : ''
  const scriptLine = scripts
    ? `${scripts === 1 ? '1 post' : `${scripts} posts`} from scripts without a proof held; npm run inquiries -- list --state quarantine --reason no-proof lists them.`
    : ''
  const bounces = bounced.map((entry) => bounceLine(entry))
  const text = [
    ...(intro ? [intro] : []),
    ...(scriptLine ? [...(intro ? [''] : []), scriptLine] : []),
    ...entries.flatMap((entry) => [
      '',
      who(entry),
      `Received ${formatReceived(entry.receivedAt)} · held for ${entry.reasons.join(', ')}`,
      `“${entry.firstLine}”`,
      ...(entry.release ? [`Release: ${entry.release}`] : []),
      entry.command,
    ]),
    ...bounces.flatMap((line) => ['', line]),
  ].join('\n')
  const html = page(
    `${intro ? `<p>${escapeHtml(intro)}</p>\n` : ''}${scriptLine ? `<p>${escapeHtml(scriptLine)}</p>\n` : ''}${entries
      .map(
        (entry) => `<div style="border-top:1px solid #ddd;padding:8px 0">
<p style="margin:0"><strong>${escapeHtml(entry.name)}</strong>${entry.company ? ` (${escapeHtml(entry.company)})` : ''} &lt;${escapeHtml(entry.email)}&gt;</p>
<p style="margin:0;color:#5b6b7c">Received ${escapeHtml(formatReceived(entry.receivedAt))} · held for ${escapeHtml(entry.reasons.join(', '))}</p>
<p style="margin:4px 0">“${escapeHtml(entry.firstLine)}”</p>
${
  entry.release
    ? `<p style="margin:4px 0">${linkHtml(entry.release, 'Release')}</p>
`
    : ''
}<p style="margin:0">${code(entry.command)}</p>
</div>`,
      )
      .join('\n')}${bounces.map((line) => `\n<p>${escapeHtml(line)}</p>`).join('')}`,
  )
  return {
    from: settings.from,
    to: settings.studioInbox,
    subject: held.length
      ? `Held as suspected spam: ${held.length === 1 ? '1 inquiry' : `${held.length} inquiries`}`
      : `Confirmation bounced: ${bounced.length === 1 ? '1 address' : `${bounced.length} addresses`}`,
    text,
    html,
    messageId: `<${messageId}@inletventures.mail>`,
  }
}

/** The digest's line for a bounced confirmation: the inquiry reached the studio all the same. */
const bounceLine = (entry: BouncedData) =>
  `The confirmation to this address bounced: ${who(entry)}, received ${formatReceived(entry.receivedAt)} (reference ${entry.id}). The studio has the inquiry; reach the founder another way.`

/** The alert for an inquiry in the dead letter: which parts failed, how, and the retry line. */
export function alertEmail(
  data: FailedData,
  messageId: string,
  settings: EmailSettings,
): MailMessage {
  const failed = data.failed.map((part) => `${part.part}: ${part.lastError ?? 'not sent'}`)
  const retry = linkFor(settings, 'retry', data.id)
  const intro = `An inquiry could not be delivered and waits in the dead letter (reference ${data.id}).`
  const text = [
    intro,
    '',
    `From: ${who(data)}`,
    `Received: ${formatReceived(data.receivedAt)}`,
    '',
    'Not delivered:',
    ...failed.map((line) => `  ${line}`),
    '',
    'Send it again once the cause is fixed (only the parts not delivered go out):',
    ...(retry ? [`Retry: ${retry}`, 'or'] : []),
    data.command,
  ].join('\n')
  const html = page(`<p>${escapeHtml(intro)}</p>
<p>From: ${escapeHtml(who(data))}<br>Received: ${escapeHtml(formatReceived(data.receivedAt))}</p>
<p>Not delivered:</p>
<ul>${failed.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>
<p>Send it again once the cause is fixed (only the parts not delivered go out):</p>
${
  retry
    ? `<p>${linkHtml(retry, 'Retry')}</p>
`
    : ''
}<p>${code(data.command)}</p>`)
  return {
    from: settings.from,
    to: settings.studioInbox,
    subject: `Inquiry not delivered: ${data.name}${data.company ? ` (${data.company})` : ''}`,
    text,
    html,
    messageId: `<${messageId}@inletventures.mail>`,
    headers: { 'X-Inquiry-Id': data.id },
  }
}
