/**
 * `npm start`: the whole product on one machine, no Docker. Settings come from the environment,
 * then from `.env` at the repository root when there is one (the environment wins); the site is
 * built with them (SITE_URL; `npm start -- --no-build` serves CLIENT_DIST as it is). Unless
 * SMTP_URL points at a real server, a MailDev catcher takes MailHog's ports (SMTP 1025, web
 * inbox 8025; mail kept in var/maildev/ by default, mail-catcher.ts) and the API sends there;
 * then the server (server/src/main.ts) starts on PORT (3000).
 */
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync } from 'node:fs'
import { constants } from 'node:os'
import { fileURLToPath } from 'node:url'
import { type MailCatcher, startMailCatcher } from './mail-catcher.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const envFile = `${root}.env`
if (existsSync(envFile)) {
  process.loadEnvFile(envFile)
  console.log('Settings: the environment, then .env')
}

/**
 * `npm run build` in a process group of its own, so that a signal to `npm start` stops all of
 * it (npm, its shells, Vite), not only its first process, and then `npm start` itself.
 */
async function build(): Promise<void> {
  const child = spawn('npm run build', { cwd: root, stdio: 'inherit', shell: true, detached: true })
  const stop = (signal: NodeJS.Signals) => {
    if (child.pid) process.kill(-child.pid, signal)
  }
  process.on('SIGTERM', stop).on('SIGINT', stop)
  const [code, signal] = (await once(child, 'exit')) as [number | null, NodeJS.Signals | null]
  process.off('SIGTERM', stop).off('SIGINT', stop)
  if (signal) process.exit(128 + constants.signals[signal])
  if (code !== 0) process.exit(code ?? 1)
}

if (!process.argv.includes('--no-build')) await build()

let catcher: MailCatcher | undefined
if (!process.env.SMTP_URL) {
  const smtpPort = Number(process.env.MAILDEV_SMTP_PORT ?? 1025)
  const webPort = Number(process.env.MAILDEV_WEB_PORT ?? 8025)
  try {
    catcher = await startMailCatcher(smtpPort, webPort, process.env.MAILDEV_MAIL_DIRECTORY)
  } catch (error) {
    console.error(
      `Could not start the mail catcher on ports ${smtpPort}/${webPort} (${(error as Error).message}).\n` +
        'Free those ports, set MAILDEV_SMTP_PORT / MAILDEV_WEB_PORT, or set SMTP_URL to use your own SMTP server.',
    )
    process.exit(1)
  }
  process.env.SMTP_URL = `smtp://127.0.0.1:${catcher.smtpPort}`
  console.log(
    `Mail catcher: SMTP on 127.0.0.1:${catcher.smtpPort}, inbox at http://localhost:${catcher.webPort}`,
  )
}

const { onShutdown } = await import('@inlet/server/main')
// Stopped after the server, whose current delivery may be going to it.
if (catcher) onShutdown(catcher.stop)
