import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { parseSiteUrl, site } from '@inlet/shared/site'
import * as z from 'zod'
import {
  flag,
  hookUrlProblem,
  list,
  secretFile,
  trustProxy,
  webhookSecrets,
  webhookUrls,
} from './config-values.ts'
import { KEPT_SETTINGS, type KeptSecrets, type KeptSetting, keptSecrets } from './kept-secrets.ts'
import { HOW_TO_DRAW, placeholderProblem, SECRET_SETTINGS } from './secret-values.ts'

const repoPath = (relative: string) => fileURLToPath(new URL(`../../${relative}`, import.meta.url))

/** Every setting the server reads, with its default. `.env.example` documents each key. */
const configSchema = z.object({
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CLIENT_DIST: z.string().min(1).default(repoPath('client/dist')),
  SITE_URL: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseSiteUrl(value)
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message })
        return z.NEVER
      }
    }),
  CORS_ORIGINS: list.default([]),
  TRUST_PROXY: trustProxy.default(false),
  BODY_LIMIT: z
    .string()
    .regex(/^\d+(?:b|kb|mb)$/i)
    .default('16kb'),
  /**
   * How long Node waits for a whole request header, and for a whole request (header and
   * body), before it answers 408 and closes the connection: a client that sends slowly cannot
   * hold a connection for ever (docs/decisions/046).
   */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).default(10_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  /**
   * An idle kept-alive connection is closed after this: longer than nginx keeps its idle
   * connections to the server (15 s, client/nginx.conf), so nginx never reuses one Node is closing.
   */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(20_000),
  /** Open connections in all; beyond it Node closes new ones at once. */
  MAX_CONNECTIONS: z.coerce.number().int().min(1).default(512),
  /**
   * Open connections per client address (not counted: the proxies of TRUST_PROXY, which carry
   * every client's requests); 0: no per-client cap.
   */
  MAX_CONNECTIONS_PER_CLIENT: z.coerce.number().int().min(0).default(64),

  // Messages never repeat the value: it may hold the password.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .refine((value) => !/@.*@/.test(value), {
      message:
        'has a raw “@” in its user name or password: percent-encode it as %40 (smtp://user:p%40ss@host)',
    })
    .refine((value) => URL.canParse(value), {
      message:
        'is not a valid URL: percent-encode any “/”, “?”, “#” or “:” in the user name or password',
    })
    .default('smtp://127.0.0.1:1025'),
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** A file holding the SMTP password (a Docker secret). */
  SMTP_PASSWORD_FILE: secretFile,
  /** Sends SMTP credentials without TLS: only for a local catcher that has no STARTTLS. */
  SMTP_ALLOW_PLAINTEXT_AUTH: flag.default(false),
  MAIL_FROM: z.string().min(3).default(`${site.name} <${site.email}>`),
  STUDIO_INBOX: z.email().default(site.email),

  OUTBOX_DIR: z.string().min(1).default(repoPath('var/outbox')),
  RETRY_BASE_MS: z.coerce.number().int().min(10).default(2_000),
  DELIVERY_CONCURRENCY: z.coerce.number().int().min(1).max(50).default(4),
  RETRY_MAX_MS: z.coerce
    .number()
    .int()
    .min(10)
    .default(5 * 60_000),
  RETRY_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(10)
    .default(24 * 60 * 60_000),

  /** Delivered inquiries are deleted this many days after their last email went out. */
  SENT_RETENTION_DAYS: z.coerce.number().int().min(1).default(30),
  /** Inquiries that could not be delivered (dead letters) are deleted this many days after. */
  DEAD_RETENTION_DAYS: z.coerce.number().int().min(1).default(90),
  /** Quarantined inquiries (suspected spam, never released) are deleted this many days after they arrived. */
  QUARANTINE_RETENTION_DAYS: z.coerce.number().int().min(1).default(30),
  /**
   * With Redis: how long a replica's hold on an inquiry it delivers lasts without renewal; a
   * killed replica's inquiries go back to the queue after about twice this.
   */
  QUEUE_LOCK_MS: z.coerce.number().int().min(1000).default(30_000),
  /** Bearer token for GET /api/metrics; without it the endpoint answers 404. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),

  /**
   * When set, rate-limit counts and the inquiry queue (BullMQ) live in Redis and are shared by
   * every replica; without it the queue is the file outbox in OUTBOX_DIR.
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  /** A file holding the Redis password (a Docker secret), instead of a password in REDIS_URL. */
  REDIS_PASSWORD_FILE: secretFile,
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(15 * 60_000),
  HONEYPOT: flag.default(true),
  /**
   * `production` refuses a placeholder or a value from the repository for a secret
   * (secret-values.ts), and keeps the secrets a single server draws (kept-secrets.ts).
   */
  NODE_ENV: z.string().optional(),
  /**
   * Signs the proof-of-work challenges (docs/decisions/047); every replica needs the same one.
   * Without it: in production a single server's own, drawn once and kept in OUTBOX_DIR (replicas
   * must be given it); in development a random secret per process.
   */
  ALTCHA_HMAC_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * How long a challenge can be solved and posted (ms); the form renews it before then. As low
   * as a second, so a browser test can see one expire (docs/decisions/061).
   */
  ALTCHA_EXPIRES_MS: z.coerce
    .number()
    .int()
    .min(1_000)
    .default(30 * 60_000),
  /** PBKDF2 iterations per attempt of the proof of work. */
  ALTCHA_COST: z.coerce.number().int().min(1).default(5_000),
  /** The proof's solution lies between half of this many attempts and this many. */
  ALTCHA_MAX_ATTEMPTS: z.coerce.number().int().min(2).default(200),
  /** Challenges per client per RATE_LIMIT_WINDOW_MS (GET /api/challenge). */
  CHALLENGE_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(60),
  /**
   * The typing time under which an inquiry is too fast (ms): from its challenge's signed issue
   * time to the post; 0: off.
   */
  QUARANTINE_MIN_OPEN_MS: z.coerce.number().int().min(0).default(3_000),
  /**
   * The same message from this many different addresses within an hour is quarantined as a
   * repeat (from the last of them on); 0: off.
   */
  QUARANTINE_REPEAT_SENDERS: z.coerce
    .number()
    .int()
    .refine((value) => value === 0 || value >= 2, 'must be 0 (off) or 2 or more')
    .default(2),
  /**
   * The studio gets one email listing the inquiries held in each window of this many minutes
   * (windows aligned to the hour when they divide it); 0: an email per held inquiry, at once.
   */
  QUARANTINE_DIGEST_MINUTES: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 60)
    .default(60),
  /**
   * Signs the studio's action links (Release, This is spam, Retry: docs/decisions/050), a
   * random string of 32 characters or more; several separated by spaces sign with the first and
   * accept any, to rotate; every replica needs the same. Without it: in production a single
   * server's own, kept in OUTBOX_DIR as ALTCHA_HMAC_SECRET's is; in development a random secret
   * per process (links from an earlier run no longer open).
   */
  ACTION_LINK_SECRET: z
    .string()
    .transform((value) => value.split(/\s+/).filter(Boolean))
    .refine((secrets) => secrets.every((secret) => secret.length >= 32), {
      message: 'must be at least 32 characters (each, when several are given)',
    })
    .optional(),
  /** How long an action link in the studio's emails opens (days). */
  ACTION_LINK_DAYS: z.coerce.number().int().min(1).max(90).default(14),
  /** Confirmation emails per hour in all; over it, inquiries still reach the studio. */
  CONFIRMATION_HOURLY_CAP: z.coerce.number().int().min(0).default(100),

  /** Endpoints that get each delivered inquiry as a signed `inquiry.received` event. */
  WEBHOOK_URLS: webhookUrls.default([]),
  /** Signs the webhooks; needed when WEBHOOK_URLS is set. */
  WEBHOOK_SECRET: webhookSecrets.default([]),
  /** How long a webhook or Slack POST may take before it counts as failed (and is retried). */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** A Slack incoming webhook that gets a short message per inquiry; empty is unset (Compose). */
  SLACK_WEBHOOK_URL: z
    .string()
    .refine((value) => value === '' || !hookUrlProblem(value), {
      error: (issue) => hookUrlProblem(issue.input as string),
    })
    .optional()
    .transform((value) => value || undefined),
})

