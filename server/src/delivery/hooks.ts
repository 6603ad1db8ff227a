/**
 * The parts of an inquiry beyond its two emails: one signed webhook (Standard Webhooks) per
 * endpoint in WEBHOOK_URLS and the Slack message, sent by the queue's worker after the emails
 * and marked one by one, so a retry never sends a delivered part again (docs/decisions/034).
 */
import { createHash } from 'node:crypto'
import { findBrand } from '@inlet/shared/brands'
import { Sema } from 'async-sema'
import { Webhook } from 'standardwebhooks'
import type { Deliverable, PartMark } from '../inquiry/queue.ts'

export interface HookSettings {
  /** WEBHOOK_URLS: each gets the event `inquiry.received`. */
  endpoints: string[]
  /** WEBHOOK_SECRET split at spaces: every delivery is signed with each (rotation). */
  secrets: string[]
  /** SLACK_WEBHOOK_URL: an incoming webhook that gets a short message. */
  slackUrl?: string | undefined
  timeoutMs: number
}

/** One hook part of every inquiry: its key in `Deliverable.parts`, and where it goes. */
export interface HookPart {
  key: string
  kind: 'webhook' | 'slack'
  url: string
  /** What logs, metrics and the CLI name it by: a URL may hold a token (Slack's do). */
  host: string
}

/** WEBHOOK_TIMEOUT_MS' default (config.ts). */
export const HOOK_TIMEOUT_MS = 10_000
export const WEBHOOK_EVENT = 'inquiry.received'
const SLACK_MESSAGE_CHARS = 300

/** The hook parts the settings configure, in the order they are sent. */
export function hookParts(settings: HookSettings | undefined): HookPart[] {
  if (!settings) return []
  const parts: HookPart[] = settings.endpoints.map((url) => ({
    // Keyed by a digest of the URL: its token never lands in the queue, and a changed URL is a
    // new part.
    key: `webhook:${createHash('sha256').update(url).digest('hex').slice(0, 12)}`,
    kind: 'webhook',
    url,
    host: new URL(url).host,
  }))
  if (settings.slackUrl) {
    parts.push({
      key: 'slack',
      kind: 'slack',
      url: settings.slackUrl,
      host: new URL(settings.slackUrl).host,
    })
  }
  return parts
}

/**
 * The marks of the parts that are done (sent, or stopped by a 410): what a worker remembers in
 * case the queue could not record them. Only these: a done mark is final, so laid over what the
 * queue holds it can never undo another replica's delivery.
 */
export function doneParts(parts: Deliverable['parts']): Record<string, PartMark> {
  return Object.fromEntries(
    Object.entries(parts ?? {}).filter(([, mark]) => mark.sentAt || mark.stoppedAt),
  )
}

/** The body of the `inquiry.received` event: the inquiry, its domain's brand, when it arrived. */
export function webhookPayload(item: Deliverable): string {
  const brand = item.inquiry.domain ? findBrand(item.inquiry.domain) : undefined
  return JSON.stringify({
    type: WEBHOOK_EVENT,
    timestamp: item.receivedAt,
    data: {
      id: item.id,
      receivedAt: item.receivedAt,
      ...item.inquiry,
      brand: brand
        ? { name: brand.brandName, category: brand.category, concept: brand.concept }
        : null,
    },
  })
}

/** Slack reads &, < and > as markup (links, @channel): every visitor value is escaped. */
export const slackEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** The Slack incoming-webhook message: who, from which company and page, the message's start. */
export function slackPayload(item: Deliverable): string {
  const { name, company, context, message } = item.inquiry
  const excerpt =
    message.length > SLACK_MESSAGE_CHARS ? `${message.slice(0, SLACK_MESSAGE_CHARS)}…` : message
  const lines = [
    `New inquiry from ${slackEscape(name)}${company ? ` (${slackEscape(company)})` : ''}`,
    ...(context ? [`Context: ${slackEscape(context)}`] : []),
    ...slackEscape(excerpt)
      .split('\n')
      .map((line) => `> ${line}`),
    `Inquiry id: ${item.id}`,
  ]
  return JSON.stringify({ text: lines.join('\n') })
}

/** What is left of the hook parts; `permanent`: only refusals for good (a 4xx) are left. */
export interface HookFailure {
  message: string
  permanent: boolean
}

export interface HookDeps {
  hooks?: HookSettings | undefined
  metrics?: { hookSent(host: string): void; hookFailed(host: string): void } | undefined
}

