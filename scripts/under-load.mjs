/**
 * `npm run test:under-load [-- --ci | -- <command…>]`: runs a command (default `npm run
 * test:unit`; `--ci`: `bash .ci/run`) beside a CPU hog, one busy-loop thread per core, to see
 * how it fares on a loaded machine (issue 49). Prints the load average at the start, half-way
 * and at the end, and the command's wall time; exits with the command's exit code. The hog is
 * threads of this process, so it ends with it, and each stops by itself after 90 minutes.
 * Plain JavaScript, so it runs on the machine's own Node before `npm ci` (`--ci` on a fresh
 * clone).
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { availableParallelism, constants, loadavg } from 'node:os'
import { Worker } from 'node:worker_threads'

const HOG_MAX_MS = 90 * 60_000
const SAMPLE_MS = 15_000

const args = process.argv.slice(2)
if (args[0] === '--help') {
  console.log('npm run test:under-load [-- --ci | -- <command…>]  (default: npm run test:unit)')
  process.exit(0)
}
const command =
  args[0] === '--ci' ? ['bash', '.ci/run'] : args.length ? args : ['npm', 'run', 'test:unit']

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')
const cores = availableParallelism()
const hog = `const end = Date.now() + ${HOG_MAX_MS}; let x = 0; while (Date.now() < end) x += Math.sqrt(x + 1)`
const workers = Array.from({ length: cores }, () => new Worker(hog, { eval: true }))
await Promise.all(workers.map((worker) => once(worker, 'online')))

const started = Date.now()
/** @type {Array<[number, string]>} milliseconds since the start, load average then */
const samples = [[0, load()]]
setInterval(() => samples.push([Date.now() - started, load()]), SAMPLE_MS).unref()
console.log(`under-load: ${cores} busy-loop threads (one per core) beside: ${command.join(' ')}`)
console.log(`under-load: load average (1, 5, 15 min) at start: ${samples[0]?.[1]}`)

const child = spawn(command[0] ?? '', command.slice(1), { stdio: 'inherit' })
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => child.kill(signal))
}
const [code, signal] = await once(child, 'exit')
const wall = Date.now() - started
const [, mid] = samples.reduce((best, sample) =>
  Math.abs(sample[0] - wall / 2) < Math.abs(best[0] - wall / 2) ? sample : best,
)
const exitCode = code ?? 128 + (constants.signals[/** @type {NodeJS.Signals} */ (signal)] ?? 0)
console.log(`under-load: load average (1, 5, 15 min) half-way: ${mid}; at the end: ${load()}`)
console.log(
  `under-load: wall time ${(wall / 60_000).toFixed(1)} min (${Math.round(wall / 1000)} s), exit code ${exitCode}`,
)
process.exit(exitCode)