/** Settings that depend on each other. */
const checkedSchema = configSchema
  .refine((config) => config.WEBHOOK_URLS.length === 0 || config.WEBHOOK_SECRET.length > 0, {
    message: 'is needed when WEBHOOK_URLS is set (whsec_<base64>)',
    path: ['WEBHOOK_SECRET'],
  })
  .refine((config) => config.HEADERS_TIMEOUT_MS <= config.REQUEST_TIMEOUT_MS, {
    message: 'must not be longer than REQUEST_TIMEOUT_MS (the whole request includes its header)',
    path: ['HEADERS_TIMEOUT_MS'],
  })
  .superRefine((config, ctx) => {
    if (config.NODE_ENV !== 'production') return
    // A value from the repository or a placeholder is public: it would forge links and proofs.
    for (const name of SECRET_SETTINGS) {
      for (const value of [config[name] ?? []].flat()) {
        const problem = placeholderProblem(value)
        if (!problem) continue
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: `${problem}, which NODE_ENV=production refuses: set it to a value of your own (${HOW_TO_DRAW})`,
        })
        break
      }
    }
    // Replicas share no folder to keep drawn secrets in: each must be given the same ones.
    if (!config.REDIS_URL) return
    for (const name of KEPT_SETTINGS) {
      if (config[name]?.length) continue
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `is required with NODE_ENV=production and REDIS_URL, the same on every replica: a random string of 32 characters or more (${HOW_TO_DRAW})`,
      })
    }
  })
  .transform((config, ctx) => {
    const given = config.ALTCHA_HMAC_SECRET && config.ACTION_LINK_SECRET?.length
    // A single production server keeps what it draws (kept-secrets.ts); development draws anew.
    let kept: KeptSecrets | undefined
    if (!given && config.NODE_ENV === 'production') {
      try {
        kept = keptSecrets(config.OUTBOX_DIR)
      } catch (error) {
        ctx.addIssue({ code: 'custom', path: ['OUTBOX_DIR'], message: (error as Error).message })
        return z.NEVER
      }
    }
    const drawn = (name: KeptSetting) => kept?.values[name] ?? randomBytes(32).toString('hex')
    return {
      ...config,
      ALTCHA_HMAC_SECRET: config.ALTCHA_HMAC_SECRET ?? drawn('ALTCHA_HMAC_SECRET'),
      ACTION_LINK_SECRET: config.ACTION_LINK_SECRET?.length
        ? config.ACTION_LINK_SECRET
        : [drawn('ACTION_LINK_SECRET')],
      /** Where the secrets not given are kept, for start-up's log line (start-server.ts). */
      keptSecrets: kept && {
        file: kept.file,
        drawn: kept.drawn,
        settings: KEPT_SETTINGS.filter((name) => !config[name]?.length),
      },
    }
  })

export type Config = z.output<typeof checkedSchema>

/** Parses once at start-up; a bad value stops the process with the variable's name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable is unset: Compose passes `${NAME:-}` for a setting nobody gave.
  const given = new Proxy(env, {
    get: (target, name) => (target[name as string] === '' ? undefined : target[name as string]),
  })
  const result = checkedSchema.safeParse(given)
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`)
  }
  return result.data
}
