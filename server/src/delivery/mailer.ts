import nodemailer from 'nodemailer'
import type SMTPTransport from 'nodemailer/lib/smtp-transport'

export interface MailMessage {
  from: string
  to: string | { name: string; address: string }
  replyTo?: { name: string; address: string }
  subject: string
  text: string
  html: string
  messageId: string
  headers?: Record<string, string>
}

/** What the app needs from an SMTP connection; tests inject their own. */
export interface Mailer {
  send(message: MailMessage): Promise<void>
  verify(): Promise<void>
  close(): void
}

export interface SmtpAuthSettings {
  /** Replaces the URL's password (SMTP_PASSWORD_FILE). */
  password?: string | undefined
  /** Lets credentials go over smtp:// without STARTTLS (a local catcher only). */
  allowPlaintextAuth?: boolean
}

/**
 * Nodemailer over SMTP_URL, with short time-outs so a dead server fails fast and is retried.
 * With credentials on smtp://, STARTTLS is required: a password never crosses the network in
 * clear unless `allowPlaintextAuth` says so. (URL query options are not read.)
 */
export function createSmtpMailer(
  smtpUrl: string,
  timeoutMs: number,
  { password, allowPlaintextAuth = false }: SmtpAuthSettings = {},
): Mailer {
  const url = new URL(smtpUrl)
  const secure = url.protocol === 'smtps:'
  const user = decodeURIComponent(url.username)
  const pass = password ?? decodeURIComponent(url.password)
  const transport = nodemailer.createTransport({
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    ...(url.port ? { port: Number(url.port) } : {}),
    secure,
    ...(user || pass ? { auth: { user, pass } } : {}),
    requireTLS: Boolean(user || pass) && !secure && !allowPlaintextAuth,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    disableFileAccess: true,
    disableUrlAccess: true,
  } as SMTPTransport.Options)
  return {
    async send(message) {
      await transport.sendMail(message)
    },
    async verify() {
      await transport.verify()
    },
    close() {
      transport.close()
    },
  }
}
