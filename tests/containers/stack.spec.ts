/**
 * The product as `docker compose up` gives it to an operator, built and run for real
 * (global-setup.ts): nginx (client) in front of the API (server), MailHog catching the mail.
 * In order, one worker: the last two tests stop, kill and remove containers.
 */
import { existsSync } from 'node:fs'
import { redirects } from '@inlet/shared/paths'
import { simpleParser } from 'mailparser'
import { expect, test } from '../e2e/fixtures.ts'
import { SECURITY_HEADERS } from '../stack/nginx-harness.ts'
import { compose, containerOf, mailhogURL, PROJECT, podman, waitHealthy } from './podman.ts'

test.describe.configure({ mode: 'serial' })

const socket = () => process.env.CONTAINERS_DOCKER_SOCKET as string
const STUDIO_INBOX = 'hello@inletventures.example'
const run = Date.now().toString(36)
const founder = (label: string) => `${label}-${run}@example.com`

interface MailHogMessage {
  Raw: { From: string; To: string[]; Data: string }
  Content: { Headers: Record<string, string[]> }
}

async function caught(): Promise<MailHogMessage[]> {
  const response = await fetch(`${mailhogURL}/api/v2/messages?limit=1000`)
  expect(response.status).toBe(200)
  return ((await response.json()) as { items: MailHogMessage[] }).items
}

/** Waits until MailHog holds `count` messages that mention `needle` anywhere. */
async function waitForMail(needle: string, count: number, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const matching = (await caught()).filter((message) => message.Raw.Data.includes(needle))
    if (matching.length >= count || Date.now() > deadline) return matching
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

const inquiry = (email: string, company: string) => ({
  name: 'Dana Whitfield',
  email,
  company,
  message:
    'We run a marine-logistics platform with 40 paying fleets and want to discuss a seed round.',
  context: 'funding',
})

test('when the stack is up, then every page answers 200 through nginx, unknown paths 404 and old addresses 301', async ({
  request,
}) => {
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.status()).toBe(200)
  const pages = [...(await sitemap.text()).matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map(
    (match) => match[1] || '/',
  )
  expect(pages.length).toBeGreaterThanOrEqual(27)
  for (const path of [...pages, '/contact/thank-you']) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(200)
    expect(response.headers()['content-type'], path).toContain('text/html')
  }
  const missing = await request.get('/no-such-page', { maxRedirects: 0 })
  expect(missing.status()).toBe(404)
  expect(await missing.text()).toContain('noindex')
  for (const { from, to } of redirects) {
    const response = await request.get(from, { maxRedirects: 0 })
    expect(response.status(), from).toBe(301)
    expect(response.headers().location, from).toBe(to)
  }
  const health = await request.get('/api/health')
  expect(health.status()).toBe(200)
})

test('when a page comes through nginx, then it carries the same security headers as the server sends', async ({
  request,
}) => {
  const viaNginx = (await request.get('/partnerships')).headers()
  // The server is not published: ask it from inside the client container, by service name.
  const raw = await podman(
    'exec',
    await containerOf('client'),
    'curl',
    '-sS',
    '-D',
    '-',
    '-o',
    '/dev/null',
    'http://server:3000/partnerships',
  )
  const fromServer = Object.fromEntries(
    raw
      .split(/\r?\n/)
      .filter((line) => line.includes(':'))
      .map((line) => [
        line.slice(0, line.indexOf(':')).toLowerCase(),
        line.slice(line.indexOf(':') + 1).trim(),
      ]),
  )
  expect(raw).toMatch(/^HTTP\/1\.1 200/)
  for (const name of SECURITY_HEADERS) {
    expect(fromServer[name], `server ${name}`).toBeTruthy()
    expect(viaNginx[name], name).toBe(fromServer[name])
  }
})

