import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Inquiry } from '@inlet/shared/inquiry'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Deliverable } from '../inquiry/queue.ts'
import { validInquiry } from '../test/harness.ts'
import { HeldPort } from '../test/held-port.ts'
import { testSecret } from '../test/webhook-receiver.ts'
import { type HookSettings, sendMissingHooks } from './hooks.ts'

const TOKEN = 'T0000-B0000-a-token-in-the-url'
const requests: string[] = []
/** Answers by path: /status/NNN with NNN, /redirect with a 302 to /landed, /hang never. */
const receiver = createServer((req, res) => {
  requests.push(req.url ?? '')
  req.resume()
  const status = /^\/status\/(\d{3})/.exec(req.url ?? '')?.[1]
  if (status) res.writeHead(Number(status)).end()
  else if (req.url === '/redirect') res.writeHead(302, { Location: '/landed' }).end()
  else if (req.url === '/landed') res.writeHead(200).end()
  // /hang: no answer
})
let base = ''

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`
})
afterAll(async () => {
  receiver.closeAllConnections()
  await new Promise((resolve) => receiver.close(resolve))
})

/** One item sent to `paths` (its hook parts only), as a worker's pass would. */
async function deliver(urls: string[]) {
  requests.length = 0
  const item: Deliverable = {
    id: 'inquiry-1',
    receivedAt: new Date().toISOString(),
    sent: {},
    inquiry: validInquiry as Inquiry,
  }
  const settings: HookSettings = { endpoints: urls, secrets: [testSecret(3)], timeoutMs: 300 }
  const failure = await sendMissingHooks(item, { hooks: settings }, async () => {})
  return { failure, marks: Object.values(item.parts ?? {}) }
}

describe('a webhook POST', () => {
  it('when the receiver answers a redirect, then it is not followed and the part is retried', async () => {
    const { failure, marks } = await deliver([`${base}/redirect`])
    expect(requests).toEqual(['/redirect'])
    expect(failure).toEqual({ message: `webhook ${base.slice(7)}: HTTP 302`, permanent: false })
    expect(marks[0]).toMatchObject({ lastError: 'HTTP 302' })
  })

  it('when the receiver does not answer in time, then the part fails with a time-out and is retried', async () => {
    const { failure } = await deliver([`${base}/hang`])
    expect(failure).toEqual({
      message: `webhook ${base.slice(7)}: no answer in time`,
      permanent: false,
    })
  })

  it('when it answers 408 or 429, then it is retried; 404, for good; 410 stops it without a failure', async () => {
    expect((await deliver([`${base}/status/408`])).failure?.permanent).toBe(false)
    expect((await deliver([`${base}/status/429`])).failure?.permanent).toBe(false)
    expect((await deliver([`${base}/status/404`])).failure?.permanent).toBe(true)
    const gone = await deliver([`${base}/status/410`])
    expect(gone.failure).toBeUndefined()
    expect(gone.marks[0]).toMatchObject({ stoppedAt: expect.any(String) })
  })

  it('when one endpoint refuses for good and another is down, then the failure is transient and names hosts, never a URL token', async () => {
    const held = await HeldPort.open()
    const down = `${held.url()}/hooks/${TOKEN}`
    const { failure, marks } = await deliver([`${base}/status/400/${TOKEN}`, down]).finally(() =>
      held.close(),
    )
    expect(failure?.permanent).toBe(false)
    expect(failure?.message).toMatch(/ECONNRESET|socket hang up|other side closed/)
    expect(JSON.stringify({ failure, marks })).not.toContain(TOKEN)
  })
})
