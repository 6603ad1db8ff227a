/**
 * `npm run bench:api`: requests/s and latency of POST /api/send-contact-email on loopback,
 * for (a) rejected invalid inquiries and (b) accepted ones (durable outbox + a local SMTP
 * sink receiving the mail). Bounded in time; exits non-zero when a budget is missed.
 *
 * `-- --backend redis`: the accepted case on both queue backends side by side, the file outbox
 * and BullMQ on a local redis-server run as production runs it (AOF, fsync always).
 */
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { pino } from 'pino'
import { createRedisStores } from '../src/rate-limit-store.ts'
import { type Harness, makeApp, validInquiry } from '../src/test/harness.ts'
import { RedisServer } from '../src/test/redis-server.ts'
import { SmtpSink } from '../src/test/smtp-sink.ts'

const { values } = parseArgs({ options: { backend: { type: 'string', default: 'file' } } })
if (values.backend !== 'file' && values.backend !== 'redis') {
  console.error('--backend must be file or redis')
  process.exit(2)
}

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5)
const BUDGETS = {
  invalid: { minRps: 800, maxP99Ms: 100 },
  accepted: { minRps: 150, maxP99Ms: 250 },
  // The aim for Redis on 2 cores.
  'accepted (redis)': { minRps: 1000, maxP99Ms: 50 },
} as const

const smtp = await new SmtpSink().start()
const harness = await makeApp({ SMTP_URL: smtp.url, RATE_LIMIT_MAX: '10000000' })
const url = `${harness.url}/api/send-contact-email`

async function run(name: keyof typeof BUDGETS, body: object, expectStatus: number, target = url) {
  const result = await autocannon({
    url: target,
    method: 'POST',
    duration: DURATION_S,
    connections: 10,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const wrong = result.statusCodeStats
    ? Object.entries(result.statusCodeStats).filter(([code]) => Number(code) !== expectStatus)
    : []
  const row = {
    case: name,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    requests: result.requests.total,
    errors:
      result.errors + result.timeouts + wrong.reduce((n, [, stat]) => n + (stat.count ?? 0), 0),
    // Other work on the machine moves these figures more than most code changes do.
    'load 1 min': loadavg()[0]?.toFixed(1),
  }
  const budget = BUDGETS[name]
  const ok = row['req/s'] >= budget.minRps && row['p99 ms'] <= budget.maxP99Ms && row.errors === 0
  return { row, ok, budget }
}

/** The same app on the Redis backend (queue and rate limit in Redis), on its own port. */
async function redisRun() {
  const redis = await new RedisServer().start()
  const stores = createRedisStores(redis.url, pino({ level: 'silent' }))
  let redisHarness: Harness | undefined
  try {
    redisHarness = await makeApp(
      { SMTP_URL: smtp.url, RATE_LIMIT_MAX: '10000000', REDIS_URL: redis.url },
      { stores: stores.stores, redisUp: stores.isUp },
    )
    const redisUrl = `${redisHarness.url}/api/send-contact-email`
    // Connected before the clock starts.
    while ((await fetch(redisUrl.replace('send-contact-email', 'ready'))).status !== 200) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    return await run('accepted (redis)', validInquiry, 202, redisUrl)
  } finally {
    await redisHarness?.close()
    await stores.close()
    await redis.remove()
  }
}

/**
 * Stops the file-backend app. Before the Redis run too: the backlog its accepted run left would
 * otherwise still be delivering, through the same SMTP sink and event loop, while Redis is
 * measured.
 */
let fileAppOpen = true
async function closeFileApp() {
  if (!fileAppOpen) return
  fileAppOpen = false
  await harness.close()
}

const results =
  values.backend === 'redis'
    ? [await run('accepted', validInquiry, 202), await closeFileApp().then(redisRun)]
    : [
        await run('invalid', { ...validInquiry, email: 'not-an-email' }, 400),
        await run('accepted', validInquiry, 202),
      ]
await closeFileApp()
await smtp.stop()

console.table(results.map((r) => r.row))
for (const { row, ok, budget } of results) {
  console.log(
    `${ok ? 'PASS' : 'FAIL'} ${row.case}: ${row['req/s']} req/s (budget ≥ ${budget.minRps}), p99 ${row['p99 ms']} ms (budget ≤ ${budget.maxP99Ms}), errors ${row.errors}`,
  )
}
process.exit(results.every((r) => r.ok) ? 0 : 1)