test('when the containers run, then the server is not root and every service is locked down', async () => {
  const server = await containerOf('server')
  expect(await podman('exec', server, 'id', '-u')).toBe('1000')
  // PID 1 of the container is the server itself (node), under that user.
  expect(await podman('exec', server, 'cat', '/proc/1/cmdline')).toContain('src/main.ts')
  expect(await podman('exec', server, 'sh', '-c', "grep '^Uid:' /proc/1/status")).toMatch(
    /^Uid:\s+1000\s+1000/,
  )
  expect(await podman('exec', server, 'stat', '-c', '%U', '/var/lib/inlet/outbox')).toBe('node')
  await expect(podman('exec', server, 'touch', '/app/server/written')).rejects.toThrow(
    /Read-only file system/,
  )

  for (const service of ['client', 'server', 'mailhog']) {
    const host = JSON.parse(
      await podman('inspect', '--format', '{{json .HostConfig}}', await containerOf(service)),
    ) as {
      CapDrop: string[] | null
      ReadonlyRootfs: boolean
      SecurityOpt: string[] | null
      Memory: number
      RestartPolicy: { Name: string }
    }
    expect(host.ReadonlyRootfs, service).toBe(true)
    expect(host.Memory, service).toBeGreaterThan(0)
    expect(host.SecurityOpt ?? [], service).toEqual(
      expect.arrayContaining([expect.stringMatching(/no-new-privileges/)]),
    )
    expect(host.RestartPolicy.Name, service).toBe('unless-stopped')
    // Podman lists what it dropped: everything but what the service adds back.
    expect((host.CapDrop ?? []).length, service).toBeGreaterThan(5)
  }
  const ports = await podman('port', await containerOf('mailhog'))
  expect(ports).toMatch(/^8025\/tcp -> 127\.0\.0\.1:\d+$/m)
})

test('when an inquiry is posted to the site, then MailHog receives the studio notification and the confirmation', async ({
  request,
}) => {
  const email = founder('api')
  const response = await request.post('/api/send-contact-email', {
    data: inquiry(email, `Harbor Freight Labs ${run}`),
  })
  expect(response.status()).toBe(202)
  const { id } = (await response.json()) as { id: string }

  const mail = await waitForMail(id, 2)
  expect(mail).toHaveLength(2)
  const studio = mail.find((message) => message.Raw.To.includes(STUDIO_INBOX))
  const confirmation = mail.find((message) => message.Raw.To.includes(email))
  expect(studio, 'studio notification').toBeDefined()
  expect(confirmation, 'confirmation to the founder').toBeDefined()
  const studioMail = await simpleParser(studio?.Raw.Data ?? '')
  expect(studioMail.headers.get('x-inquiry-id')).toBe(id)
  expect(studioMail.text).toContain(`Harbor Freight Labs ${run}`)
  expect(studioMail.text).toContain(email)
  expect(studioMail.replyTo?.value[0]?.address).toBe(email)
  const confirmationMail = await simpleParser(confirmation?.Raw.Data ?? '')
  expect(confirmationMail.text).toContain('Dana Whitfield')
  expect(confirmationMail.text).not.toContain('marine-logistics')
})

