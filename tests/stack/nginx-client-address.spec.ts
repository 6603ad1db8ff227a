/**
 * Whom nginx's edge limit on inquiries counts (client/nginx.conf; issue 25, findings 2 and 3;
 * docs/decisions/023): each client by its own address, also behind the TLS proxy that
 * docker-compose.prod.yml prescribes (a second nginx stands in for it, in plain HTTP, appending
 * X-Forwarded-For), never by an address a client claims, and under every spelling of the path
 * that reaches the server's handler. Clients are told apart by the loopback address they send
 * from (127.0.0.2, 127.0.0.3, …). Part of `npm run test:nginx`.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { patient } from '@inlet/server/test/patience'
import { spawnServer } from '@inlet/server/test/spawn-server'
import { expect, test } from '@playwright/test'
import { type RunningNginx, startFrontProxy, startNginx } from './nginx-harness.ts'

const PATH = '/api/send-contact-email'
/** The edge limit lets a burst of 20 through (and one more at most): this many always ends in 429. */
const FLOOD = 30

interface Answer {
  status: number
  headers: IncomingHttpHeaders
  body: string
}

/** A POST sent from `from` (a loopback address), the path as written. */
function post(
  url: string,
  path: string,
  from: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: hostname,
        port,
        path,
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', ...headers },
        agent: false,
      },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => {
          body += chunk
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    // An empty inquiry: the server answers 400 invalid_input, so nothing is queued.
    req.end('{}')
  })
}

/** nginx's own 429 (the server's says how many minutes, and has no Retry-After of 60). */
const isEdgeLimit = (answer: Answer) =>
  answer.status === 429 &&
  answer.headers['retry-after'] === '60' &&
  JSON.parse(answer.body).error.code === 'rate_limited'

/** Posts until nginx answers its 429; the answers, in order. */
async function flood(
  url: string,
  from: string,
  headers: () => Record<string, string> = () => ({}),
) {
  const answers: Answer[] = []
  while (answers.length < FLOOD && !answers.some(isEdgeLimit)) {
    answers.push(await post(url, PATH, from, headers()))
  }
  return answers
}

const running: Array<{ stop(): Promise<void> }> = []
test.afterEach(async () => {
  while (running.length) await running.pop()?.stop()
})

/** The client container's nginx, with its own limit zone, as the image builds it. */
async function edge(
  realIpFrom?: string,
  apiUpstream = `127.0.0.1:${process.env.NGINX_E2E_API_PORT}`,
): Promise<RunningNginx> {
  const nginx = await startNginx({ apiUpstream, realIpFrom })
  running.push(nginx)
  return nginx
}

/** The TLS proxy stand-in in front of `nginx`. */
async function frontProxy(nginx: RunningNginx): Promise<RunningNginx> {
  const proxy = await startFrontProxy({ upstream: new URL(nginx.url).host })
  running.push(proxy)
  return proxy
}

/** A server of its own (`node server/src/main.ts`), trusting nginx's address alone. */
async function api(env: Record<string, string>): Promise<string> {
  const outbox = mkdtempSync(join(tmpdir(), 'inlet-client-address-outbox-'))
  const { child, port } = await spawnServer(
    {
      OUTBOX_DIR: outbox,
      SMTP_URL: 'smtp://127.0.0.1:9',
      SMTP_TIMEOUT_MS: '500',
      TRUST_PROXY: '127.0.0.1',
      ...env,
    },
    { inherit: false },
  )
  running.push({
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
      rmSync(outbox, { recursive: true, force: true })
    },
  })
  // Node's start-up takes seconds on a busy machine.
  const health = () =>
    fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.status,
      () => 0,
    )
  await expect.poll(health, { timeout: patient(30_000) }).toBe(200)
  return `127.0.0.1:${port}`
}

