/**
 * The formats of config.ts's values that take more than one line to check: lists, on/off flags,
 * the trusted proxies, files holding a secret, webhook URLs and their signing secrets. A message
 * never repeats a value that may hold a secret.
 */
import { readFileSync } from 'node:fs'
import { isIP } from 'node:net'
import * as z from 'zod'

export const list = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
)

export const flag = z
  .enum(['on', 'off', 'true', 'false', '1', '0'])
  .transform((value) => value === 'on' || value === 'true' || value === '1')

/**
 * `trust proxy`: off, or the addresses/subnets of the proxies in front (nginx: in Compose, the
 * edge network's subnet). Express then believes X-Forwarded-For only on a connection that
 * comes from one of them. Refused: `true` and hop counts, which believe it from whoever
 * reaches the server's port, and subnets wider than /8, which trust (nearly) everyone
 * (docs/decisions/023).
 */
export const trustProxy = z.string().transform((value, ctx) => {
  const trimmed = value.trim().toLowerCase()
  if (trimmed === '' || trimmed === 'false' || trimmed === '0') return false as const
  const proxies = trimmed.split(',').map((item) => item.trim())
  for (const proxy of proxies) {
    const problem = trustedProxyProblem(proxy)
    if (problem) {
      ctx.addIssue({ code: 'custom', message: `"${proxy}" ${problem}` })
      return z.NEVER
    }
  }
  return proxies
})

/** A file holding a password (a Docker secret); read here, once, into its content. */
export const secretFile = z
  .string()
  .optional()
  .transform((path, ctx) => {
    if (path === undefined || path === '') return undefined
    try {
      return readFileSync(path, 'utf8').replace(/\r?\n$/, '')
    } catch (error) {
      ctx.addIssue({
        code: 'custom',
        message: `cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
      })
      return z.NEVER
    }
  })
const MIN_PREFIX = 8

const isHttpUrl = (value: string) =>
  URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)

/** Why a webhook or Slack URL cannot be posted to; never repeats it (a URL may hold a token). */
export function hookUrlProblem(value: string): string | undefined {
  if (!isHttpUrl(value)) return 'is not an http:// or https:// URL'
  const { username, password } = new URL(value)
  // Node's fetch refuses such a URL: every post would fail and the inquiry end in the dead letters.
  if (username || password) {
    return 'has a user name or password in it, which Node’s fetch refuses: give the receiver’s token in its path or query instead'
  }
  return undefined
}

/** WEBHOOK_URLS: http(s) endpoints. A message names an entry by its place: a URL may hold a token. */
export const webhookUrls = list.refine((urls) => urls.every((url) => !hookUrlProblem(url)), {
  error: (issue) => {
    const urls = issue.input as string[]
    const index = urls.findIndex((url) => hookUrlProblem(url))
    return `entry ${index + 1} ${hookUrlProblem(urls[index] ?? '')}`
  },
})

/**
 * WEBHOOK_SECRET: Standard Webhooks secrets (`whsec_` and 24 to 64 bytes in base64), separated
 * by spaces to sign with each while receivers move to a new one. Messages never repeat a secret.
 */
export const webhookSecrets = z.string().transform((value, ctx) => {
  const secrets = value.split(/\s+/).filter(Boolean)
  for (const [i, secret] of secrets.entries()) {
    const key = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(secret)?.[1]
    const bytes = key && key.length % 4 === 0 ? Buffer.from(key, 'base64').length : 0
    if (bytes < 24 || bytes > 64) {
      ctx.addIssue({
        code: 'custom',
        message: `secret ${i + 1} is not in the form whsec_<base64 of 24 to 64 bytes>`,
      })
      return z.NEVER
    }
  }
  return secrets
})

/** Why `proxy` cannot be trusted, or undefined for an address or a subnet of /8 or narrower. */
function trustedProxyProblem(proxy: string): string | undefined {
  const [address = '', prefix, ...rest] = proxy.split('/')
  // No zone id (fe80::1%eth0): Express would not match it against a connection anyway.
  const family = address.includes('%') ? 0 : isIP(address)
  if (family === 0 || rest.length > 0 || (prefix !== undefined && !/^\d{1,3}$/.test(prefix))) {
    return 'is not an address or subnet: list the proxies\' addresses or subnets (e.g. 172.30.80.0/24), never "true" or a hop count'
  }
  // Express reads ::ffff:a.b.c.d/96+n as a.b.c.d/n: an IPv4 range in disguise.
  if (family === 6 && new URL(`http://[${address}]/`).hostname.startsWith('[::ffff:')) {
    return 'is an IPv4 address in IPv6 form: write it as IPv4'
  }
  if (prefix !== undefined) {
    const bits = Number(prefix)
    if (bits > (family === 4 ? 32 : 128)) return 'has a prefix longer than the address'
    if (bits < MIN_PREFIX) {
      return `trusts every address (or nearly): a subnet must be /${MIN_PREFIX} or narrower`
    }
  }
  return undefined
}
