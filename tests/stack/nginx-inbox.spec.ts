/**
 * The studio's action links through nginx (client/nginx.conf) in front of a server of this
 * file's own, whose log is read: neither log keeps a working link, and the inbox pages keep the
 * server's own Referrer-Policy (docs/decisions/062).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { actionPath } from '@inlet/server/action-links'
import { withProof } from '@inlet/server/proof-solver'
import { type SpawnedServer, spawnServer } from '@inlet/server/test/spawn-server'
import { INQUIRY_ENDPOINT } from '@inlet/shared/inquiry-api'
import { expect, test } from '@playwright/test'
import { type RunningNginx, startNginx } from './nginx-harness.ts'

const LINK_SECRET = 'nginx-inbox-test-link-secret-of-32-characters'
let server: SpawnedServer
let nginx: RunningNginx
let outbox: string

test.beforeAll(async () => {
  outbox = mkdtempSync(join(tmpdir(), 'inlet-nginx-inbox-'))
  server = await spawnServer({
    OUTBOX_DIR: outbox,
    LOG_LEVEL: 'info',
    // Nothing listens there: the inquiry waits in the outbox, which is all this needs.
    SMTP_URL: 'smtp://127.0.0.1:9',
    TRUST_PROXY: '127.0.0.1',
    ACTION_LINK_SECRET: LINK_SECRET,
  })
  nginx = await startNginx({ apiUpstream: `127.0.0.1:${server.port}` })
})
test.afterAll(async () => {
  await nginx?.stop()
  if (server && server.child.exitCode === null) {
    const exited = new Promise((resolve) => server.child.once('exit', resolve))
    server.child.kill('SIGTERM')
    await exited
  }
  rmSync(outbox, { recursive: true, force: true })
})

/** A working This is spam link for an inquiry posted through nginx, as the studio's email has it. */
async function workingLink(): Promise<{ path: string; sig: string }> {
  const posted = await fetch(`${nginx.url}${INQUIRY_ENDPOINT}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: nginx.url },
    body: JSON.stringify(
      await withProof(nginx.url, {
        name: 'Rosa Marquez',
        email: 'rosa@tidewater.example',
        company: 'Tidewater Labs',
        message: 'We build tide gauges for small harbours and are raising a first round.',
        timeline: '1-3months',
        context: 'funding',
      }),
    ),
  })
  expect(posted.status).toBe(202)
  const { id } = (await posted.json()) as { id: string }
  const path = actionPath({ secrets: [LINK_SECRET], lifetimeMs: 86_400_000 }, 'spam', id)
  const sig = new URLSearchParams(path.split('?')[1]).get('sig') ?? ''
  expect(sig.length).toBeGreaterThan(20)
  return { path, sig }
}

test('when an inbox link is opened through nginx, then neither nginx’s log nor the server’s holds its signature', async () => {
  const { path, sig } = await workingLink()
  const opened = await fetch(`${nginx.url}${path}`)
  expect(opened.status).toBe(200)
  expect(await opened.text()).toContain('This is spam')

  const bare = path.split('?')[0] as string
  await expect.poll(() => nginx.accessLog()).toContain(`"GET ${bare} HTTP/1.1" 200`)
  await expect.poll(() => server.stdout()).toContain(`"url":"${bare}"`)
  for (const [name, log] of [
    ['nginx', nginx.accessLog()],
    ['server', server.stdout()],
  ] as const) {
    expect(log, name).not.toContain(sig)
    expect(log, name).not.toContain('sig=')
    expect(log, name).not.toContain('expires=')
  }
})

test('when an inbox page comes through nginx, then it keeps the server’s own Referrer-Policy (same-origin); the site’s pages keep theirs', async () => {
  const { path } = await workingLink()
  for (const link of [path, path.replace(/sig=[^&]+/, 'sig=altered')]) {
    const direct = await fetch(`http://127.0.0.1:${server.port}${link}`)
    const proxied = await fetch(`${nginx.url}${link}`)
    expect(proxied.status).toBe(direct.status)
    expect(direct.headers.get('referrer-policy')).toBe('same-origin')
    expect(proxied.headers.get('referrer-policy'), link).toBe('same-origin')
  }
  for (const other of ['/about', '/api/health']) {
    const proxied = await fetch(`${nginx.url}${other}`)
    expect(proxied.headers.get('referrer-policy'), other).toBe('strict-origin-when-cross-origin')
  }
})
