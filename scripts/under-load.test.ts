import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))

/** The command run under load: counts the running threads of its parent (the hog), exits 3. */
const probe = `
const fs = require('node:fs')
const dir = '/proc/' + process.ppid + '/task'
const state = (task) => { const stat = fs.readFileSync(dir + '/' + task + '/stat', 'utf8'); return stat[stat.lastIndexOf(')') + 2] }
console.log('probe: parent ' + process.ppid + ', running threads ' + fs.readdirSync(dir).filter((task) => state(task) === 'R').length)
process.exit(3)`

describe('npm run test:under-load', () => {
  it('when the command exits 3, then it ran beside a busy thread per core, the figures are printed, the exit code is 3 and no hog is left', async () => {
    const run = spawn('npm', ['run', '--silent', 'test:under-load', '--', 'node', '-e', probe], {
      cwd: root,
    })
    let output = ''
    run.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk
    })
    run.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk
    })
    const [code] = await once(run, 'exit')

    expect(code, output).toBe(3)
    const [, parent, running] = output.match(/probe: parent (\d+), running threads (\d+)/) ?? []
    expect(Number(running), output).toBeGreaterThanOrEqual(availableParallelism())
    expect(output).toMatch(/load average \(1, 5, 15 min\) at start: [\d.]+ [\d.]+ [\d.]+/)
    expect(output).toMatch(/half-way: [\d.]+ [\d.]+ [\d.]+; at the end: [\d.]+ [\d.]+ [\d.]+/)
    expect(output).toMatch(/wall time [\d.]+ min \(\d+ s\), exit code 3/)
    expect(existsSync(`/proc/${parent}`), 'the hog’s process is still there').toBe(false)
  })
})
