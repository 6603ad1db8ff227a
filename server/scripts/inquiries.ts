/**
 * `npm run inquiries -- <command>`: the operator's view of the inquiry queue, for whichever
 * backend the environment configures (REDIS_URL: BullMQ on Redis; else the outbox folder).
 *
 *   status                          counts per state, the oldest pending inquiry and its age,
 *                                   the kept inquiries whose confirmation bounced
 *   list --state pending|sent|dead|quarantine [--reason <reason>]
 *                                   one line per inquiry (no message text; with the
 *                                   quarantine, each one's reasons; --reason: only those
 *                                   held for it, e.g. no-proof)
 *   show <id> [--with-body]         one inquiry and each part (emails, webhooks, Slack) with
 *                                   its state and last error; its message only with --with-body
 *   retry <id> | retry --all-dead   send dead inquiries back for delivery (only the parts
 *                                   not delivered yet are sent)
 *   release <id>                    deliver a quarantined inquiry normally, every part (its
 *                                   text is then never held as a repeat)
 *   purge --sent --older-than 30d   delete delivered inquiries older than that (d, h or m)
 *   purge --dead --older-than 90d   delete dead inquiries older than that
 *   purge --quarantine --older-than 30d
 *                                   delete quarantined inquiries older than that
 *                                   (with Redis, when any went, then rewrite its append-only file)
 *   forget <email>                  delete every inquiry from that address's mailbox (any
 *                                   case, any +tag, Gmail's dots), in every state, and print
 *                                   the addresses deleted, and what its reports and releases
 *                                   added (with Redis, then rewrite its append-only file)
 *   reported                        the studio's reports (This is spam): each text's
 *                                   fingerprint by inquiry, and each company mail domain
 *   reported remove <id>|<domain>   stop holding that inquiry's near-copies, or that domain
 *
 * Every command takes --json for machine-readable output.
 */
import { parseArgs } from 'node:util'
import { pino } from 'pino'
import * as z from 'zod'
import { loadConfig } from '../src/config.ts'
import { createQueue } from '../src/create-queue.ts'
import { type HookSettings, partStates } from '../src/delivery/hooks.ts'
import { createSmtpMailer } from '../src/delivery/mailer.ts'
import { addedBy, type JudgementStore, judgementOf } from '../src/inquiry/judgements.ts'
import {
  type InquiryQueue,
  QUARANTINE_REASONS,
  QUEUE_STATES,
  type QuarantineReason,
  type QueueItem,
  type QueueState,
} from '../src/inquiry/queue.ts'
import { fileJudgements } from '../src/queue/file/file-judgements.ts'
import { closeRedis, connectRedis } from '../src/queue/redis/redis-client.ts'
import { redisJudgements } from '../src/queue/redis/redis-judgements.ts'

const USAGE = `Usage: npm run inquiries -- <command> [--json]
  status
  list --state pending|sent|dead|quarantine [--reason <reason>]
  show <id> [--with-body]
  retry <id> | retry --all-dead
  release <id>
  purge --sent|--dead|--quarantine --older-than <n>d|h|m
  forget <email>
  reported
  reported remove <inquiry id>|<domain>`

class UsageError extends Error {}

const REWRITTEN = ' (Redis append-only file rewritten)'

const UNITS: Record<string, number> = { d: 86_400_000, h: 3_600_000, m: 60_000 }

function duration(text: string | undefined): number {
  const match = /^(\d+)([dhm])$/.exec(text ?? '')
  if (!match) throw new UsageError('--older-than needs a duration such as 30d, 12h or 90m')
  return Number(match[1]) * (UNITS[match[2] as string] ?? 0)
}

