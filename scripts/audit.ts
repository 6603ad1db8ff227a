/**
 * `npm run audit`: the speed benchmark (not part of `npm test`; docs/decisions/022).
 *
 * Every route is measured on a first visit (a new browser and profile per run) by Lighthouse 13,
 * mobile preset, twice over: as served, and with its scripts removed (JSON-LD kept), both through
 * the same proxy. Each figure is the median of `--runs` (5) runs, taken in turn so that both
 * versions share the machine's moods. Budgets are differences within the run, never absolute
 * times, so they hold on a slow or busy machine:
 *   FCP at most 50 ms and LCP at most 100 ms later than the same page without scripts;
 *   TBT at most 30 ms more;
 *   the app's script evaluation + parse/compile at most 200 ms (the difference between the two);
 *   the longest answer to a visitor who starts using the page at 1.5 s (taps on the menu, keys
 *   in a Name field) while the app starts, at 4x CPU, at most 70 ms more than on the page without
 *   scripts (scripts/interaction-delay.ts; docs/decisions/060).
 *
 * `--baseline DIR`: another build's client/dist, served beside this one and measured in the same
 * run, for claims of "before → after" (a remedy is claimed only side by side). `--build DIR`
 * measures another copy of a build as "this build" (default client/dist), so a copy can be
 * measured while the tree is rebuilt. `--also NAME=URL` (repeatable): a site served elsewhere,
 * such as a static template behind nginx, measured through the same proxies on the routes it
 * answers with 200, for the record; it has no budget.
 * Throttling is applied (Lighthouse's `devtools` method), the one docs/decisions/027 trusts for
 * paints; `--throttling simulate` gives Lighthouse's simulation.
 * AUDIT_ROUTES="/,/contact" for a subset. Writes reports/audit.md.
 * `--smoke`: the quick mode `npm test` runs (tests/bench): one run of / (`--runs` and AUDIT_ROUTES
 * still win), the budgets printed but not asserted.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { brotliDecompressSync, gunzipSync, gzipSync, inflateSync } from 'node:zlib'
import { interactionDelay } from './interaction-delay.ts'
import {
  auditRoutes,
  clientDist,
  firstVisit,
  type Lhr,
  numeric,
  root,
  serveSite,
} from './lighthouse.ts'

const BUDGETS = {
  fcpDeltaMs: 50,
  lcpDeltaMs: 100,
  tbtDeltaMs: 30,
  appScriptMs: 200,
  interactionDeltaMs: 70,
} as const

const { values } = parseArgs({
  options: {
    runs: { type: 'string' },
    baseline: { type: 'string' },
    build: { type: 'string' },
    throttling: { type: 'string', default: 'devtools' },
    smoke: { type: 'boolean', default: false },
    also: { type: 'string', multiple: true, default: [] },
  },
})
const smoke = values.smoke
if (smoke) process.env.AUDIT_ROUTES ??= '/'
const notAsserted = smoke ? ' (not asserted: --smoke)' : ''
const runs = Number(values.runs ?? process.env.AUDIT_RUNS ?? (smoke ? 1 : 5))
const throttlingMethod = values.throttling
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number ≥ 1')
if (throttlingMethod !== 'simulate' && throttlingMethod !== 'devtools')
  throw new Error('--throttling is simulate or devtools')

/** Every executable script; JSON-LD is data and stays, as does everything else. */
const SCRIPT = /<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g

function decode(body: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'gzip') return gunzipSync(body)
  if (encoding === 'br') return brotliDecompressSync(body)
  if (encoding === 'deflate') return inflateSync(body)
  return body
}

/**
 * A loopback proxy in front of a site. Both versions of a page pass through one: documents are
 * decoded and sent again gzipped (level 6, as the server sends them), with or without their
 * scripts; everything else passes as it is.
 */
