import { MailDev } from 'maildev'

/**
 * A real SMTP server for the browser tests: MailDev on test ports (never 1025/8025), its
 * JSON API read by e2e/mail.ts. The server under test sends there (playwright.config.ts).
 */
export default async function globalSetup() {
  const catcher = new MailDev({
    smtp: Number(process.env.E2E_SMTP_PORT),
    web: Number(process.env.E2E_MAIL_API_PORT),
    ip: '127.0.0.1',
    webIp: '127.0.0.1',
    silent: true,
  })
  await catcher.start()
  return async () => {
    await catcher.stop()
  }
}
