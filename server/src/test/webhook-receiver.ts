import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Webhook } from 'standardwebhooks'
import type { HeldPort } from './held-port.ts'

export interface ReceivedHook {
  path: string
  headers: Record<string, string>
  body: string
  /** The status it was answered with; NO_ANSWER for one left unanswered. */
  status: number
}

/** What `respond` returns to leave a request unanswered until the receiver stops (a hung one). */
export const NO_ANSWER = 0

/**
 * A real HTTP receiver in-process, as a studio's CRM or Slack would run one: it keeps every
 * request and answers each with `respond` (200 unless told otherwise, or never: NO_ANSWER).
 */
export class WebhookReceiver {
  readonly received: ReceivedHook[] = []
  respond: (hook: Omit<ReceivedHook, 'status'>) => number = () => 200
  port = 0
  private server: Server | undefined

  get url(): string {
    return `http://127.0.0.1:${this.port}`
  }

  /** Requests answered with a 2xx: what the receiver counts as delivered. */
  delivered(path = '/hooks'): ReceivedHook[] {
    return this.received.filter(
      (hook) => hook.path === path && hook.status >= 200 && hook.status < 300,
    )
  }

  /** Starts on a port the OS picks; `at`, a held port (held-port.ts), passes its connections here. */
  async start(at?: HeldPort): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on('data', (chunk: Buffer) => chunks.push(chunk))
      req.on('end', () => {
        const hook = {
          path: req.url ?? '/',
          headers: Object.fromEntries(
            Object.entries(req.headers).map(([name, value]) => [name, String(value)]),
          ),
          body: Buffer.concat(chunks).toString('utf8'),
        }
        const status = this.respond(hook)
        this.received.push({ ...hook, status })
        if (status !== NO_ANSWER) res.writeHead(status).end()
      })
    })
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve))
    this.port = (this.server.address() as AddressInfo).port
    at?.forwardTo(this.port)
    return this
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections()
    await new Promise((resolve) => this.server?.close(resolve))
  }
}

/** What a receiver does with the package: the parsed event, or a throw when no signature matches. */
export function verify(secret: string, hook: ReceivedHook): unknown {
  return new Webhook(secret).verify(hook.body, hook.headers)
}

/** A Standard Webhooks secret for tests: `whsec_` and 32 bytes of `byte`, base64. */
export const testSecret = (byte: number) => `whsec_${Buffer.alloc(32, byte).toString('base64')}`