type Outcome = 'sent' | 'stopped' | { error: string; permanent: boolean }

/**
 * One POST of `body`: only a 2xx delivers, a 410 stops the part, a 4xx but 408/429 is for good.
 * A webhook is signed under `messageId`, the same on every retry so a receiver can drop a
 * repeat; its timestamp and signature are fresh each time, within the receivers' 5 minutes.
 */
async function post(
  part: HookPart,
  body: string,
  messageId: string,
  settings: HookSettings,
): Promise<Outcome> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (part.kind === 'webhook') {
    const now = new Date()
    headers['webhook-id'] = messageId
    headers['webhook-timestamp'] = String(Math.floor(now.getTime() / 1000))
    headers['webhook-signature'] = settings.secrets
      .map((secret) => new Webhook(secret).sign(messageId, now, body))
      .join(' ')
  }
  let status: number
  try {
    const res = await fetch(part.url, {
      method: 'POST',
      headers,
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(settings.timeoutMs),
    })
    status = res.status
    await res.body?.cancel()
  } catch (error) {
    // Only the error's name or code: a message could repeat the URL and its token.
    const { name, cause } = error as Error & { cause?: { code?: string } }
    const reason = name === 'TimeoutError' ? 'no answer in time' : (cause?.code ?? name)
    return { error: reason, permanent: false }
  }
  if (status >= 200 && status < 300) return 'sent'
  if (status === 410) return 'stopped'
  const permanent = status >= 400 && status < 500 && status !== 408 && status !== 429
  return { error: `HTTP ${status}`, permanent }
}

/** The Standard Webhooks id of one message to one endpoint: `msg_<what>_<endpoint key>`. */
export const webhookId = (what: string, part: HookPart) =>
  `msg_${what}_${part.key.slice('webhook:'.length)}`

/** Whether a hook part of the item is still to be sent (done parts are sent or stopped). */
export function missingHooks(item: Deliverable, settings: HookSettings | undefined): boolean {
  return hookParts(settings).some((part) => {
    const mark = item.parts?.[part.key]
    return !mark?.sentAt && !mark?.stoppedAt
  })
}

/**
 * Sends the hook parts of an item not delivered yet, each endpoint at the same time, calling
 * `save` after each mark. A part refused for good is not sent again in this retry window (an operator's
 * retry starts a new one). Returns the failure to act on: transient while one can still go
 * through, else permanent; undefined when every part is done.
 */
export function sendMissingHooks(
  item: Deliverable & { retriedAt?: string },
  deps: HookDeps,
  save: () => Promise<void>,
): Promise<HookFailure | undefined> {
  item.parts ??= {}
  // No lanes given: never DEFERRED (the item took its slot in DeliveryLanes' hook lane).
  return sendHookParts(
    hookParts(deps.hooks),
    item.parts,
    item.retriedAt ?? item.receivedAt,
    (part) => ({
      body: part.kind === 'webhook' ? webhookPayload(item) : slackPayload(item),
      messageId: webhookId(item.id, part),
    }),
    deps,
    save,
  ) as Promise<HookFailure | undefined>
}

/**
 * One lane per endpoint (a hook part's key), each `width` requests wide: a sender takes a slot
 * only if one is free, so an endpoint that hangs holds at most `width` sends and never the others.
 */
export class EndpointLanes {
  private readonly lanes = new Map<string, Sema>()
  readonly width: number
  constructor(width: number) {
    this.width = width
  }
  tryAcquire(key: string): boolean {
    let lane = this.lanes.get(key)
    if (!lane) {
      lane = new Sema(this.width)
      this.lanes.set(key, lane)
    }
    return lane.tryAcquire() !== undefined
  }
  release(key: string): void {
    this.lanes.get(key)?.release()
  }
}

/** Returned when only parts whose endpoint lane was full are left: not a failure, try soon. */
export const DEFERRED = 'deferred'

/**
 * Sends each of `parts` not done in `marks` (sent, or stopped by a 410), all at the same time so
 * one endpoint never waits for another, with the body `message` gives it, marking each and
 * calling `save` after each mark (one save at a time): the inquiry's own parts and the studio's
 * notices about it (notices.ts) are sent alike. A part refused for good since `windowStart` is
 * not sent again. With `lanes`, a part whose endpoint has no free slot is left for later:
 * DEFERRED when nothing else is left.
 */
