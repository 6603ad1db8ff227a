/**
 * `npm start`: the whole product on one machine, no Docker. Unless SMTP_URL points at a
 * real server, a MailDev catcher takes MailHog's ports (SMTP 1025, web inbox 8025) and the
 * API sends there; then the server (server/src/main.ts) starts on PORT (3000).
 */
import { MailDev } from 'maildev'

if (!process.env.SMTP_URL) {
  const smtpPort = Number(process.env.MAILDEV_SMTP_PORT ?? 1025)
  const webPort = Number(process.env.MAILDEV_WEB_PORT ?? 8025)
  const catcher = new MailDev({
    smtp: smtpPort,
    web: webPort,
    ip: '127.0.0.1',
    webIp: '127.0.0.1',
    silent: true,
  })
  try {
    await catcher.start()
  } catch (error) {
    console.error(
      `Could not start the mail catcher on ports ${smtpPort}/${webPort} (${(error as Error).message}).\n` +
        'Free those ports, set MAILDEV_SMTP_PORT / MAILDEV_WEB_PORT, or set SMTP_URL to use your own SMTP server.',
    )
    process.exit(1)
  }
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`
  console.log(`Mail catcher: SMTP on 127.0.0.1:${smtpPort}, inbox at http://localhost:${webPort}`)
  const stop = () => void catcher.stop()
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
}

await import('../server/src/main.ts')
