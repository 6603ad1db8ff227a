/**
 * What the studio hears besides each inquiry (docs/decisions/041): an inquiry held as suspected
 * spam (an `inquiry.held` event and Slack message at once, and a line in the next digest email),
 * and an inquiry moved to the dead letter (an `inquiry.failed` alert on every channel that still
 * works). A notice names its inquiry by id and reads it when it is sent, so it holds no personal
 * data, and an inquiry released, retried or forgotten meanwhile is not announced.
 */

import {
  type Deliverable,
  isQuarantined,
  type PartMark,
  type QuarantineReason,
} from '../inquiry/queue.ts'
import { windowStart } from './delivery.ts'
import { type HookSettings, hookParts, partStates, slackEscape } from './hooks.ts'

/** One notice about one inquiry, sent part by part like the inquiry itself. */
export interface Notice {
  /** `held-<inquiry id>`, or `failed-<inquiry id>-<its window's start in ms>`: never reused. */
  id: string
  kind: 'held' | 'failed'
  inquiryId: string
  createdAt: string
  /** failed: when the retry window that ended began (an operator's retry starts a new one). */
  windowStart?: string
  /** Where it goes: `email` (the studio inbox) and hook part keys (hooks.ts). */
  channels: string[]
  /** Each channel's mark once tried, saved right after, so a retry sends only what is left. */
  parts: Record<string, PartMark>
}

/** The studio inbox as a notice channel, next to the hook parts' keys. */
export const EMAIL = 'email'

/** QUARANTINE_DIGEST_MINUTES' default, in ms. */
export const DEFAULT_DIGEST_MS = 60 * 60_000

/** QUARANTINE_DIGEST_MINUTES in ms; 0: each held inquiry has its own email, sent at once. */
export interface NoticeSettings {
  digestMs: number
}

/** The start of the digest window that holds `at` (windows are aligned to the epoch). */
export const digestWindow = (at: number, digestMs: number) => Math.floor(at / digestMs) * digestMs

export const releaseCommand = (id: string) => `npm run inquiries -- release ${id}`
export const retryCommand = (id: string) => `npm run inquiries -- retry ${id}`

const FIRST_LINE_CHARS = 120

/** The message's first line with text, cut to 120 characters (whole characters, not halves). */
export function firstLine(message: string): string {
  const line = [...(message.split('\n').find((each) => each.trim()) ?? '').trim()]
  return line.length > FIRST_LINE_CHARS
    ? `${line.slice(0, FIRST_LINE_CHARS).join('')}…`
    : line.join('')
}

/**
 * The `inquiry.held` event's data, and what the digest and Slack say of a held inquiry: no
 * more of the founder than the studio's notification shows.
 */
export interface HeldData {
  id: string
  receivedAt: string
  reasons: QuarantineReason[]
  name: string
  company?: string
  email: string
  firstLine: string
  /** The operator's CLI line that delivers it. */
  command: string
}

export function heldData(item: Deliverable): HeldData {
  const { name, company, email, message } = item.inquiry
  return {
    id: item.id,
    receivedAt: item.receivedAt,
    reasons: item.reasons ?? [],
    name,
    ...(company ? { company } : {}),
    email,
    firstLine: firstLine(message),
    command: releaseCommand(item.id),
  }
}

/** What the digest says of an inquiry whose confirmation bounced: who, and its reference. */
export interface BouncedData {
  id: string
  receivedAt: string
  name: string
  company?: string
  email: string
}

export function bouncedData(item: Deliverable): BouncedData {
  const { name, company, email } = item.inquiry
  return { id: item.id, receivedAt: item.receivedAt, name, ...(company ? { company } : {}), email }
}

/** A part of a dead inquiry that did not go through, as the operator's `show` names it. */
export interface FailedPart {
  part: string
  state: string
  lastError?: string
}

/** The `inquiry.failed` event's data, and what the alert email and Slack say. */
export interface FailedData {
  id: string
  receivedAt: string
  name: string
  company?: string
  email: string
  failed: FailedPart[]
  /** The operator's CLI line that sends it again (only the parts not delivered). */
  command: string
}

type DeadItem = Deliverable & { lastError?: string | undefined }

export function failedData(item: DeadItem, hooks: HookSettings | undefined): FailedData {
  const { name, company, email } = item.inquiry
  const failed = partStates(item, hooks)
    .filter((part) => !['sent', 'skipped', 'stopped'].includes(part.state))
    .map(({ part, state, lastError }) => ({ part, state, ...(lastError ? { lastError } : {}) }))
  return {
    id: item.id,
    receivedAt: item.receivedAt,
    name,
    ...(company ? { company } : {}),
    email,
    failed,
    command: retryCommand(item.id),
  }
}

