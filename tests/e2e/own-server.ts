import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect } from '@playwright/test'

const main = fileURLToPath(new URL('../../server/src/main.ts', import.meta.url))

/** A port nothing listens on right now (the OS picks it). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/**
 * A server of the test's own (`server/src/main.ts`, as the suite's), serving the built site and
 * sending to the run's MailDev, that the test can stop and start again: on the same port (the
 * page's origin) and outbox, with one proof secret, as a restarted server has (issue 42).
 */
export async function ownServer() {
  const port = await freePort()
  const outbox = mkdtempSync(join(tmpdir(), 'inlet-e2e-own-server-'))
  const url = `http://127.0.0.1:${port}`
  let child: ChildProcess | undefined

  const start = async () => {
    child = spawn(process.execPath, [main], {
      stdio: 'ignore',
      env: {
        PATH: process.env.PATH,
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'silent',
        OUTBOX_DIR: outbox,
        SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
        STUDIO_INBOX: 'partners@inletventures.example',
        RETRY_BASE_MS: '200',
        ALTCHA_HMAC_SECRET: 'the-e2e-own-server-secret-kept-over-restarts',
        QUARANTINE_MIN_OPEN_MS: '0',
        QUARANTINE_REPEAT_SENDERS: '0',
      },
    })
    const health = () =>
      fetch(`${url}/api/health`).then(
        (response) => response.status,
        () => 0,
      )
    await expect.poll(health, { timeout: 30_000 }).toBe(200)
  }

  /** Stops it at once (SIGKILL), as a crash or a pulled plug would. */
  const stop = async () => {
    const running = child
    if (!running || running.exitCode !== null || running.signalCode !== null) return
    const exited = new Promise((resolve) => running.once('exit', resolve))
    running.kill('SIGKILL')
    await exited
  }

  await start()
  return {
    url,
    start,
    stop,
    async close() {
      await stop()
      rmSync(outbox, { recursive: true, force: true })
    },
  }
}
