import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { SmtpSink } from '../test/smtp-sink.ts'
import { createSmtpMailer, type MailMessage } from './mailer.ts'

const message: MailMessage = {
  from: 'hello@inletventures.example',
  to: 'partners@inletventures.example',
  subject: 'Test',
  text: 'Hello',
  html: '<p>Hello</p>',
  messageId: '<test@inletventures.mail>',
}

const cleanups: Array<() => unknown> = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.()
})

async function sinkWithLogins() {
  const smtp = await new SmtpSink().start({ acceptLogins: true })
  cleanups.push(() => smtp.stop())
  return smtp
}

function mailerFor(env: Record<string, string>) {
  const config = loadConfig(env)
  const mailer = createSmtpMailer(config.SMTP_URL, 1000, {
    password: config.SMTP_PASSWORD_FILE,
    allowPlaintextAuth: config.SMTP_ALLOW_PLAINTEXT_AUTH,
  })
  cleanups.push(() => mailer.close())
  return mailer
}

describe('SMTP credentials', () => {
  it('when credentials are given over smtp:// and the server offers no STARTTLS, then nothing is sent and the password never crosses', async () => {
    const smtp = await sinkWithLogins()
    const mailer = mailerFor({ SMTP_URL: `smtp://user:s3cret@127.0.0.1:${smtp.port}` })
    await expect(mailer.send(message)).rejects.toThrow(/STARTTLS/i)
    expect(smtp.logins).toEqual([])
    expect(smtp.messages).toEqual([])
  })

  it('when SMTP_ALLOW_PLAINTEXT_AUTH is on (a local catcher), then the login and the mail go through', async () => {
    const smtp = await sinkWithLogins()
    const mailer = mailerFor({
      SMTP_URL: `smtp://user:s3cret@127.0.0.1:${smtp.port}`,
      SMTP_ALLOW_PLAINTEXT_AUTH: 'on',
    })
    await mailer.send(message)
    expect(smtp.logins).toEqual(['user:s3cret'])
    expect(smtp.messages).toHaveLength(1)
  })

  it('when SMTP_PASSWORD_FILE is set (a Docker secret), then its content is the password', async () => {
    const smtp = await sinkWithLogins()
    const dir = mkdtempSync(join(tmpdir(), 'inlet-secret-'))
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
    writeFileSync(join(dir, 'smtp_password'), 'from-the-file\n')
    const mailer = mailerFor({
      SMTP_URL: `smtp://user@127.0.0.1:${smtp.port}`,
      SMTP_PASSWORD_FILE: join(dir, 'smtp_password'),
      SMTP_ALLOW_PLAINTEXT_AUTH: 'on',
    })
    await mailer.send(message)
    expect(smtp.logins).toEqual(['user:from-the-file'])
  })

  it('when SMTP_PASSWORD_FILE cannot be read, then start-up stops naming the variable', () => {
    expect(() => loadConfig({ SMTP_PASSWORD_FILE: '/nonexistent/smtp_password' })).toThrow(
      'SMTP_PASSWORD_FILE: cannot be read (ENOENT)',
    )
  })
})
