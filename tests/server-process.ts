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
  baseURL: string
  /** Kills it at once (SIGKILL), as a crash or a pulled plug would; its outbox stays. */
  crash(): Promise<void>
  /** Starts it again on the same port (the page's origin) and outbox, as a restart does. */
  restart(): Promise<void>
  /** Stops it (SIGTERM, as an operator does) and removes its outbox. */
  stop(): Promise<void>
}

/**
 * The real server (`server/src/main.ts`, as `npm start` runs it) serving the built site, as a
 * process of a test's own: a free port, a fresh outbox, the suite's mail catcher, one proof
 * secret over restarts. For a test that needs settings other than the suite's server has
 * (playwright.config.ts), such as the spam thresholds at their defaults, or a server it stops.
 */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort()
  const outbox = mkdtempSync(join(tmpdir(), 'inlet-own-server-'))
  const baseURL = `http://127.0.0.1:${port}`
  let child: ChildProcess | undefined

  const start = async () => {
    const running = spawn(process.execPath, ['src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        OUTBOX_DIR: outbox,
        SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
        STUDIO_INBOX: 'partners@inletventures.example',
        RETRY_BASE_MS: '200',
        ALTCHA_HMAC_SECRET: 'the-secret-of-a-test-server-kept-over-restarts',
        ...env,
      },
      stdio: 'ignore',
    })
    child = running
    const deadline = Date.now() + 30_000
    for (;;) {
      const ready = await fetch(`${baseURL}/api/ready`).catch(() => undefined)
      if (ready?.status === 200) return
      if (running.exitCode !== null || Date.now() > deadline) {
        await end('SIGKILL')
        throw new Error(`the server process did not start (exit code ${running.exitCode})`)
      }
      await new Promise((resolve) => setTimeout(resolve, 150))
    }
  }
  const end = async (signal: 'SIGKILL' | 'SIGTERM') => {
    const running = child
    if (!running || running.exitCode !== null || running.signalCode !== null) return
    const exited = new Promise((resolve) => running.once('exit', resolve))
    running.kill(signal)
    await exited
  }

  await start()
  return {
    baseURL,
    crash: () => end('SIGKILL'),
    restart: start,
    async stop() {
      await end('SIGTERM')
      rmSync(outbox, { recursive: true, force: true })
    },
  }
}
