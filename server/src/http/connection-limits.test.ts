import { rmSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { makeSiteFixture, startTestServer } from '../test/harness.ts'

const cleanups: Array<() => unknown> = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.()
})

/** The real server on a minimal site with these settings; closed after the test. */
async function serve(env: Record<string, string>): Promise<URL> {
  const dist = makeSiteFixture()
  const { server, close } = await startTestServer(dist, env)
  cleanups.push(() => rmSync(dist, { recursive: true, force: true }))
  cleanups.push(close)
  return new URL(server.url)
}

interface RawClient {
  socket: Socket
  /** Everything the server sent so far. */
  received(): string
  /** Resolves when the server (or the test) closed the connection. */
  closed: Promise<void>
}

/** A raw TCP connection to the server, from `localAddress` (any 127.x.y.z on Linux). */
async function open(url: URL, localAddress = '127.0.0.1'): Promise<RawClient> {
  const socket = connect({ host: url.hostname, port: Number(url.port), localAddress })
  cleanups.push(() => socket.destroy())
  let text = ''
  socket.on('data', (chunk: Buffer) => {
    text += chunk.toString('latin1')
  })
  socket.on('error', () => {}) // a reset is one way of being cut off
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()))
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve)
    socket.once('error', reject)
  })
  return { socket, received: () => text, closed }
}

/**
 * Sends `text` one byte a second, as a slow (or malicious) client does; resolves with how many
 * bytes went out before the connection closed, or all of them.
 */
function dribble(client: RawClient, text: string): Promise<number> {
  return new Promise((resolve) => {
    let sent = 0
    const timer = setInterval(() => {
      if (client.socket.destroyed || sent === text.length) {
        clearInterval(timer)
        resolve(sent)
        return
      }
      client.socket.write(text[sent] ?? '')
      sent += 1
    }, 1_000)
    cleanups.push(() => clearInterval(timer))
  })
}

/** One GET of /api/health on an open connection; resolves with the status line. */
async function health(client: RawClient): Promise<string> {
  client.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n')
  while (!client.received().includes('\r\n\r\n')) {
    if (client.socket.destroyed) throw new Error('connection closed before an answer')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return client.received().split('\r\n')[0] ?? ''
}

/** Resolves true once the connection is closed, false if it is still open after `ms`. */
const closedWithin = (client: RawClient, ms: number) =>
  Promise.race([
    client.closed.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ])

describe('connection limits of the HTTP server', () => {
  it('when a client sends its request header one byte a second, then the server answers 408 and closes the connection before the header is whole, and meanwhile answers another client', async () => {
    const url = await serve({ HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '2000' })
    const slow = await open(url)
    const header = `GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ${'a'.repeat(40)}\r\n\r\n`
    const sending = dribble(slow, header)

    const other = await fetch(new URL('/api/health', url))
    expect(other.status).toBe(200)

    const sent = await sending
    await slow.closed
    expect(sent).toBeLessThan(header.length)
    expect(slow.received()).toMatch(/^(HTTP\/1\.1 408 |$)/)
  })

  it('when a client sends its body one byte a second, then the server answers 408 and closes the connection before the body is whole, and meanwhile answers another client', async () => {
    const url = await serve({ HEADERS_TIMEOUT_MS: '1000', REQUEST_TIMEOUT_MS: '2000' })
    const slow = await open(url)
    const body = JSON.stringify({ name: 'Slow Loris', message: 'x'.repeat(40) })
    slow.socket.write(
      'POST /api/send-contact-email HTTP/1.1\r\nHost: localhost\r\n' +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    )
    const sending = dribble(slow, body)

    const other = await fetch(new URL('/api/health', url))
    expect(other.status).toBe(200)

    const sent = await sending
    await slow.closed
    expect(sent).toBeLessThan(body.length)
    expect(slow.received()).toMatch(/^(HTTP\/1\.1 408 |$)/)
  })

  it('when one address holds MAX_CONNECTIONS_PER_CLIENT connections, then its next one is closed unanswered, another address is served, and a freed place is taken again', async () => {
    const url = await serve({ MAX_CONNECTIONS_PER_CLIENT: '3' })
    const held = [await open(url), await open(url), await open(url)]
    const refused = await open(url)
    await refused.closed
    expect(refused.received()).toBe('')

    expect(await health(await open(url, '127.0.0.2'))).toBe('HTTP/1.1 200 OK')
    for (const client of held) {
      expect(await closedWithin(client, 200)).toBe(false)
    }
    expect(await health(held[0] as RawClient)).toBe('HTTP/1.1 200 OK')

    held[1]?.socket.destroy()
    await held[1]?.closed
    await new Promise((resolve) => setTimeout(resolve, 100)) // the server sees the close too
    expect(await health(await open(url))).toBe('HTTP/1.1 200 OK')
  })

  it('when the proxy in TRUST_PROXY opens more connections than one client may, then none is refused: the proxy limits per client itself', async () => {
    const url = await serve({ MAX_CONNECTIONS_PER_CLIENT: '2', TRUST_PROXY: '127.0.0.0/8' })
    const clients = [await open(url), await open(url), await open(url), await open(url)]
    for (const client of clients) {
      expect(await health(client)).toBe('HTTP/1.1 200 OK')
    }
  })

  it('when MAX_CONNECTIONS connections are open, then the next one is closed unanswered, from any address', async () => {
    const url = await serve({ MAX_CONNECTIONS: '2' })
    const held = [await open(url), await open(url, '127.0.0.2')]
    const refused = await open(url, '127.0.0.3')
    await refused.closed
    expect(refused.received()).toBe('')
    expect(await health(held[1] as RawClient)).toBe('HTTP/1.1 200 OK')
  })
})