export async function sendHookParts(
  parts: HookPart[],
  marks: Record<string, PartMark>,
  windowStart: string,
  message: (part: HookPart) => { body: string; messageId: string },
  deps: HookDeps,
  save: () => Promise<void>,
  lanes?: EndpointLanes,
): Promise<HookFailure | typeof DEFERRED | undefined> {
  const settings = deps.hooks
  if (!settings || parts.length === 0) return undefined
  let saving = Promise.resolve()
  const saveInTurn = () => {
    saving = saving.then(save)
    return saving
  }
  const outcomes = await Promise.all(
    parts.map(async (part): Promise<HookFailure | typeof DEFERRED | undefined> => {
      const mark: PartMark = marks[part.key] ?? { host: part.host }
      if (mark.sentAt || mark.stoppedAt) return undefined
      if (mark.permanent && mark.failedAt && mark.failedAt >= windowStart) {
        return { message: `${part.kind} ${part.host}: ${mark.lastError}`, permanent: true }
      }
      if (lanes && !lanes.tryAcquire(part.key)) return DEFERRED
      const { body, messageId } = message(part)
      let outcome: Outcome
      try {
        outcome = await post(part, body, messageId, settings)
      } finally {
        lanes?.release(part.key)
      }
      const at = new Date().toISOString()
      let failure: HookFailure | undefined
      if (outcome === 'sent') {
        deps.metrics?.hookSent(part.host)
        marks[part.key] = { host: part.host, sentAt: at }
      } else if (outcome === 'stopped') {
        deps.metrics?.hookFailed(part.host)
        marks[part.key] = { host: part.host, stoppedAt: at, lastError: 'HTTP 410' }
      } else {
        deps.metrics?.hookFailed(part.host)
        marks[part.key] = {
          host: part.host,
          failedAt: at,
          lastError: outcome.error,
          ...(outcome.permanent ? { permanent: true } : {}),
        }
        failure = {
          message: `${part.kind} ${part.host}: ${outcome.error}`,
          permanent: outcome.permanent,
        }
      }
      await saveInTurn()
      return failure
    }),
  )
  const failures = outcomes.filter((outcome) => outcome !== undefined && outcome !== DEFERRED)
  const transient = failures.filter((failure) => !failure.permanent).map((f) => f.message)
  const permanent = failures.filter((failure) => failure.permanent).map((f) => f.message)
  if (transient.length > 0)
    return { message: [...transient, ...permanent].join('; '), permanent: false }
  if (outcomes.includes(DEFERRED)) return DEFERRED
  if (permanent.length > 0) return { message: permanent.join('; '), permanent: true }
  return undefined
}

/** One part of an inquiry as the operator's `show` lists it. */
export interface PartState {
  part: string
  state: 'sent' | 'pending' | 'skipped' | 'failed' | 'stopped' | 'permanent'
  at?: string
  lastError?: string
}

/**
 * Every part of an item: the two emails, each configured hook, and any hook it was sent to
 * that is no longer configured. An email's last error is the item's when it names that email.
 */
export function partStates(
  item: Deliverable & { lastError?: string | undefined },
  settings?: HookSettings,
): PartState[] {
  const emails = (['notification', 'confirmation'] as const).map((kind): PartState => {
    const at = item.sent[kind]
    if (at) return { part: kind, state: 'sent', at }
    if (kind === 'confirmation' && item.confirmation && item.confirmation !== 'allowed') {
      return { part: kind, state: 'skipped', lastError: item.confirmation }
    }
    return item.lastError?.startsWith(`${kind}: `)
      ? { part: kind, state: 'failed', lastError: item.lastError.slice(kind.length + 2) }
      : { part: kind, state: 'pending' }
  })
  const configured = hookParts(settings)
  const keys = new Set([...configured.map((part) => part.key), ...Object.keys(item.parts ?? {})])
  const hooks = [...keys].map((key): PartState => {
    const mark = item.parts?.[key]
    const host = mark?.host ?? configured.find((part) => part.key === key)?.host
    const part = key === 'slack' ? `slack ${host}` : `webhook ${host} (${key.slice(8)})`
    if (!mark) return { part, state: 'pending' }
    if (mark.sentAt) return { part, state: 'sent', at: mark.sentAt }
    if (mark.stoppedAt) return { part, state: 'stopped', at: mark.stoppedAt, lastError: 'HTTP 410' }
    return {
      part,
      state: mark.permanent ? 'permanent' : 'failed',
      ...(mark.failedAt ? { at: mark.failedAt } : {}),
      ...(mark.lastError ? { lastError: mark.lastError } : {}),
    }
  })
  return [...emails, ...hooks]
}
