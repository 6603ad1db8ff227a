/**
 * Every benchmark still starts and prints its figures (issue 49): each npm script in its quick
 * mode, `-- --smoke` (a second or one run, one route; its timing budgets printed and not
 * asserted), as a developer runs it from the root. Each must exit 0 and print its figures, which
 * are read back as numbers; no time is asserted (docs/decisions/027). bench:spam's counted
 * budgets are the server suite's (server/scripts/bench-spam.test.ts).
 */
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../..', import.meta.url))

/** `npm run <script> -- --smoke <args>` from the root: its exit code and all it printed. */
function smoke(script: string, ...args: string[]): Promise<{ code: unknown; output: string }> {
  return new Promise((resolve) => {
    execFile(
      'npm',
      ['run', script, '--', '--smoke', ...args],
      { cwd: root, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) =>
        resolve({ code: error ? error.code : 0, output: `${stdout}\n${stderr}` }),
    )
  })
}

/** `count` lines matching `pattern` were printed, each group of them a number (else: the output). */
function expectFigures(output: string, pattern: RegExp, count: number) {
  const rows = [...output.matchAll(pattern)].map((match) => match.slice(1).map(Number))
  expect(rows, output).toHaveLength(count)
  expect(
    rows.flat().filter((value) => !Number.isFinite(value)),
    output,
  ).toEqual([])
}

/** bench:api's lines, one per case with its req/s and p99 printed: the case and its errors. */
const apiRows = (output: string) =>
  [...output.matchAll(/^PASS (.+?): \d+ req\/s \(.*\), p99 [\d.]+ ms, errors (\d+)$/gm)].map(
    ([, name, errors]) => ({ name, errors: Number(errors) }),
  )

describe('npm run bench:api -- --smoke', () => {
  it('when the file outbox is measured, then it prints req/s and p99 of the health check, a rejected and an accepted inquiry, with no errors', async () => {
    const { code, output } = await smoke('bench:api')
    expect(code, output).toBe(0)
    expect(apiRows(output), output).toEqual(
      ['health', 'invalid', 'accepted'].map((name) => ({ name, errors: 0 })),
    )
    expect(output).toContain('not asserted: --smoke')
  })

  it('when --backend redis, then it prints the accepted inquiry on both backends', async () => {
    const { code, output } = await smoke('bench:api', '--backend', 'redis')
    expect(code, output).toBe(0)
    expect(apiRows(output), output).toEqual(
      ['health', 'accepted', 'accepted (redis)'].map((name) => ({ name, errors: 0 })),
    )
  })

  it('when --webhook, then it prints accepted inquiries without and with a webhook, and their share', async () => {
    const { code, output } = await smoke('bench:api', '--webhook')
    expect(code, output).toBe(0)
    const cases = ['health', 'accepted', 'accepted (webhook)', 'accepted', 'accepted (webhook)']
    expect(apiRows(output), output).toEqual(cases.map((name) => ({ name, errors: 0 })))
    const share = /^PASS accepted with a webhook: (\d+) req\/s against (\d+) without.*\((\d+) %/gm
    expectFigures(output, share, 1)
    expectFigures(output, /^webhooks received: (\d+)$/gm, 1)
  })
})

describe('npm run bench:site -- --smoke', () => {
  it('when Express and nginx serve a page, then it prints both req/s and their ratios', async () => {
    const { code, output } = await smoke('bench:site')
    expect(code, output).toBe(0)
    expectFigures(output, /^PASS Express: (\d+) req\/s, nginx (\d+) req\/s/gm, 1)
    expectFigures(output, /^nginx\/Express: req\/s ×([\d.]+), p50 ×([\d.]+|n\/a)/gm, 1)
    expect(output).toContain('not asserted: --smoke')
  })
})

describe('npm run measure:proof -- --smoke', () => {
  it('when the form solves its proof once in Chromium, then it prints the solve time and the longest task', async () => {
    const { code, output } = await smoke('measure:proof')
    expect(code, output).toBe(0)
    expect(output).toContain('1 runs, CPU 4× slower')
    expectFigures(output, /solve: median (\d+) ms, p90 (\d+) ms/g, 1)
    expectFigures(output, /longest main-thread task while solving: (\d+) ms/g, 1)
    expect(output).toContain('(not asserted: --smoke)')
  })
})

describe('npm run audit -- --smoke', () => {
  it('when / is measured once as served and without its scripts, then it prints both figures and their difference', async () => {
    const { code, output } = await smoke('audit')
    expect(code, output).toBe(0)
    expect(output).toContain('1 route(s) × 2 versions × 1 runs')
    const version =
      /^ {2}this build, (?:as served|no scripts) +perf (\d+) · FCP (\d+) LCP (\d+) TBT (\d+) .* longest interaction while starting (\d+) \(ms\)$/gm
    expectFigures(output, version, 2)
    const difference =
      /difference \(as served − no scripts\): FCP (-?\d+), LCP (-?\d+), TBT (-?\d+), app script (-?\d+), interaction (-?\d+) ms/g
    expectFigures(output, difference, 1)
    expect(output).toContain('(not asserted: --smoke)')
  })
})
