import { execFile, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { fileURLToPath } from 'node:url'
import { promisify, stripVTControlCharacters } from 'node:util'
import { pino } from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import { startServer } from './start-server.ts'
import { makeSiteFixture } from './test/harness.ts'
import { patient } from './test/patience.ts'

const serverDir = fileURLToPath(new URL('..', import.meta.url))
const cleanups: Array<() => unknown> = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.()
})

/** A minimal site and a fresh outbox; SMTP points at a closed port (nothing is sent). */
function settings(): Record<string, string> {
  const dist = makeSiteFixture()
  const outbox = mkdtempSync(join(tmpdir(), 'inlet-start-outbox-'))
  cleanups.push(() => rmSync(dist, { recursive: true, force: true }))
  cleanups.push(() => rmSync(outbox, { recursive: true, force: true }))
  return {
    CLIENT_DIST: dist,
    OUTBOX_DIR: outbox,
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'silent',
    SMTP_URL: 'smtp://127.0.0.1:9',
    SMTP_TIMEOUT_MS: '500',
  }
}

/** Something else listening on a loopback port, as when another server already runs. */
async function occupiedPort(): Promise<number> {
  const blocker: Server = createServer()
  await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve))
  cleanups.push(() => new Promise((resolve) => blocker.close(resolve)))
  const address = blocker.address()
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}

const execNode = promisify(execFile)

/** Runs a Node script in server/ to its end: exit code and what it wrote. */
async function run(args: string[], env: Record<string, string>) {
  const options = { cwd: serverDir, env: { ...process.env, ...env }, timeout: patient(15_000) }
  try {
    return { code: 0, ...(await execNode(process.execPath, args, options)) }
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string }
    return { code, stdout, stderr }
  }
}

