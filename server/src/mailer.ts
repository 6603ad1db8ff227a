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

/** Nodemailer over SMTP_URL, with short time-outs so a dead server fails fast and is retried. */
export function createSmtpMailer(smtpUrl: string, timeoutMs: number): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
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