async function proxy(upstream: string, stripScripts: boolean) {
  const target = new URL(upstream)
  const server = createServer((req, res) => {
    const forward = request(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (upstreamRes: IncomingMessage) => {
        const type = String(upstreamRes.headers['content-type'] ?? '')
        if (!type.startsWith('text/html')) {
          res.writeHead(upstreamRes.statusCode ?? 502, upstreamRes.headers)
          upstreamRes.pipe(res)
          return
        }
        const chunks: Buffer[] = []
        upstreamRes.on('data', (chunk: Buffer) => chunks.push(chunk))
        upstreamRes.on('end', () => {
          let html = decode(
            Buffer.concat(chunks),
            upstreamRes.headers['content-encoding'],
          ).toString()
          if (stripScripts) html = html.replace(SCRIPT, '')
          const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
          const body = gzip ? gzipSync(html, { level: 6 }) : Buffer.from(html)
          const headers = { ...upstreamRes.headers, 'content-length': String(body.length) }
          delete headers['content-encoding']
          if (gzip) headers['content-encoding'] = 'gzip'
          res.writeHead(upstreamRes.statusCode ?? 502, headers)
          res.end(body)
        })
      },
    )
    forward.on('error', () => res.destroy())
    req.pipe(forward)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}

const FIGURES = [
  'perf',
  'fcp',
  'lcp',
  'tbt',
  'styleLayout',
  'scriptEval',
  'parseCompile',
  'other',
  'interaction',
] as const
type Figure = (typeof FIGURES)[number]
type Figures = Record<Figure, number>

/** Lighthouse's main-thread groups, folded into the four the issue asks about. */
function figures(lhr: Lhr, interaction: number): Figures {
  const items =
    (
      lhr.audits['mainthread-work-breakdown']?.details as {
        items?: Array<{ group: string; duration: number }>
      }
    )?.items ?? []
  const group = (id: string) =>
    items.filter((item) => item.group === id).reduce((sum, item) => sum + item.duration, 0)
  const total = items.reduce((sum, item) => sum + item.duration, 0)
  const styleLayout = group('styleLayout')
  const scriptEval = group('scriptEvaluation')
  const parseCompile = group('scriptParseCompile')
  return {
    perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: numeric(lhr, 'first-contentful-paint'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    styleLayout,
    scriptEval,
    parseCompile,
    other: total - styleLayout - scriptEval - parseCompile,
    interaction,
  }
}

function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const mid = sorted.length / 2
  return Math.round(
    Number.isInteger(mid)
      ? ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
      : (sorted[Math.floor(mid)] ?? 0),
  )
}

const builds = [{ name: 'this build', dist: values.build ? resolve(values.build) : clientDist }]
if (values.baseline) builds.push({ name: 'baseline', dist: resolve(values.baseline) })
/** `--also NAME=URL`: a site served elsewhere (another template behind nginx), measured alike. */
const others = values.also.map((entry) => {
  const at = entry.indexOf('=')
  if (at < 1) throw new Error('--also takes NAME=URL')
  return { name: entry.slice(0, at), url: entry.slice(at + 1).replace(/\/$/, '') }
})

const sites = await Promise.all(builds.map((build) => serveSite(build.dist)))
const upstreams = [...sites.map((site) => site.url), ...others.map((other) => other.url)]
const proxies = await Promise.all(
  upstreams.map(async (url) => ({
    scripts: await proxy(url, false),
    none: await proxy(url, true),
  })),
)
const routes = auditRoutes()
const variants = [...builds, ...others].flatMap((site, b) =>
  (['scripts', 'none'] as const).map((kind) => ({
    label: `${site.name}, ${kind === 'scripts' ? 'as served' : 'no scripts'}`,
    build: b,
    kind,
    ours: b < builds.length,
  })),
)

console.log(
  `Speed benchmark: ${routes.length} route(s) × ${variants.length} versions × ${runs} runs, Lighthouse 13 mobile, throttling ${throttlingMethod}, and taps while the app starts at 4x CPU, load ${loadavg()[0]?.toFixed(1)}`,
)

/** Whether an --also site has the route (it is measured only where it does). */
async function answers(origin: string, path: string): Promise<boolean> {
  const response = await fetch(origin + path).catch(() => null)
  await response?.body?.cancel()
  return response?.status === 200
}

type Result = { route: string; medians: (Figures | null)[]; failures: string[] }
const results: Result[] = []
try {
  for (const { path } of routes) {
    const measured = await Promise.all(
      variants.map(
        async (variant) =>
          variant.ours || (await answers(upstreams[variant.build] as string, path)),
      ),
    )
    const samples: Figures[][] = variants.map(() => [])
    for (let run = 0; run < runs; run++) {
      for (const [v, variant] of variants.entries()) {
        if (!measured[v]) continue
        const origin = proxies[variant.build]?.[variant.kind].url
        const lhr = await firstVisit(origin + path, {
          onlyCategories: ['performance'],
          throttlingMethod,
        })
        // Another site has no app to wait for: its taps are measured as the page without scripts'.
        const interaction = await interactionDelay(
          origin + path,
          variant.kind === 'scripts' && variant.ours,
        )
        samples[v]?.push(figures(lhr, interaction))
      }
    }
    const medians = samples.map((set) =>
      set.length
        ? (Object.fromEntries(FIGURES.map((f) => [f, median(set.map((s) => s[f]))])) as Figures)
        : null,
    )
    const [served, bare] = medians as [Figures, Figures]
    const app = served.scriptEval + served.parseCompile - (bare.scriptEval + bare.parseCompile)
    const failures: string[] = []
    const over = (figure: string, difference: number, budget: number) => {
      if (!(difference <= budget)) failures.push(`${figure} +${difference} ms`)
    }
    over('FCP', served.fcp - bare.fcp, BUDGETS.fcpDeltaMs)
    over('LCP', served.lcp - bare.lcp, BUDGETS.lcpDeltaMs)
    over('TBT', served.tbt - bare.tbt, BUDGETS.tbtDeltaMs)
    over('interaction', served.interaction - bare.interaction, BUDGETS.interactionDeltaMs)
    if (!(app <= BUDGETS.appScriptMs)) failures.push(`app script ${app} ms`)
    results.push({ route: path, medians, failures })
    console.log(
      `\n${failures.length ? (smoke ? 'over' : 'FAIL') : 'pass'} ${path}${failures.length ? ` · over budget: ${failures.join('; ')}` : ''}${notAsserted}`,
    )
    for (const [v, variant] of variants.entries()) {
      const m = medians[v]
      if (!m) continue
      console.log(
        `  ${variant.label.padEnd(26)} perf ${m.perf} · FCP ${m.fcp} LCP ${m.lcp} TBT ${m.tbt} · style & layout ${m.styleLayout} · script eval ${m.scriptEval} · parse/compile ${m.parseCompile} · other ${m.other} · longest interaction while starting ${m.interaction} (ms)`,
      )
    }
    console.log(
      `  difference (as served − no scripts): FCP ${served.fcp - bare.fcp}, LCP ${served.lcp - bare.lcp}, TBT ${served.tbt - bare.tbt}, app script ${app}, interaction ${served.interaction - bare.interaction} ms`,
    )
    if (builds.length === 2 && medians[2] && medians[3]) {
      const [beforeServed, beforeBare] = [medians[2], medians[3]]
      const ratio = (a: number, b: number) => (b ? (a / b).toFixed(2) : 'n/a')
      console.log(
        `  this build / baseline: no-script style & layout ×${ratio(bare.styleLayout, beforeBare.styleLayout)}, LCP as served ×${ratio(served.lcp, beforeServed.lcp)}, script eval + parse ×${ratio(served.scriptEval + served.parseCompile, beforeServed.scriptEval + beforeServed.parseCompile)}`,
      )
    }
  }
} finally {
  for (const pair of proxies) await Promise.all([pair.scripts.close(), pair.none.close()])
  for (const site of sites) await site.close()
}

const header = `| Route | Version | Perf | FCP | LCP | TBT | Style & layout | Script eval | Parse/compile | Other | Interaction | Result |\n|---|---|---|---|---|---|---|---|---|---|---|---|`
const rows = results.flatMap((result) =>
  result.medians.flatMap((m, v) =>
    m
      ? [
          `| ${v === 0 ? result.route : ''} | ${variants[v]?.label} | ${m.perf} | ${m.fcp} | ${m.lcp} | ${m.tbt} | ${m.styleLayout} | ${m.scriptEval} | ${m.parseCompile} | ${m.other} | ${m.interaction} | ${v === 0 ? (result.failures.length ? `over: ${result.failures.join('; ')}` : 'pass') : ''} |`,
        ]
      : [],
  ),
)
mkdirSync(join(root, 'reports'), { recursive: true })
writeFileSync(
  join(root, 'reports/audit.md'),
  `# Speed benchmark\n\nLighthouse 13 mobile, throttling ${throttlingMethod}, first visit, median of ${runs} runs, ms. Interaction: the longest answer to the taps and keys of a visitor who starts using the page at 1.5 s, while the app starts, at 4x CPU (scripts/interaction-delay.ts). Budgets (as served − no scripts): FCP ≤ ${BUDGETS.fcpDeltaMs}, LCP ≤ ${BUDGETS.lcpDeltaMs}, TBT ≤ ${BUDGETS.tbtDeltaMs}, interaction ≤ ${BUDGETS.interactionDeltaMs}, script eval + parse/compile ≤ ${BUDGETS.appScriptMs}${notAsserted}.\n\n${header}\n${rows.join('\n')}\n`,
)
const failed = results.filter((result) => result.failures.length).length
console.log(
  `\n${results.length - failed} passed, ${failed} ${smoke ? 'over budget' : 'failed'}${notAsserted} (report: reports/audit.md)`,
)
process.exit(failed && !smoke ? 1 : 0)