/** A held inquiry's channels: every hook at once, and the inbox too when there is no digest. */
function heldChannels(hooks: HookSettings | undefined, settings: NoticeSettings): string[] {
  return [...(settings.digestMs === 0 ? [EMAIL] : []), ...hookParts(hooks).map((part) => part.key)]
}

/**
 * A dead inquiry's alert goes where its own parts went through: the inbox when the studio's
 * notification was sent, each hook that took the inquiry. When none did, every channel is
 * tried all the same.
 */
export function alertChannels(item: Deliverable, hooks: HookSettings | undefined): string[] {
  const all = [EMAIL, ...hookParts(hooks).map((part) => part.key)]
  const working = all.filter((channel) =>
    channel === EMAIL ? Boolean(item.sent.notification) : Boolean(item.parts?.[channel]?.sentAt),
  )
  return working.length > 0 ? working : all
}

/** The notice of a held inquiry; none when it has no channel (no hook, and a digest to wait for). */
export function heldNotice(
  inquiryId: string,
  hooks: HookSettings | undefined,
  settings: NoticeSettings,
  now = new Date(),
): Notice | undefined {
  const channels = heldChannels(hooks, settings)
  if (channels.length === 0) return undefined
  return {
    id: `held-${inquiryId}`,
    kind: 'held',
    inquiryId,
    createdAt: now.toISOString(),
    channels,
    parts: {},
  }
}

/** The alert about an item going to the dead letter, for the retry window that just ended. */
export function failedNotice(
  item: Deliverable & { retriedAt?: string | undefined },
  hooks: HookSettings | undefined,
  now = new Date(),
): Notice {
  const start = windowStart(item)
  return {
    id: `failed-${item.id}-${start}`,
    kind: 'failed',
    inquiryId: item.id,
    createdAt: now.toISOString(),
    windowStart: new Date(start).toISOString(),
    channels: alertChannels(item, hooks),
    parts: {},
  }
}

/** Where a notice's inquiry is now: the queue state, with the quarantine told by its data too. */
export type NoticeLocation = 'pending' | 'quarantine' | 'dead' | 'other'

/**
 * Whether a notice still has something to say, by what became of its inquiry since: `send`;
 * `wait` while its inquiry is still on its way (the worker writes a notice before it moves the
 * item: to the quarantine on a crash's restart, to the dead letter); `drop` when it was
 * released, delivered, retried, forgotten or purged meanwhile.
 */
export function noticeFate(
  notice: Notice,
  inquiry: (Deliverable & { retriedAt?: string | undefined }) | undefined,
  location: NoticeLocation,
): 'send' | 'wait' | 'drop' {
  if (!inquiry) return 'drop'
  if (notice.kind === 'held') {
    if (!isQuarantined(inquiry)) return 'drop'
    return location === 'quarantine' ? 'send' : location === 'pending' ? 'wait' : 'drop'
  }
  if (windowStart(inquiry) !== Date.parse(notice.windowStart ?? '')) return 'drop'
  return location === 'dead' ? 'send' : location === 'pending' ? 'wait' : 'drop'
}

export const HELD_EVENT = 'inquiry.held'
export const FAILED_EVENT = 'inquiry.failed'

/** A Standard Webhooks event body, like `inquiry.received` (hooks.ts). */
export function noticeEvent(notice: Notice, data: HeldData | FailedData): string {
  return JSON.stringify({
    type: notice.kind === 'held' ? HELD_EVENT : FAILED_EVENT,
    timestamp: notice.createdAt,
    data,
  })
}

const who = (data: HeldData | FailedData) =>
  `${slackEscape(data.name)}${data.company ? ` (${slackEscape(data.company)})` : ''}`

/** The Slack message: who, why, and the line to run; visitor text escaped as in hooks.ts. */
export function noticeSlack(data: HeldData | FailedData): string {
  const lines =
    'reasons' in data
      ? [
          `Inquiry held as suspected spam (${data.reasons.join(', ')}): ${who(data)}`,
          `> ${slackEscape(data.firstLine)}`,
          `Release it if it is a founder: \`${data.command}\``,
        ]
      : [
          `Inquiry from ${who(data)} could not be delivered:`,
          ...data.failed.map(
            (part) => `• ${part.part}: ${slackEscape(part.lastError ?? 'not sent')}`,
          ),
          `Send it again: \`${data.command}\``,
        ]
  return JSON.stringify({ text: lines.join('\n') })
}
