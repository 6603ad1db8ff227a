import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const serverDir = fileURLToPath(new URL('../server', import.meta.url))

/** A port nothing listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

export interface ServerProcess {
  child: ChildProcess
  baseURL: string
  /** Stops the server (SIGTERM, as an operator does) and removes its outbox. */
  stop(): Promise<void>
}

/**
 * The real server (`server/src/main.ts`, as `npm start` runs it) serving the built site, as a
 * process of a test's own: a free port, a fresh outbox, the suite's mail catcher. For a test
 * that needs settings other than the suite's server has (playwright.config.ts), such as the
 * spam thresholds at their defaults.
 */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort()
  const outbox = mkdtempSync(join(tmpdir(), 'inlet-own-server-'))
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      OUTBOX_DIR: outbox,
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      STUDIO_INBOX: 'partners@inletventures.example',
      RETRY_BASE_MS: '200',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const baseURL = `http://127.0.0.1:${port}`
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
    rmSync(outbox, { recursive: true, force: true })
  }
  const deadline = Date.now() + 30_000
  for (;;) {
    const ready = await fetch(`${baseURL}/api/ready`).catch(() => undefined)
    if (ready?.status === 200) return { child, baseURL, stop }
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop()
      throw new Error(`the server process did not start (exit code ${child.exitCode})`)
    }
    await new Promise((resolve) => setTimeout(resolve, 150))
  }
}
