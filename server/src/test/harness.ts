import { randomUUID } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { IDEMPOTENCY_KEY_HEADER, INQUIRY_ENDPOINT } from '@inlet/shared/inquiry-api'
import { cspStyleSourcesFile } from '@inlet/shared/paths'
import { pino } from 'pino'
import { loadConfig } from '../config.ts'
import { createProofs, memoryReplays } from '../inquiry/proof.ts'
import { memoryStores, type StoreFactory } from '../inquiry/rate-limit-store.ts'
import type { RepeatStore } from '../inquiry/repeats.ts'
import { solve, withProof } from '../proof-solver.ts'
import { closeRedis, connectRedis } from '../queue/redis/redis-client.ts'
import { createRedisStores } from '../queue/redis/redis-rate-limit-store.ts'
import { type RunningServer, type ServerOverrides, startServer } from '../start-server.ts'

/** A minimal built site, so the server tests do not depend on `npm run build`. */
export function makeSiteFixture(): string {
  const dist = mkdtempSync(join(tmpdir(), 'inlet-dist-'))
  mkdirSync(join(dist, 'assets'))
  mkdirSync(join(dist, 'partnerships'))
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><title>Home</title>${'<p>home</p>'.repeat(200)}`,
  )
  writeFileSync(join(dist, 'partnerships.html'), '<!doctype html><title>Partnerships</title>')
  writeFileSync(join(dist, 'partnerships', 'fintech-ventures.html'), '<title>Fintech</title>')
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\n')
  // The CSP hash the build writes for the pages' inline stylesheet (client/scripts/prerender.ts).
  writeFileSync(
    join(dist, cspStyleSourcesFile),
    "'sha256-AL/5BCuaLZm/7PM9AQXEk5DiXZyiNFja3oJaO4S4+wQ='\n",
  )
  writeFileSync(
    join(dist, '404.html'),
    '<!doctype html><meta name="robots" content="noindex"><h1>Page not found</h1>',
  )
  writeFileSync(
    join(dist, 'assets', 'index-abc123.js'),
    `console.log(${JSON.stringify('x'.repeat(4000))})`,
  )
  return dist
}

/**
 * The proof of work in tests: production's algorithm and cost per attempt, but a few attempts
 * (Node solves each in well under a millisecond), so suites that post hundreds stay fast; and
 * one secret, so replicas and restarted processes accept each other's challenges.
 */
export const TEST_PROOF = {
  ALTCHA_MAX_ATTEMPTS: '4',
  ALTCHA_HMAC_SECRET: 'test-secret-shared-by-every-replica-in-tests',
}

export interface Harness {
  app: RunningServer['app']
  delivery: RunningServer['queue']
  /** The file outbox (a temporary folder; also with REDIS_URL, where the queue does not use it). */
  outboxDir: string
  /** The running server's own address (startServer on a free port). */
  url: string
  close(): Promise<void>
}

/**
 * The real server (startServer) serving `dist` on a free loopback port, quiet, with a temporary
 * outbox that `close` removes: the one place for the settings of every server a test, the site
 * check, the speed audit or a bench starts in-process. `env` adds to them or overrides them.
 */
export async function startTestServer(
  dist: string,
  env: Record<string, string> = {},
  overrides: Omit<ServerOverrides, 'env'> = {},
): Promise<{ server: RunningServer; close(): Promise<void> }> {
  const outboxDir = mkdtempSync(join(tmpdir(), 'inlet-outbox-'))
  const server = await startServer({
    env: {
      CLIENT_DIST: dist,
      OUTBOX_DIR: outboxDir,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'silent',
      SMTP_TIMEOUT_MS: '1000',
      ...TEST_PROOF,
      ...env,
    },
    ...overrides,
  })
  return {
    server,
    async close() {
      await server.close()
      rmSync(outboxDir, { recursive: true, force: true })
    },
  }
}

/**
 * The test server on a minimal site, with fast retries and a rate limit out of the way
 * (real SMTP mailer). Counts in this process unless `extra` gives Redis stores.
 */
export async function makeApp(
  env: Record<string, string> = {},
  extra: { stores?: StoreFactory; redisUp?: () => boolean; repeats?: RepeatStore } = {},
): Promise<Harness> {
  const dist = makeSiteFixture()
  const { server, close } = await startTestServer(
    dist,
    {
      RETRY_BASE_MS: '50',
      RETRY_MAX_MS: '200',
      RATE_LIMIT_MAX: '1000',
      CHALLENGE_RATE_LIMIT_MAX: '1000',
      ...env,
    },
    {
      logger: pino({ level: 'silent' }),
      counters: {
        stores: extra.stores ?? memoryStores,
        ...(extra.redisUp ? { isUp: extra.redisUp } : {}),
      },
      ...(extra.repeats ? { repeats: extra.repeats } : {}),
    },
  )
  return {
    app: server.app,
    delivery: server.queue,
    outboxDir: server.config.OUTBOX_DIR,
    url: server.url,
    async close() {
      await close()
      rmSync(dist, { recursive: true, force: true })
    },
  }
}

/**
 * Rate-limit and confirmation counts in the Redis at `url`, on a client of their own, for
 * `makeApp`'s `extra` (a file-queue server whose counts are shared, as replicas share them).
 */
export function redisCounters(url: string) {
  const client = connectRedis(url, { logger: pino({ level: 'silent' }) })
  const { stores, isUp } = createRedisStores(client)
  return { stores, redisUp: isUp, close: () => closeRedis(client) }
}

export { solveProof, withProof } from '../proof-solver.ts'

/**
 * A proof as if the founder had typed for `typedMs` since the form asked for its challenge:
 * signed with the tests' secret (TEST_PROOF), its issue time that long ago. A server test cannot
 * wait 30 s for a typing time; this is the one proof the server did not hand out itself.
 */
export async function proofTypedFor(typedMs: number): Promise<string> {
  const settings = loadConfig({ ...TEST_PROOF })
  const proofs = createProofs(
    settings,
    memoryReplays(),
    pino({ level: 'silent' }),
    () => Date.now() - typedMs,
  )
  return solve(await proofs.challenge())
}

/**
 * Posts an inquiry as the form does (with a solved proof) until it is accepted and returns its
 * id. A 503 is a Redis queue still connecting and is tried again, for up to `timeoutMs`; any
 * other answer fails at once.
 */
export async function postUntilAccepted(
  harness: Harness,
  inquiry: object,
  timeoutMs = 10_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs
  // One proof and one key for every try: the proof may be used again by the same inquiry only.
  const payload = JSON.stringify(await withProof(harness.url, inquiry))
  const key = randomUUID()
  for (;;) {
    const res = await fetch(`${harness.url}${INQUIRY_ENDPOINT}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: key },
      body: payload,
    })
    const body = (await res.json()) as { id: string }
    if (res.status === 202) return body.id
    if (res.status !== 503 || Date.now() > deadline) {
      throw new Error(`inquiry not accepted: ${res.status} ${JSON.stringify(body)}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

export const validInquiry = {
  name: 'Marisol Vega',
  email: 'marisol@tidewater.example',
  company: 'Tidewater Analytics',
  phone: '(561) 555-0199',
  website: 'https://tidewater.example',
  message: 'We have 40 paying marinas on our booking software and want to talk about a seed round.',
  timeline: '1-3months',
  context: 'funding',
}
