import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { HeldPort } from '@inlet/server/test/held-port'
import { spawnServer } from '@inlet/server/test/spawn-server'

export interface ServerProcess {
  baseURL: string
  /** Kills it at once (SIGKILL), as a crash or a pulled plug would; its outbox stays. */
  crash(): Promise<void>
  /** Starts it again at the same address (the page's origin) and outbox, as a restart does. */
  restart(): Promise<void>
  /** Stops it (SIGTERM, as an operator does) and removes its outbox. */
  stop(): Promise<void>
}

/**
 * The real server (`server/src/main.ts`, as `npm start` runs it) serving the built site, as a
 * process of a test's own: a fresh outbox, the suite's mail catcher, one proof secret over
 * restarts. The page's origin is a port this process holds for the server's whole life
 * (held-port.ts), passing connections to whatever port the process got from the OS, so a crash
 * and a restart keep the origin and no other test can ever take it. For a test that needs
 * settings other than the suite's server has (playwright.config.ts), such as the spam thresholds
 * at their defaults, or a server it stops.
 */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const origin = await HeldPort.open()
  const outbox = mkdtempSync(join(tmpdir(), 'inlet-own-server-'))
  const baseURL = origin.url()
  let child: ChildProcess | undefined

  const start = async () => {
    const running = await spawnServer({
      OUTBOX_DIR: outbox,
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      STUDIO_INBOX: 'partners@inletventures.example',
      RETRY_BASE_MS: '200',
      ALTCHA_HMAC_SECRET: 'the-secret-of-a-test-server-kept-over-restarts',
      ...env,
    })
    child = running.child
    const direct = `http://127.0.0.1:${running.port}`
    // Ready before the origin passes anything on: a page never meets a server still starting.
    for (;;) {
      const ready = await fetch(`${direct}/api/ready`).catch(() => undefined)
      if (ready?.status === 200) break
      if (running.child.exitCode !== null) {
        throw new Error(
          `the server process stopped while starting (exit code ${running.child.exitCode})`,
        )
      }
      await new Promise((resolve) => setTimeout(resolve, 150))
    }
    origin.forwardTo(running.port)
  }
  const end = async (signal: 'SIGKILL' | 'SIGTERM') => {
    origin.reset()
    const running = child
    if (!running || running.exitCode !== null || running.signalCode !== null) return
    const exited = new Promise((resolve) => running.once('exit', resolve))
    running.kill(signal)
    await exited
  }

  try {
    await start()
  } catch (error) {
    await end('SIGKILL')
    await origin.close()
    throw error
  }
  return {
    baseURL,
    crash: () => end('SIGKILL'),
    restart: start,
    async stop() {
      await end('SIGTERM')
      await origin.close()
      rmSync(outbox, { recursive: true, force: true })
    },
  }
}
