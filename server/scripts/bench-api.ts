/**
 * `npm run bench:api`: requests/s and latency of POST /api/send-contact-email on loopback,
 * for (a) rejected invalid inquiries and (b) accepted ones (durable outbox + a local SMTP
 * sink receiving the mail). Bounded in time; exits non-zero when a budget is missed.
 *
 * Budgets are shares of a reference measured in the same run, never absolute rates, so they
 * hold on a slow or busy machine (docs/decisions/027): the reference is GET /api/health on the
 * same app, the cost of Express, its middleware and the loopback itself.
 *
 * `-- --backend redis`: the accepted case on both queue backends side by side, the file outbox
 * and BullMQ on a local redis-server run as production runs it (AOF, fsync always).
 */
import { loadavg } from 'node:os'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { type Harness, makeApp, redisCounters, validInquiry } from '../src/test/harness.ts'
import { RedisServer } from '../src/test/redis-server.ts'
import { SmtpSink } from '../src/test/smtp-sink.ts'

const { values } = parseArgs({ options: { backend: { type: 'string', default: 'file' } } })
if (values.backend !== 'file' && values.backend !== 'redis') {
  console.error('--backend must be file or redis')
  process.exit(2)
}

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5)
/** Each case's requests/s at least this share of the health check's, measured just before. */
const BUDGETS = {
  invalid: { minShare: 0.15 },
  accepted: { minShare: 0.02 },
  'accepted (redis)': { minShare: 0.1 },
} as const

const smtp = await new SmtpSink().start()
const harness = await makeApp({ SMTP_URL: smtp.url, RATE_LIMIT_MAX: '10000000' })
const url = `${harness.url}/api/send-contact-email`

async function run(
  name: keyof typeof BUDGETS | 'health',
  body: object | null,
  expectStatus: number,
  target = url,
) {
  const result = await autocannon({
    url: target,
    duration: DURATION_S,
    connections: 10,
    ...(body
      ? {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }
      : { method: 'GET' }),
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
  return row
}
type Row = Awaited<ReturnType<typeof run>>

/** The same app on the Redis backend (queue and rate limit in Redis), on its own port. */
async function redisRun() {
  const redis = await new RedisServer().start()
  const counters = redisCounters(redis.url)
  let redisHarness: Harness | undefined
  try {
    redisHarness = await makeApp(
      { SMTP_URL: smtp.url, RATE_LIMIT_MAX: '10000000', REDIS_URL: redis.url },
      counters,
    )
    const redisUrl = `${redisHarness.url}/api/send-contact-email`
    // Connected before the clock starts.
    while ((await fetch(redisUrl.replace('send-contact-email', 'ready'))).status !== 200) {
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    return await run('accepted (redis)', validInquiry, 202, redisUrl)
  } finally {
    await redisHarness?.close()
    await counters.close()
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

const healthUrl = `${harness.url}/api/health`
await run('health', null, 200, healthUrl) // warm-up: JIT and keep-alive before the reference
const reference = await run('health', null, 200, healthUrl)
const rows: Row[] =
  values.backend === 'redis'
    ? [reference, await run('accepted', validInquiry, 202), await closeFileApp().then(redisRun)]
    : [
        reference,
        await run('invalid', { ...validInquiry, email: 'not-an-email' }, 400),
        await run('accepted', validInquiry, 202),
      ]
await closeFileApp()
await smtp.stop()

console.table(rows)
let failed = 0
for (const row of rows) {
  const share = row.case === 'health' ? 0 : BUDGETS[row.case].minShare
  const floor = Math.round(reference['req/s'] * share)
  const ok = row['req/s'] >= floor && row.errors === 0 && row.requests > 0
  if (!ok) failed++
  console.log(
    `${ok ? 'PASS' : 'FAIL'} ${row.case}: ${row['req/s']} req/s (${row.case === 'health' ? 'the reference' : `budget ≥ ${floor}, ${share} × health`}), p99 ${row['p99 ms']} ms, errors ${row.errors}`,
  )
}
console.log(`${rows.length - failed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