describe('startServer', () => {
  it('when it starts on port 0, then it serves on its url, and after close() nothing answers there', async () => {
    const server = await startServer({ env: settings() })
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`)
    expect(server.port).toBeGreaterThan(0)
    const health = await fetch(`${server.url}/api/health`)
    expect(await health.json()).toEqual({ status: 'ok' })
    await server.close()
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow()
  })

  it('when the port is taken, then it rejects with one line that names the port', async () => {
    const port = await occupiedPort()
    const attempt = startServer({ env: { ...settings(), PORT: String(port) } })
    await expect(attempt).rejects.toThrow(
      `Port ${port} is already in use on 127.0.0.1: stop what listens there, or set PORT.`,
    )
  })

  it('when the port is taken, then main.ts prints that one line, no stack, and exits 1', async () => {
    const port = await occupiedPort()
    const result = await run(['src/main.ts'], { ...settings(), PORT: String(port) })
    expect(result.code).toBe(1)
    expect(result.stderr.trim().split('\n')).toEqual([
      `Port ${port} is already in use on 127.0.0.1: stop what listens there, or set PORT.`,
    ])
  })

  it('when SMTP_URL has a raw “@” in its password, then main.ts stops with how to encode it and never prints the password', async () => {
    const result = await run(['src/main.ts'], {
      ...settings(),
      LOG_LEVEL: 'info',
      SMTP_URL: 'smtp://user:p@ss-secret@127.0.0.1:9',
    })
    expect(`${result.stdout}${result.stderr}`).not.toContain('ss-secret')
    expect(result.code).toBe(1)
    expect(result.stderr).toContain('SMTP_URL: has a raw “@” in its user name or password')
  })

  it('when SMTP_URL has a user name and an encoded password, then the start-up log shows neither', async () => {
    const child = spawn(process.execPath, ['src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        ...settings(),
        LOG_LEVEL: 'info',
        SMTP_URL: 'smtp://mailer-user:p%40ss%2Fsecret@127.0.0.1:9/path?q=1',
      },
    })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    const exited = new Promise((resolve) => child.once('exit', resolve))
    await new Promise<void>((resolve) =>
      child.stdout.on('data', () => output.includes('Inlet Ventures site on') && resolve()),
    )
    child.kill('SIGTERM')
    await exited
    const line = output.split('\n').find((text) => text.includes('"configuration"')) ?? ''
    expect(JSON.parse(line).smtp).toBe('smtp://***@127.0.0.1:9')
    expect(output).not.toMatch(/mailer-user|secret/)
  })

  it('when a request is logged, then its line has method, URL, status, client IP and user agent, and no header', async () => {
    const lines: Array<Record<string, unknown>> = []
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)))
        done()
      },
    })
    const server = await startServer({
      // The test is the proxy here: X-Forwarded-For is believed from loopback only.
      env: { ...settings(), TRUST_PROXY: '127.0.0.1' },
      logger: pino({ level: 'info' }, sink),
    })
    cleanups.push(() => server.close())
    await fetch(`${server.url}/api/health`, {
      headers: {
        'User-Agent': 'Inlet log test',
        Cookie: 'session=secret-cookie',
        Authorization: 'Bearer secret-token',
        'X-Forwarded-For': '203.0.113.7',
      },
    })
    const line = lines.find((entry) => entry.msg === 'request completed')
    expect(line?.req).toEqual({
      id: expect.any(String),
      method: 'GET',
      url: '/api/health',
      ip: '203.0.113.7',
      userAgent: 'Inlet log test',
    })
    expect(line?.res).toEqual({ statusCode: 200 })
    expect(JSON.stringify(lines)).not.toMatch(/secret-cookie|secret-token|headers/)
  })
  it('when a client reaches the server’s port directly, then its X-Forwarded-For is not believed: the limit counts the client itself', async () => {
    // As in Compose: only nginx's network is trusted; this client is not on it.
    const server = await startServer({
      env: { ...settings(), TRUST_PROXY: '172.30.80.0/24', RATE_LIMIT_MAX: '5' },
    })
    cleanups.push(() => server.close())
    const statuses: number[] = []
    for (let i = 1; i <= 7; i++) {
      const res = await fetch(`${server.url}/api/send-contact-email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `203.0.113.${i}` },
        body: '{}',
      })
      statuses.push(res.status)
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429])
  })

  it('when a page is requested with a query, then its line has the path alone (the thank-you page’s query holds the founder’s name)', async () => {
    const lines: Array<Record<string, unknown>> = []
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)))
        done()
      },
    })
    const server = await startServer({ env: settings(), logger: pino({ level: 'info' }, sink) })
    cleanups.push(() => server.close())
    for (const path of ['/contact/thank-you?name=Rosa+Marquez', '/contact/thank-you/?name=Rosa'])
      await fetch(`${server.url}${path}`, { redirect: 'manual' })
    await fetch(`${server.url}/partnerships?context=ip`)
    const urls = lines
      .filter((entry) => entry.msg === 'request completed')
      .map((entry) => (entry.req as { url: string }).url)
    expect(urls).toEqual(['/contact/thank-you', '/contact/thank-you/', '/partnerships'])
    expect(JSON.stringify(lines)).not.toContain('Rosa')
  })
})

describe('createLogger', () => {
  const script = (tty: boolean) => [
    '--input-type=module',
    '-e',
    `import { createLogger } from './src/logger.ts'; createLogger('info', ${tty}).info({ inquiry: 'abc' }, 'inquiry accepted')`,
  ]

  it('when standard output is a terminal, then each event is a readable line, not JSON', async () => {
    const { stdout } = await run(script(true), {})
    expect(stripVTControlCharacters(stdout)).toMatch(
      /^\[\d\d:\d\d:\d\d\] INFO: inquiry accepted\n\s+inquiry: "abc"\n$/,
    )
  })

  it('when standard output is not a terminal, then each event is one JSON line', async () => {
    const { stdout } = await run(script(false), {})
    expect(JSON.parse(stdout)).toMatchObject({ level: 30, msg: 'inquiry accepted', inquiry: 'abc' })
  })
})
