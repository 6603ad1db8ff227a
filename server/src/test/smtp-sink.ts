import type { AddressInfo } from 'node:net'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import type { HeldPort } from './held-port.ts'
import { patient } from './patience.ts'

export interface ReceivedMail {
  raw: string
  parsed: ParsedMail
  envelope: { from: string; to: string[] }
}

/** A real SMTP server in-process that keeps every message it receives. */
export class SmtpSink {
  readonly messages: ReceivedMail[] = []
  /** SMTP sessions opened so far (each one a login with a real relay). */
  sessions = 0
  /** `user:password` of each login this sink accepted (`acceptLogins`; no TLS here). */
  readonly logins: string[] = []
  private server: SMTPServer | undefined
  port = 0
  /** While set, each message waits for it before the sink answers "250" (see hold()). */
  private gate: Promise<void> | undefined
  private openGate: (() => void) | undefined
  private readonly closedSessions = new Set<string>()
  /** Messages dropped because their client hung up while they were held. */
  dropped = 0

  /**
   * Holds every message at the end of DATA without answering, as a slow relay does, until
   * release(). A message whose client hung up meanwhile is dropped, as a real server drops a
   * transaction it never confirmed: only an answered "250" is a delivery.
   */
  hold(): void {
    this.gate ??= new Promise((resolve) => {
      this.openGate = resolve
    })
  }

  release(): void {
    this.openGate?.()
    this.gate = undefined
  }

  /**
   * Starts on a port the OS picks (`port` has it then); `at`, a held port (held-port.ts), passes
   * its connections here from now on: the address a test gave the server while SMTP was down.
   * `failWith` makes every message be rejected (451),
   * `unknownMailboxes` refuses those recipients for good (550, as a real server does), and
   * `refusedReplyTo` every message whose Reply-To is one of those (554 at DATA, as a mail filter
   * does): the studio's notification of that founder's inquiry, so it goes to the dead letter.
   */
  async start(
    options: {
      at?: HeldPort
      failWith?: string
      unknownMailboxes?: string[]
      refusedReplyTo?: string[]
      acceptLogins?: boolean
    } = {},
  ): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      // Advertises AUTH without TLS, as a careless relay or a local catcher would.
      allowInsecureAuth: options.acceptLogins ?? false,
      onAuth: (auth, _session, callback) => {
        this.logins.push(`${auth.username}:${auth.password}`)
        callback(null, { user: auth.username })
      },
      disabledCommands: ['STARTTLS'],
      logger: false,
      onConnect: (_session, callback) => {
        this.sessions++
        callback()
      },
      onClose: (session) => {
        this.closedSessions.add(session.id)
      },
      onRcptTo: (address, _session, callback) => {
        if (options.unknownMailboxes?.includes(address.address)) {
          const error = `5.1.1 <${address.address}>: Recipient address rejected: User unknown`
          callback(Object.assign(new Error(error), { responseCode: 550 }))
          return
        }
        callback()
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', async () => {
          if (options.failWith) {
            callback(Object.assign(new Error(options.failWith), { responseCode: 451 }))
            return
          }
          const raw = Buffer.concat(chunks).toString('utf8')
          const parsed = await simpleParser(raw)
          const replyTo = parsed.replyTo?.value[0]?.address
          if (replyTo && options.refusedReplyTo?.includes(replyTo)) {
            const error = `5.7.1 Message about <${replyTo}> refused by policy`
            callback(Object.assign(new Error(error), { responseCode: 554 }))
            return
          }
          if (this.gate) {
            await this.gate
            if (this.closedSessions.has(session.id)) {
              this.dropped++
              callback(new Error('the client hung up before the message was accepted'))
              return
            }
          }
          this.messages.push({
            raw,
            parsed,
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            },
          })
          callback()
        })
      },
    })
    const server = this.server
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(0, '127.0.0.1', () => resolve())
    })
    this.port = (server.server.address() as AddressInfo).port
    options.at?.forwardTo(this.port)
    return this
  }

  async stop(): Promise<void> {
    const server = this.server
    this.server = undefined
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`
  }

  /** Waits until at least `count` messages arrived (or fails after `timeoutMs`, patience.ts). */
  async waitFor(count: number, timeoutMs = 10_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + patient(timeoutMs)
    while (this.messages.length < count) {
      if (Date.now() > deadline) {
        throw new Error(`expected ${count} messages, got ${this.messages.length}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    return this.messages
  }
}
