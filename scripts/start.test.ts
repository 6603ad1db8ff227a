import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createConnection } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { makeSiteFixture, validInquiry, withProof } from '@inlet/server/test/harness'
import { IDEMPOTENCY_KEY_HEADER, INQUIRY_ENDPOINT } from '@inlet/shared/inquiry-api'
import { afterEach, describe, expect, it, vi } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))
const cleanups: Array<() => unknown> = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.()
})

/** The fields of /proc/<pid>/stat after the command's name: state, parent, …; none once gone. */
function stat(pid: number): string[] {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return text.slice(text.lastIndexOf(')') + 2).split(' ')
  } catch {
    return []
  }
}

/** A process that has not exited (a zombie has: only its parent has not read its status yet). */
const alive = (pid: number) => ![undefined, 'Z'].includes(stat(pid)[0])

/** `pid` and every process below it, from /proc. */
function tree(pid: number): number[] {
  const parents = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => [Number(name), Number(stat(Number(name))[1])] as const)
  const found = [pid]
  for (const parent of found) {
    for (const [child, itsParent] of parents) if (itsParent === parent) found.push(child)
  }
  return found
}

/** Nothing accepts a connection on this loopback port. */
const closed = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection(port, '127.0.0.1')
    socket.once('connect', () => resolve(false)).once('error', () => resolve(true))
    socket.once('close', () => socket.destroy())
  })

describe('npm start, stopped by a signal', () => {
  // `--no-build` with a minimal site (CLIENT_DIST), every port 0 (each taken is printed), its own
  // outbox and inbox: it runs beside `npm start` on the usual ports and beside other runs.
  // With a shell between npm and node, npm's SIGTERM killed the shell alone (node went on, its
  // ports held) and its SIGINT stopped nothing; the catcher stopped beside the server, in the
  // middle of its delivery.
  it.each([
    ['npm', 'SIGTERM'], // a process manager stopping it
    ['npm', 'SIGINT'],
    ['node', 'SIGINT'], // Ctrl-C reaches node scripts/start.ts too
  ] as const)(
    'when %s gets %s, then the current delivery is finished and no process or port is left',
    async (target, signal) => {
      const dist = makeSiteFixture()
      const work = mkdtempSync(join(tmpdir(), 'inlet-start-'))
      cleanups.push(() => rmSync(dist, { recursive: true, force: true }))
      cleanups.push(() => rmSync(work, { recursive: true, force: true }))
      const npm = spawn('npm', ['start', '--', '--no-build'], {
        cwd: root,
        env: {
          ...process.env,
          PORT: '0',
          HOST: '127.0.0.1',
          MAILDEV_SMTP_PORT: '0',
          MAILDEV_WEB_PORT: '0',
          MAILDEV_MAIL_DIRECTORY: join(work, 'mail'),
          OUTBOX_DIR: join(work, 'outbox'),
          CLIENT_DIST: dist,
          SMTP_URL: '', // the catcher, whatever .env says
          LOG_LEVEL: 'info',
        },
      })
      let output = ''
      for (const stream of [npm.stdout, npm.stderr]) {
        stream.setEncoding('utf8').on('data', (chunk: string) => {
          output += chunk
        })
      }
      const exited = () => npm.exitCode !== null || npm.signalCode !== null
      let pids: number[] = []
      cleanups.push(() => {
        for (const pid of new Set([...tree(npm.pid ?? 0), ...pids])) {
          if (alive(pid)) process.kill(pid, 'SIGKILL')
        }
      })

      await vi.waitUntil(() => /site on http:\/\/localhost:\d+/.test(output) || exited(), {
        timeout: 120_000,
        interval: 100,
      })
      const site = Number(output.match(/site on http:\/\/localhost:(\d+)/)?.[1])
      const [, smtp, web] =
        output.match(
          /Mail catcher: SMTP on 127\.0\.0\.1:(\d+), inbox at http:\/\/localhost:(\d+)/,
        ) ?? []
      const ports = [site, Number(smtp), Number(web)]
      expect(
        ports.every((port) => port > 0),
        output,
      ).toBe(true)
      expect((await fetch(`http://127.0.0.1:${site}/api/health`)).status).toBe(200)
      expect((await fetch(`http://127.0.0.1:${web}/api/healthz`)).status).toBe(200)

      // An inquiry whose delivery is under way when the signal comes (its first email is in):
      // the server finishes it, and the catcher is still there to take the rest.
      const base = `http://127.0.0.1:${site}`
      const accepted = await fetch(`${base}${INQUIRY_ENDPOINT}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
        body: JSON.stringify(await withProof(base, validInquiry)),
      })
      expect(accepted.status).toBe(202)
      const emails = () => readdirSync(join(work, 'mail')).filter((name) => name.endsWith('.eml'))
      await vi.waitUntil(() => emails().length > 0, { timeout: 60_000, interval: 20 })

      pids = tree(npm.pid ?? 0)
      const server = pids.find(
        (pid) => readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[1] === 'scripts/start.ts',
      )
      expect(server, `node scripts/start.ts among ${pids}`).toBeDefined()
      process.kill(target === 'npm' ? (npm.pid ?? 0) : (server ?? 0), signal)
      await vi.waitUntil(exited, { timeout: 60_000, interval: 100 })

      expect(pids.filter(alive), `still running, of ${pids}`).toEqual([])
      expect(output).toContain('shutting down: finishing the current delivery')
      expect(await Promise.all(ports.map(closed)), `ports ${ports}`).toEqual([true, true, true])
      expect(emails(), 'the notification and the confirmation').toHaveLength(2)
    },
    240_000,
  )
})