test('when a founder sends the contact form in Chromium, then the thank-you page shows and both emails arrive', async ({
  page,
}) => {
  const email = founder('browser')
  await page.goto('/contact?context=funding')
  const form = page.getByRole('form', { name: 'Inquiry form' })
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Dana Whitfield')
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Company / business name').fill(`Tideline Robotics ${run}`)
  await form
    .getByLabel('Message')
    .fill('We build hull-cleaning robots for 25 marinas and want to talk about funding.')
  await form.getByRole('button', { name: 'Request Funding Discussion' }).click()

  await expect(page).toHaveURL(/\/contact\/thank-you\?name=Dana\+Whitfield&context=funding$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Received Your Message')
  const mail = await waitForMail(email, 2)
  expect(mail.map((message) => message.Raw.To[0]).sort()).toEqual([email, STUDIO_INBOX].sort())
})

test('when MailHog is down and the server is killed with 20 inquiries waiting, then each is delivered exactly once after both are back', async () => {
  await compose(socket(), ['stop', 'mailhog'])
  // Posted to nginx from inside the client container: nginx sees a client of its own
  // (127.0.0.1), so its edge limit (a burst of 20 per client) is not shared with the
  // earlier tests' requests.
  const client = await containerOf('client')
  const ids: string[] = []
  for (let n = 0; n < 20; n++) {
    const answer = await podman(
      'exec',
      client,
      'curl',
      '-sS',
      '-w',
      '\n%{http_code}',
      '-H',
      'Content-Type: application/json',
      '--data',
      JSON.stringify(inquiry(founder(`fault-${n}`), `Fault Test ${n}`)),
      'http://127.0.0.1:8080/api/send-contact-email',
    )
    const [body, status] = answer.split('\n')
    expect(status, `inquiry ${n}: ${body}`).toBe('202')
    ids.push((JSON.parse(body as string) as { id: string }).id)
  }
  const server = await containerOf('server')
  const pending = await podman('exec', server, 'ls', '/var/lib/inlet/outbox/pending')
  for (const id of ids) expect(pending).toContain(id)

  // SIGKILL the server process itself (PID 1 of its container) from the host.
  const restartsBefore = Number(await podman('inspect', '--format', '{{.RestartCount}}', server))
  const pid = await podman('inspect', '--format', '{{.State.Pid}}', server)
  process.kill(Number(pid), 'SIGKILL')
  await expect
    .poll(async () => Number(await podman('inspect', '--format', '{{.RestartCount}}', server)), {
      timeout: 30_000,
    })
    .toBeGreaterThan(restartsBefore)
  await waitHealthy(['server'], 60_000)

  await compose(socket(), ['start', 'mailhog'])
  await waitHealthy(['mailhog'], 60_000)

  const deadline = Date.now() + 60_000
  let delivered: Array<{ id: string; to: string }> = []
  const tally = async () =>
    Promise.all(
      (await caught())
        .filter((message) => ids.some((id) => message.Raw.Data.includes(id)))
        .map(async (message) => ({
          id: String((await simpleParser(message.Raw.Data)).headers.get('x-inquiry-id')),
          to: message.Raw.To.join(','),
        })),
    )
  while (delivered.length < 40 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500))
    delivered = await tally()
  }
  // A little longer, so that a duplicate sent late would be counted.
  await new Promise((resolve) => setTimeout(resolve, 3_000))
  delivered = await tally()

  expect(delivered).toHaveLength(40)
  for (const [n, id] of ids.entries()) {
    const forId = delivered.filter((mail) => mail.id === id).map((mail) => mail.to)
    expect(forId.sort(), `inquiry ${n}`).toEqual([founder(`fault-${n}`), STUDIO_INBOX].sort())
  }
  expect(
    await podman('exec', await containerOf('server'), 'ls', '/var/lib/inlet/outbox/pending'),
  ).toBe('')
})

test('when the operator runs docker-compose down -v, then no container, network or volume is left and the Podman service stops', async () => {
  await compose(socket(), ['down', '-v', '--timeout', '5'])
  const label = `label=com.docker.compose.project=${PROJECT}`
  expect(await podman('ps', '-a', '-q', '--filter', label)).toBe('')
  expect(await podman('network', 'ls', '-q', '--filter', label)).toBe('')
  expect(await podman('volume', 'ls', '-q', '--filter', label)).toBe('')
  expect(await podman('network', 'ls', '--format', '{{.Name}}')).not.toContain(PROJECT)
  expect(await podman('volume', 'ls', '--format', '{{.Name}}')).not.toContain(PROJECT)

  const pid = Number(process.env.CONTAINERS_SERVICE_PID)
  process.kill(pid, 'SIGTERM')
  await expect
    .poll(
      () => {
        try {
          process.kill(pid, 0)
          return 'running'
        } catch {
          return 'stopped'
        }
      },
      { timeout: 15_000 },
    )
    .toBe('stopped')
  expect(existsSync(socket())).toBe(false)
})