test.describe('the edge limit behind a TLS proxy (REAL_IP_FROM)', () => {
  test('when one client behind the proxy floods the inquiry endpoint, then nginx stops that client and the next founder still gets through', async () => {
    const proxy = await frontProxy(await edge('127.0.0.1'))

    const flooder = await flood(proxy.url, '127.0.0.2')
    expect(flooder.filter((answer) => answer.status === 400).length).toBeGreaterThanOrEqual(20)
    expect(isEdgeLimit(flooder.at(-1) as Answer)).toBe(true)
    // Naming another address does not help: the proxy appends the real one, which nginx takes.
    const disguised = await post(proxy.url, PATH, '127.0.0.2', { 'x-forwarded-for': '203.0.113.9' })
    expect(isEdgeLimit(disguised)).toBe(true)

    // Another client, through the same proxy: the server's own answer, not nginx's 429.
    const founder = await post(proxy.url, PATH, '127.0.0.3')
    expect(founder.status).toBe(400)
    expect(JSON.parse(founder.body).error.code).toBe('invalid_input')
  })

  test('when one client behind the proxy and nginx uses up the server’s own limit, then the server stops that client and the next founder still gets through', async () => {
    test.setTimeout(60_000)
    // nginx tells the server the one client address it settled on; the server trusts nginx.
    const proxy = await frontProxy(await edge('127.0.0.1', await api({ RATE_LIMIT_MAX: '3' })))
    const statuses: number[] = []
    for (let i = 1; i <= 5; i++) {
      statuses.push(
        (await post(proxy.url, PATH, '127.0.0.2', { 'x-forwarded-for': `203.0.113.${i}` })).status,
      )
    }
    expect(statuses).toEqual([400, 400, 400, 429, 429])
    expect((await post(proxy.url, PATH, '127.0.0.3')).status).toBe(400)
  })
})

test.describe('addresses a client claims', () => {
  for (const realIpFrom of [undefined, '127.0.0.1']) {
    test(`when a client posts to nginx directly with X-Forwarded-For, X-Real-IP and Forwarded (REAL_IP_FROM ${realIpFrom ?? 'unset'}), then it is still counted as itself`, async () => {
      const nginx = await edge(realIpFrom)
      let n = 0
      const answers = await flood(nginx.url, '127.0.0.4', () => {
        n += 1
        const claimed = `198.51.100.${n}`
        return {
          'x-forwarded-for': claimed,
          'x-real-ip': claimed,
          forwarded: `for=${claimed}`,
        }
      })
      expect(isEdgeLimit(answers.at(-1) as Answer)).toBe(true)
    })
  }
})

test.describe('every spelling of the inquiry path', () => {
  // What a client might send for /api/send-contact-email. nginx counts $uri (decoded, dot
  // segments and double slashes resolved); the server routes the raw path, strictly.
  const spellings = [
    `${PATH}/`,
    `${PATH}//`,
    '/api/Send-Contact-Email',
    '/api/SEND-CONTACT-EMAIL/',
    '/api/send%2Dcontact-email',
    `${PATH}%2F`,
    '/api//send-contact-email',
    '/api/./send-contact-email',
    '/api/x/../send-contact-email',
    `${PATH}?source=contact`,
    `${PATH};x=1`,
    `${PATH}#form`,
  ]

  test('when a client floods the inquiry endpoint under another spelling, then nginx counts it or the server does not route it: the handler never sees the flood', async () => {
    const nginx = await edge()
    for (const [index, path] of spellings.entries()) {
      const from = `127.0.1.${index + 1}`
      const answers: Answer[] = []
      for (let i = 0; i < FLOOD; i++) answers.push(await post(nginx.url, path, from))
      const last = answers.at(-1) as Answer
      // 429: nginx counted this spelling; 404: nothing answers it. 400 would be the handler.
      expect(isEdgeLimit(last) || last.status === 404, `${path}: ${last.status} ${last.body}`).toBe(
        true,
      )
    }
  })
})
