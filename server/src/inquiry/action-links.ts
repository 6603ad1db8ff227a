/**
 * The studio's action links (docs/decisions/050, 063): Release in the digest, Retry in the
 * alert, Report in the studio-only email a This is spam request sends. A link names the inquiry,
 * the action and an expiry, and carries an HMAC-SHA-256 over the three, keyed by
 * ACTION_LINK_SECRET: whoever holds the email can act, nobody can make a link for another
 * inquiry, another action or a later expiry.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * `report-request` is the notification's This is spam: the founder is its Reply-To, so a reply
 * can quote it, and it only asks for a `report` link sent to the studio's inbox. `spam` is the
 * name notifications used before (decision 063): such links, still in inboxes, only ask too.
 */
export const ACTIONS = ['release', 'report', 'retry', 'report-request', 'spam'] as const
export type InboxAction = (typeof ACTIONS)[number]

/** The actions whose links only ask for a report link: safe in an email a founder can see. */
export const REQUESTS: readonly InboxAction[] = ['report-request', 'spam']

/** Where the links point: an API path, so nginx proxies it like the rest of the API. */
export const ACTION_PATH = '/api/inbox'

export interface ActionLinkSettings {
  /** ACTION_LINK_SECRET: the first signs, any verifies (rotation). */
  secrets: readonly string[]
  /** ACTION_LINK_DAYS in ms. */
  lifetimeMs: number
  /** SITE_URL: the links' origin. */
  siteUrl: string
}

const signature = (secret: string, action: InboxAction, id: string, expires: number) =>
  createHmac('sha256', secret).update(`${action}\n${id}\n${expires}`).digest('base64url')

/** The path and query of a link (without the origin), valid until `now` plus the lifetime. */
export function actionPath(
  settings: Pick<ActionLinkSettings, 'secrets' | 'lifetimeMs'>,
  action: InboxAction,
  id: string,
  now = Date.now(),
): string {
  const expires = Math.floor((now + settings.lifetimeMs) / 1000)
  const sig = signature(settings.secrets[0] ?? '', action, id, expires)
  return `${ACTION_PATH}/${action}/${encodeURIComponent(id)}?expires=${expires}&sig=${sig}`
}

/** The absolute link an email carries. */
export const actionLink = (
  settings: ActionLinkSettings,
  action: InboxAction,
  id: string,
  now = Date.now(),
) => `${settings.siteUrl}${actionPath(settings, action, id, now)}`

/** What a link is worth: `ok`, `expired` (signed by us, too late) or `altered` (not ours). */
export type LinkCheck = 'ok' | 'expired' | 'altered'

/**
 * Checks a link's parts as the request brought them. The signature first: an altered link is
 * `altered` whatever its expiry says, and only a link we signed can be `expired`.
 */
export function checkAction(
  secrets: readonly string[],
  action: string,
  id: string,
  expires: unknown,
  sig: unknown,
  now = Date.now(),
): LinkCheck {
  if (!(ACTIONS as readonly string[]).includes(action)) return 'altered'
  if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires) || typeof sig !== 'string') {
    return 'altered'
  }
  const given = Buffer.from(sig)
  const ours = secrets.some((secret) => {
    const expected = Buffer.from(signature(secret, action as InboxAction, id, Number(expires)))
    return expected.length === given.length && timingSafeEqual(expected, given)
  })
  if (!ours) return 'altered'
  return Number(expires) * 1000 <= now ? 'expired' : 'ok'
}