function age(iso: string, now = Date.now()): string {
  const minutes = Math.floor((now - Date.parse(iso)) / 60_000)
  if (minutes < 60) return `${minutes} min`
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} h ${minutes % 60} min`
  return `${Math.floor(minutes / 1440)} days`
}

// Stored text comes from visitors: a control or invisible format character (ESC, BEL, CSI, a bidi
// override) printed raw would drive the operator's terminal. Shown as \uXXXX (\n, \r, \t).
const UNSAFE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu
const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' }
const escapeChar = (char: string) =>
  NAMED[char] ??
  char
    .split('') // UTF-16 units, so a character beyond U+FFFF becomes a JSON surrogate pair
    .map((unit) => `\\u${unit.charCodeAt(0).toString(16).padStart(4, '0')}`)
    .join('')
const printable = (text: string) => text.replace(UNSAFE, escapeChar)

/** JSON.stringify escapes C0 controls only; DEL, C1 (U+009B is a CSI) and Cf are escaped too. */
const json = (data: unknown) =>
  JSON.stringify(data, null, 2).replace(/[^\P{Cc}\n]|[\p{Cf}\u2028\u2029]/gu, escapeChar)

/** Columns padded to their widest cell; every cell printable. */
function table(header: string[], raw: string[][]): string {
  const rows = raw.map((row) => row.map(printable))
  const widths = header.map((title, i) =>
    Math.max(title.length, ...rows.map((row) => (row[i] ?? '').length)),
  )
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => cell.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd()
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n')
}

/** What `list` and `show` print of an item: never the message unless asked for. */
function summary(item: QueueItem, withBody: boolean) {
  const { message, ...inquiry } = item.inquiry
  return { ...item, inquiry: withBody ? { ...inquiry, message } : inquiry }
}

async function run(
  queue: InquiryQueue,
  judgements: JudgementStore,
  argv: string[],
  hooks?: HookSettings,
): Promise<string> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      json: { type: 'boolean', default: false },
      state: { type: 'string' },
      reason: { type: 'string' },
      'with-body': { type: 'boolean', default: false },
      'all-dead': { type: 'boolean', default: false },
      sent: { type: 'boolean', default: false },
      dead: { type: 'boolean', default: false },
      quarantine: { type: 'boolean', default: false },
      'older-than': { type: 'string' },
    },
  })
  const [command, id] = positionals
  // Redis rewrites its append-only file after a deletion (forget always, purge when any went).
  const rewritten = (deleted: number) => (queue.backend === 'redis' && deleted > 0 ? REWRITTEN : '')
  const out = (data: unknown, text: string) =>
    values.json ? json(data) : text.split('\n').map(printable).join('\n')

  switch (command) {
    case 'status': {
      const stats = await queue.stats()
      const oldest = stats.oldestPending
      return out(
        { backend: queue.backend, ...stats },
        [
          `backend: ${queue.backend}`,
          table(
            ['state', 'count'],
            QUEUE_STATES.map((state) => [state, String(stats.counts[state])]),
          ),
          oldest
            ? `oldest pending: ${oldest.id}, received ${oldest.receivedAt} (${age(oldest.receivedAt)} ago)`
            : 'oldest pending: none',
          `confirmations bounced (inquiries kept): ${stats.bouncedConfirmations}`,
        ].join('\n'),
      )
    }
    case 'list': {
      const state = values.state as QueueState
      if (!QUEUE_STATES.includes(state))
        throw new UsageError('list needs --state pending|sent|dead|quarantine')
      const reason = values.reason as QuarantineReason | undefined
      if (reason !== undefined && !QUARANTINE_REASONS.includes(reason))
        throw new UsageError(`--reason needs one of ${QUARANTINE_REASONS.join(', ')}`)
      const items = (await queue.list(state)).filter(
        (item) => reason === undefined || item.reasons?.includes(reason),
      )
      if (state === 'quarantine' && items.length > 0) {
        return out(
          items.map((item) => summary(item, false)),
          table(
            ['id', 'received', 'reasons', 'email'],
            items.map((item) => [
              item.id,
              item.receivedAt,
              item.reasons?.join(',') ?? '',
              item.inquiry.email,
            ]),
          ),
        )
      }
      return out(
        items.map((item) => summary(item, false)),
        items.length === 0
          ? `no ${state} inquiries`
          : table(
              ['id', 'received', 'attempts', 'sent', 'last error'],
              items.map((item) => [
                item.id,
                item.receivedAt,
                String(item.attempts),
                Object.keys(item.sent).join(',') || '-',
                item.lastError ?? '',
              ]),
            ),
      )
    }
    case 'show': {
      if (!id) throw new UsageError('show needs an inquiry id')
      const item = await queue.show(id)
      if (!item) throw new Error(`no inquiry ${id}`)
      const shown = summary(item, values['with-body'])
      const { inquiry, sent, parts: _marks, ...rest } = shown
      const parts = partStates(item, hooks)
      return out(
        { ...shown, parts },
        [
          table(
            ['field', 'value'],
            [
              ...Object.entries(rest).map(([key, value]) => [key, String(value)]),
              ...Object.entries(sent).map(([kind, at]) => [`sent.${kind}`, String(at)]),
              ...Object.entries(inquiry).map(([key, value]) => [key, String(value)]),
              ...(values['with-body'] ? [] : [['message', '(hidden: add --with-body)']]),
            ],
          ),
          '',
          table(
            ['part', 'state', 'at', 'last error'],
            parts.map((part) => [part.part, part.state, part.at ?? '', part.lastError ?? '']),
          ),
        ].join('\n'),
      )
    }
    case 'retry': {
      const ids = values['all-dead'] ? (await queue.list('dead')).map((item) => item.id) : [id]
      if (!values['all-dead'] && !id) throw new UsageError('retry needs an id or --all-dead')
      const retried: string[] = []
      for (const each of ids) {
        if (each && (await queue.retry(each))) retried.push(each)
      }
      if (!values['all-dead'] && retried.length === 0) throw new Error(`${id} is not dead`)
      return out({ retried }, `sent back for delivery: ${retried.length}`)
    }
    case 'release': {
      if (!id) throw new UsageError('release needs an inquiry id')
      const held = await queue.show(id)
      if (!(await queue.release(id))) throw new Error(`${id} is not in the quarantine`)
      // As the Release link does: a near-copy of a released text is never a repeat again.
      if (held) await judgements.add(judgementOf('released', id, held.inquiry))
      return out({ released: [id] }, `released for delivery: ${id}`)
    }
    case 'purge': {
      if ([values.sent, values.dead, values.quarantine].filter(Boolean).length !== 1)
        throw new UsageError('purge needs one of --sent, --dead or --quarantine')
      const olderThan = duration(values['older-than'])
      const [what, purged] = values.quarantine
        ? ['quarantined', await queue.purgeQuarantine(olderThan)]
        : values.dead
          ? ['dead', await queue.purgeDead(olderThan)]
          : ['delivered', await queue.purgeSent(olderThan)]
      return out({ purged }, `purged ${what} inquiries: ${purged}${rewritten(purged)}`)
    }
    case 'forget': {
      const email = z.email().safeParse(id?.trim())
      if (!email.success) throw new UsageError('forget needs the email address to forget')
      // The addresses are the founder's own, shown to the operator who asked to delete them.
      // The judgements first: the queue's forget then rewrites Redis's append-only file.
      const judged = await judgements.remove(addedBy(email.data))
      const { count, addresses } = await queue.forget(email.data)
      return out(
        { forgotten: count, addresses, ...(judged ? { judgements: judged } : {}) },
        `deleted inquiries: ${count}${addresses.length ? `, from ${addresses.join(', ')}` : ''}${
          judged ? `; reports and releases removed: ${judged}` : ''
        }${queue.backend === 'redis' ? REWRITTEN : ''}`,
      )
    }
    case 'reported': {
      if (id === 'remove') {
        const what = positionals[2]?.trim().toLowerCase()
        if (!what) throw new UsageError('reported remove needs an inquiry id or a domain')
        const removed = await judgements.remove(
          (judgement) =>
            judgement.kind === 'reported' &&
            (judgement.inquiryId.toLowerCase() === what || judgement.domain === what),
        )
        if (removed === 0) throw new Error(`no report of ${what}`)
        return out({ removed }, `reports removed: ${removed}`)
      }
      if (id !== undefined) throw new UsageError(`unknown reported command: ${id}`)
      const reported = (await judgements.all()).filter((each) => each.kind === 'reported')
      return out(
        reported.map(({ inquiryId, at, sketch, domain }) => ({
          inquiryId,
          at,
          fingerprint: Boolean(sketch),
          ...(domain ? { domain } : {}),
        })),
        reported.length === 0
          ? 'no reports'
          : table(
              ['inquiry', 'reported', 'fingerprint', 'domain'],
              reported.map((each) => [
                each.inquiryId,
                each.at,
                each.sketch ? 'yes' : '-',
                each.domain ?? '-',
              ]),
            ),
      )
    }
    default:
      throw new UsageError(command ? `unknown command: ${command}` : 'no command given')
  }
}

const config = loadConfig({ LOG_LEVEL: 'error', ...process.env })
const logger = pino({ level: config.LOG_LEVEL }, pino.destination(2))
const redis = config.REDIS_URL
  ? connectRedis(config.REDIS_URL, { password: config.REDIS_PASSWORD_FILE, logger })
  : undefined
// The queue's worker never starts here: these are only what its constructor needs.
const queue = await createQueue(config, {
  mailer: createSmtpMailer(config.SMTP_URL, config.SMTP_TIMEOUT_MS),
  logger,
  redis,
  operator: true,
})
let code = 0
try {
  if (queue.backend === 'redis') await queue.check()
  const hooks = {
    endpoints: config.WEBHOOK_URLS,
    secrets: [],
    slackUrl: config.SLACK_WEBHOOK_URL,
    timeoutMs: 0,
  }
  const judgements = redis ? redisJudgements(redis) : fileJudgements(config.OUTBOX_DIR)
  process.stdout.write(`${await run(queue, judgements, process.argv.slice(2), hooks)}\n`)
} catch (error) {
  code = error instanceof UsageError ? 2 : 1
  process.stderr.write(
    `${(error as Error).message}\n${error instanceof UsageError ? `${USAGE}\n` : ''}`,
  )
} finally {
  await queue.close()
  if (redis) await closeRedis(redis)
}
process.exit(code)
