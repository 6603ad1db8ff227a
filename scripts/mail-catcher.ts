/**
 * The `npm start` mail catcher: MailDev on loopback, keeping its mail in `var/maildev/`
 * (gitignored), a folder only its owner can open. MailDev's own default is the system's temp
 * folder, readable by every user of the machine, and the mail there holds what founders typed.
 */
import { mkdirSync, rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { MailDev } from 'maildev'

export const MAIL_CATCHER_DIR = fileURLToPath(new URL('../var/maildev', import.meta.url))

export interface MailCatcher {
  /** The ports it listens on: those the OS chose where 0 was asked for. */
  smtpPort: number
  webPort: number
  stop(): Promise<void>
}

/** Starts on these ports (0: any free one) with an empty inbox (the last run's mail is deleted). */
export async function startMailCatcher(
  smtpPort: number,
  webPort: number,
  mailDirectory = MAIL_CATCHER_DIR,
): Promise<MailCatcher> {
  rmSync(mailDirectory, { recursive: true, force: true })
  mkdirSync(mailDirectory, { recursive: true, mode: 0o700 })
  const catcher = new MailDev({
    smtp: smtpPort,
    web: webPort,
    ip: '127.0.0.1',
    webIp: '127.0.0.1',
    silent: true,
    mailDirectory,
  })
  await catcher.start()
  const servers = catcher.getServers()
  return {
    smtpPort: servers?.smtp.getAddress().port ?? smtpPort,
    webPort: servers?.api?.getAddress()?.port ?? webPort,
    stop: () => catcher.stop(),
  }
}
