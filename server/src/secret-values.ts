/**
 * What a secret must not look like in production (docs/decisions/062). Every value the
 * repository gives a secret (compose defaults, .env.example, the docs, the tests' fixtures) is
 * public, and a server that accepted one would let anyone forge its links and proofs; so would
 * a placeholder an operator forgot to replace. scripts/repository-secrets.test.ts collects every
 * value assigned to a secret's name in the repository and proves this rule refuses each, so a
 * new example that looks real fails the tests rather than a deployment.
 */

/** The server's own signing keys and tokens: a public value of any of them forges something. */
export const SECRET_SETTINGS = [
  'ALTCHA_HMAC_SECRET',
  'ACTION_LINK_SECRET',
  'METRICS_TOKEN',
  'WEBHOOK_SECRET',
] as const

/**
 * Words a placeholder or an example is made of, and a drawn secret practically never holds:
 * each has a letter beyond a–f, so hex never does; about one base64 draw of 44 characters in
 * 10,000 holds "test", "fake" or "your", and is refused with the advice to draw again.
 */
const PLACEHOLDER_WORDS = [
  'example',
  'sample',
  'placeholder',
  'changeme',
  'change-me',
  'change_me',
  'replace',
  'secret',
  'password',
  'token',
  'test',
  'dummy',
  'fake',
  'local',
  'production',
  'default',
  'random',
  'string',
  'insecure',
  'your',
]

/**
 * Fewer distinct characters than this is a pattern, not a draw (`aaaa…`, base64 of one repeated
 * byte): even 32 hex characters hold fewer than 8 in about one draw of 30 million.
 */
const MIN_DISTINCT = 8

export const HOW_TO_DRAW = 'openssl rand -hex 32'

/** Why `value` cannot be a production secret, or undefined when it looks drawn. */
export function placeholderProblem(value: string): string | undefined {
  const lower = value.toLowerCase()
  const word = PLACEHOLDER_WORDS.find((each) => lower.includes(each))
  if (word) return `looks like a placeholder or an example (it holds “${word}”)`
  // A webhook secret's fixed prefix is not part of what was drawn.
  const drawn = value.replace(/^whsec_/, '')
  if (new Set(drawn).size < MIN_DISTINCT) {
    return `has fewer than ${MIN_DISTINCT} different characters: a pattern, not a random value`
  }
  return undefined
}
