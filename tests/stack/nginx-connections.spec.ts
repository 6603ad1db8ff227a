/**
 * The connection limits of the client container's nginx (client/nginx.conf,
 * docs/decisions/046): per client address at most 32 requests answered at once on the site and
 * 8 on /api/, then 429; and a client that sends its header slowly is cut off. Each test runs
 * an nginx of its own, so its held connections never touch the shared instance.
 */
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { connect, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { cspStyleSourcesFile } from '@inlet/shared/paths'
import { expect, test } from '@playwright/test'
import { clientDist, type RunningNginx, startNginx } from './nginx-harness.ts'

/** client/nginx.conf's limits, as its comments and docs/operations.md state them. */
const SITE_LIMIT = 32
const API_LIMIT = 8
/** Bigger than what the kernel buffers for a client that does not read (4 MB sent, 128 kB received). */
const BIG_FILE_BYTES = 16 * 1024 * 1024

interface RawClient {
  socket: Socket
  /** Everything nginx sent so far (only what was read: a paused client reads nothing). */
  received(): Buffer
  /** Resolves when the connection closed. */
  closed: Promise<void>
}

const clients: RawClient[] = []
test.afterEach(() => {
  for (const client of clients.splice(0)) client.socket.destroy()
})

/** A raw TCP connection to nginx that sends `request` as it is. */
async function open(nginx: RunningNginx, request: string): Promise<RawClient> {
  const url = new URL(nginx.url)
  const socket = connect({ host: url.hostname, port: Number(url.port) })
  const chunks: Buffer[] = []
  socket.on('data', (chunk: Buffer) => chunks.push(chunk))
  socket.on('error', () => {}) // a reset is one way of being cut off
  const client = {
    socket,
    received: () => Buffer.concat(chunks),
    closed: new Promise<void>((resolve) => socket.once('close', () => resolve())),
  }
  clients.push(client)
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve)
    socket.once('error', reject)
  })
  socket.write(request)
  return client
}

/** Waits until nginx has sent `text` (or closed the connection). */
async function until(client: RawClient, text: string): Promise<string> {
  while (!client.received().includes(text) && !client.socket.destroyed) {
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  return client.received().toString('latin1')
}

/** One request on a connection of its own, read to its end: the status and the body. */
async function ask(nginx: RunningNginx, request: string) {
  const client = await open(nginx, request)
  await client.closed
  const text = client.received().toString('latin1')
  const [head = '', ...body] = text.split('\r\n\r\n')
  return { status: Number(head.split(' ')[1]), body: body.join('\r\n\r\n') }
}

const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`
const post = (body: string, expect100 = false) =>
  'POST /api/send-contact-email HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n' +
  `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n` +
  `${expect100 ? 'Expect: 100-continue\r\n' : ''}\r\n`

/** nginx in front of the real server, on a site with one file too big to be sent at once. */
async function nginxWithBigFile(): Promise<RunningNginx> {
  const root = mkdtempSync(join(tmpdir(), 'inlet-nginx-conn-'))
  for (const file of ['index.html', '404.html', cspStyleSourcesFile]) {
    copyFileSync(join(clientDist, file), join(root, file))
  }
  writeFileSync(join(root, 'big.bin'), Buffer.alloc(BIG_FILE_BYTES, 1))
  const nginx = await startNginx({
    apiUpstream: `127.0.0.1:${process.env.NGINX_E2E_API_PORT}`,
    root,
  })
  return {
    ...nginx,
    async stop() {
      await nginx.stop()
      rmSync(root, { recursive: true, force: true })
    },
  }
}

test.describe('connection limits', () => {
  test('when one client holds 32 downloads it does not read, then its next request gets 429; a held one still completes, and then the next is served', async () => {
    const nginx = await nginxWithBigFile()
    try {
      // All at once: nginx gives up on a reader that takes nothing for 20 s (send_timeout).
      const held = await Promise.all(
        Array.from({ length: SITE_LIMIT }, async () => {
          const client = await open(nginx, get('/big.bin'))
          // nginx has started answering (and counts it); then the client stops reading.
          await until(client, '\r\n\r\n')
          client.socket.pause()
          return client
        }),
      )
      expect((await ask(nginx, get('/'))).status).toBe(429)

      const first = held[0] as RawClient
      first.socket.resume()
      await first.closed
      const [head = ''] = first.received().toString('latin1').split('\r\n\r\n')
      expect(head).toMatch(/^HTTP\/1\.1 200 /)
      expect(head).toContain(`Content-Length: ${BIG_FILE_BYTES}`)
      expect(first.received().length).toBe(head.length + 4 + BIG_FILE_BYTES)

      expect((await ask(nginx, get('/'))).status).toBe(200)
    } finally {
      await nginx.stop()
    }
  })

  test('when one client holds 8 API uploads open, then its next API request gets 429 JSON while the site still answers it; a held upload still completes, and then the next is served', async () => {
    const nginx = await nginxWithBigFile()
    try {
      // All at once: nginx gives up on a body that sends nothing for 10 s (client_body_timeout).
      const held = await Promise.all(
        Array.from({ length: API_LIMIT }, async () => {
          // The header only: nginx counts the request and waits for the body ("100 Continue").
          const client = await open(nginx, post('{}', true))
          expect(await until(client, '100 Continue')).toMatch(/^HTTP\/1\.1 100 Continue/)
          return client
        }),
      )
      const refused = await ask(nginx, `${post('{}')}{}`)
      expect(refused.status).toBe(429)
      expect(JSON.parse(refused.body).error).toEqual({
        code: 'rate_limited',
        message: 'Too many requests at once from your connection. Please try again in a moment.',
      })
      expect((await ask(nginx, get('/'))).status).toBe(200)

      // The server's answer to an empty inquiry: 400, through nginx.
      const first = held[0] as RawClient
      first.socket.write('{}')
      await first.closed
      expect(first.received().toString('latin1')).toMatch(/\r\n\r\nHTTP\/1\.1 400 /)

      expect((await ask(nginx, `${post('{}')}{}`)).status).toBe(400)
    } finally {
      await nginx.stop()
    }
  })

  test('when a client sends its request header one byte a second, then nginx closes the connection before the header is whole', async () => {
    test.setTimeout(60_000)
    const nginx = await nginxWithBigFile()
    try {
      const header = `GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ${'a'.repeat(30)}\r\n\r\n`
      const slow = await open(nginx, '')
      let sent = 0
      while (sent < header.length && !slow.socket.destroyed) {
        slow.socket.write(header[sent] ?? '')
        sent += 1
        await Promise.race([slow.closed, new Promise((resolve) => setTimeout(resolve, 1_000))])
      }
      await slow.closed
      expect(sent).toBeLessThan(header.length)
      // nginx logs a 408 and closes without an answer.
      expect(slow.received().toString('latin1')).toMatch(/^(HTTP\/1\.1 408 |$)/)
    } finally {
      await nginx.stop()
    }
  })
})
