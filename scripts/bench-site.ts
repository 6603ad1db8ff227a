/**
 * `npm run bench:site`: serving a page from Express (server/src/http/app.ts) against
 * serving it from nginx with the client container's config (client/nginx.conf), on loopback.
 * Both answer GET /partnerships with gzip for BENCH_SECONDS (5) over 10 connections; the
 * table shows requests/s, p50, p99 and bytes/s, and nginx/Express. Exits non-zero on any
 * error or non-200 answer, or when Express serves fewer than a quarter of nginx's requests/s
 * in the same run (a ratio, so the budget holds on a slow or busy machine: docs/decisions/027).
 *
 * nginx runs one worker, as Express runs one process. The load generator runs in a worker
 * thread so it does not share the event loop with the Express server under test.
 * Express binds a port the OS picks, nginx draws its own (nginx-harness.ts). Needs `npm run build` (client/dist) and nginx (apt-get install nginx).
 * `-- --smoke`: the quick mode `npm test` runs (tests/bench): 1 s each (BENCH_SECONDS still wins)
 * and the share printed but not asserted; an error or a non-200 answer still fails.
 */
import { startTestServer } from '@inlet/server/test/harness'
import { HeldPort } from '@inlet/server/test/held-port'
import { clientDist, type RunningNginx, startNginx } from '@inlet/tests/stack/nginx-harness'
import autocannon from 'autocannon'

const smoke = process.argv.includes('--smoke')
const SECONDS = Number(process.env.BENCH_SECONDS ?? (smoke ? 1 : 5))
const CONNECTIONS = 10
const PATH = '/partnerships'
/** Express's requests/s at least this share of nginx's, measured in the same run. */
const MIN_EXPRESS_SHARE = 0.25
const cleanups: Array<() => Promise<void> | void> = []
async function cleanUp() {
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      await cleanup()
    } catch (error) {
      console.error('cleanup failed:', (error as Error).message)
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void cleanUp().then(() => process.exit(130))
  })
}

async function main(): Promise<number> {
  // SMTP is down (a held port that resets): deliveries would fail, but this bench sends none.
  const smtp = await HeldPort.open()
  cleanups.push(() => smtp.close())
  const server = await startTestServer(clientDist, {
    SMTP_URL: smtp.url('smtp'),
    SMTP_TIMEOUT_MS: '500',
    TRUST_PROXY: '127.0.0.1',
  })
  cleanups.push(() => server.close())

  const nginx: RunningNginx = await startNginx({ apiUpstream: `127.0.0.1:${server.server.port}` })
  cleanups.push(() => nginx.stop())

  const targets = [
    { name: 'Express', url: `${server.server.url}${PATH}` },
    { name: 'nginx', url: `${nginx.url}${PATH}` },
  ]
  const rows = []
  for (const target of targets) {
    const options = {
      url: target.url,
      connections: CONNECTIONS,
      workers: 1,
      headers: { 'accept-encoding': 'gzip' },
    }
    await autocannon({ ...options, duration: 1 }) // warm-up (JIT, keep-alive, file cache)
    const result = await autocannon({ ...options, duration: SECONDS })
    const wrong = Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => code !== '200')
      .reduce((sum, [, stat]) => sum + (stat.count ?? 0), 0)
    rows.push({
      server: target.name,
      'req/s': Math.round(result.requests.average),
      'p50 ms': result.latency.p50,
      'p99 ms': result.latency.p99,
      'KB/s': Math.round(result.throughput.average / 1024),
      requests: result.requests.total,
      'errors+non-200': result.errors + result.timeouts + wrong,
    })
  }

  console.log(
    `GET ${PATH}, Accept-Encoding: gzip, ${CONNECTIONS} connections, ${SECONDS} s each (after 1 s warm-up)`,
  )
  console.table(rows)
  const [express, nginxRow] = rows
  if (!express || !nginxRow) return 1
  const ratio = (key: 'req/s' | 'p50 ms' | 'p99 ms' | 'KB/s') =>
    express[key] ? (nginxRow[key] / express[key]).toFixed(2) : 'n/a'
  console.log(
    `nginx/Express: req/s ×${ratio('req/s')}, p50 ×${ratio('p50 ms')}, p99 ×${ratio('p99 ms')}, bytes/s ×${ratio('KB/s')}`,
  )

  let ok = true
  for (const row of rows) {
    if (row['errors+non-200'] > 0 || row.requests === 0) {
      console.log(`FAIL ${row.server}: ${row['errors+non-200']} errors or non-200 answers`)
      ok = false
    }
  }
  const floor = Math.round(nginxRow['req/s'] * MIN_EXPRESS_SHARE)
  const met = express['req/s'] >= floor
  if (!met && !smoke) ok = false
  console.log(
    `${ok ? 'PASS' : 'FAIL'} Express: ${express['req/s']} req/s, nginx ${nginxRow['req/s']} req/s (budget ≥ ${floor}, ${MIN_EXPRESS_SHARE} × nginx, ${met ? 'met' : 'missed'}${smoke ? '; not asserted: --smoke' : ''})`,
  )
  return ok ? 0 : 1
}

let code = 1
try {
  code = await main()
} catch (error) {
  console.error((error as Error).message)
} finally {
  await cleanUp()
}
process.exit(code)
