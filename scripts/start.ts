/**
 * `npm start`: the whole product on one machine, no Docker. Settings come from the environment,
 * then from `.env` at the repository root when there is one (the environment wins); the site is
 * built with them (SITE_URL; `npm start -- --no-build` serves CLIENT_DIST as it is). Unless
 * SMTP_URL points at a real server, a MailDev catcher takes MailHog's ports (SMTP 1025, web
 * inbox 8025; mail kept in var/maildev/ by default, mail-catcher.ts) and the API sends there;
 * then the server (server/src/main.ts) starts on PORT (3000).
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { type MailCatcher, startMailCatcher } from './mail-catcher.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const envFile = `${root}.env`
if (existsSync(envFile)) {
  process.loadEnvFile(envFile)
  console.log('Settings: the environment, then .env')
}

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm run build', { cwd: root, stdio: 'inherit', shell: true })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

if (!process.env.SMTP_URL) {
  const smtpPort = Number(process.env.MAILDEV_SMTP_PORT ?? 1025)
  const webPort = Number(process.env.MAILDEV_WEB_PORT ?? 8025)
  let catcher: MailCatcher
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
  const stop = () => void catcher.stop()
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
}

await import('@inlet/server/main')
