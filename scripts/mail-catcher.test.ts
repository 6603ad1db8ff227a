import { execFileSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { createConnection } from 'node:net'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { patient } from '@inlet/server/test/patience'
import { afterEach, describe, expect, it } from 'vitest'
import { MAIL_CATCHER_DIR, startMailCatcher } from './mail-catcher.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const cleanups: Array<() => unknown> = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.()
})

/** One message over plain SMTP, as the server's mailer sends it. */
async function sendMail(port: number): Promise<void> {
  const socket = createConnection(port, '127.0.0.1')
  socket.setEncoding('utf8')
  let received = ''
  const reply = (code: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        const lines = received.split('\r\n').filter(Boolean)
        const last = lines.at(-1) ?? ''
        if (/^\d{3} /.test(last)) {
          received = ''
          socket.off('data', onData)
          if (last.startsWith(code)) resolve()
          else reject(new Error(`SMTP: ${last}`))
        }
      }
      const onData = (chunk: string) => {
        received += chunk
        check()
      }
      socket.on('data', onData)
      check()
    })
  await reply('220')
  for (const [command, code] of [
    ['EHLO test.example', '250'],
    ['MAIL FROM:<hello@inletventures.example>', '250'],
    ['RCPT TO:<ada@example.com>', '250'],
    ['DATA', '354'],
    ['Subject: Test\r\n\r\nWhat a founder typed.\r\n.', '250'],
  ] as const) {
    socket.write(`${command}\r\n`)
    await reply(code)
  }
  socket.end('QUIT\r\n')
}

describe('the npm start mail catcher', () => {
  it('when it starts, then its folder is the project’s gitignored var/maildev', () => {
    expect(relative(root, MAIL_CATCHER_DIR)).toBe(join('var', 'maildev'))
    execFileSync('git', ['check-ignore', '-q', 'var/maildev/x.eml'], { cwd: root })
  })

  it('when mail arrives, then it is stored in that folder, which only its owner can open, and the last run’s mail is gone', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'inlet-maildev-'))
    cleanups.push(() => rmSync(parent, { recursive: true, force: true }))
    const dir = join(parent, 'maildev')
    mkdirSync(dir)
    chmodSync(dir, 0o755) // as a folder made with the usual umask would be
    const catcher = await startMailCatcher(0, 0, dir)
    cleanups.push(() => catcher.stop())
    await sendMail(catcher.smtpPort)
    const deadline = Date.now() + patient(10_000)
    while (!readdirSync(dir).some((name) => name.endsWith('.eml'))) {
      if (Date.now() > deadline) throw new Error(`no .eml in ${dir}: ${readdirSync(dir)}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(statSync(dir).mode & 0o777).toBe(0o700)
    await catcher.stop()
    const again = await startMailCatcher(0, 0, dir)
    cleanups.push(() => again.stop())
    expect(readdirSync(dir).filter((name) => name.endsWith('.eml'))).toEqual([])
    expect(statSync(dir).mode & 0o777).toBe(0o700)
  })
})
