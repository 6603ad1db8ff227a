/**
 * The production override (docker-compose.prod.yml) run for real after stack.spec.ts, on the
 * same compose project and images: Redis holding the inquiry queue on its volume, three server
 * replicas (`--scale server=3`) behind nginx, MailHog (its `dev-mail` profile) as the relay.
 * In order, one worker: the last test takes everything down and stops the Podman service.
 */

import { existsSync } from 'node:fs'
import { solve } from '@inlet/server/proof-solver'
import { expect, test } from '../e2e/fixtures.ts'
import { deliveries, inquiry, postFromClient, STUDIO_INBOX } from './inquiries.ts'
import {
  compose,
  containerOf,
  containersOf,
  killAndAwaitRestart,
  PROD,
  PROJECT,
  podman,
  REDIS_PASSWORD,
  waitHealthy,
} from './podman.ts'

test.describe.configure({ mode: 'serial' })

const socket = () => process.env.CONTAINERS_DOCKER_SOCKET as string
const run = Date.now().toString(36)
const founder = (n: number) => `replica-${n}-${run}@example.com`
/** Per client address: nginx lets a burst of 20 POSTs through, which leaves room for retries. */
const PER_CLIENT = 15

type Send = (
  body: object,
  headers: Record<string, string>,
) => Promise<{ status: number; body: string }>

test('when the production override runs with --scale server=3, then nginx spreads inquiries over three healthy replicas, Redis keeps them in its append-only file, and a replica killed mid-way loses or repeats none', async ({
  request,
}) => {
  // Its own waits (health 120 s + 60 s, deliveries 90 s, a restart) exceed the config's 120 s
  // on a busy machine: the whole test may take six minutes before it counts as hung.
  test.setTimeout(360_000)
  // `up -d --scale server=3`, the backends before nginx: on a loaded machine a replica may fail
  // a health check or two while it starts, and docker-compose 1.29 gives up on a dependency the
  // moment it sees it unhealthy. nginx starts once all three answer (it resolves them then).
  const up = [...PROD, 'up', '-d', '--force-recreate', '--scale', 'server=3']
  await compose(socket(), [...up, 'redis', 'server', 'mailhog'])
  await waitHealthy(['redis', 'server', 'mailhog'], 120_000)
  await compose(socket(), [...up, '--no-deps', 'client'])
  await waitHealthy(['client'], 60_000)
  const servers = await containersOf('server')
  expect(servers).toHaveLength(3)

  // Each inquiry under its own Idempotency-Key, sent again on a 502/503 (a replica gone
  // mid-request), as the form does when the founder presses again.
  const ids = new Map<number, string>()
  const statuses: number[] = []
  const post = async (n: number, send: Send) => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await send(inquiry(founder(n), `Replica Test ${n} ${run}`), {
        'Idempotency-Key': `replicas-${run}-${n}`,
      })
      statuses.push(answer.status)
      if (answer.status === 202) {
        ids.set(n, (JSON.parse(answer.body) as { id: string }).id)
        return
      }
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
  }
  const fromHost: Send = async (body, headers) => {
    // As the site's form sends it; each try a proof of its own (the replicas share the secret).
    const challenge = await (await request.get('/api/challenge')).json()
    const data = { ...body, altcha: await solve(challenge) }
    const response = await request.post('/api/send-contact-email', { data, headers })
    return { status: response.status(), body: await response.text() }
  }

  // Half from the host, five at a time; then one replica is killed while the other half
  // arrives from inside the client container (another client address for nginx's edge limit).
  for (let n = 0; n < PER_CLIENT; n += 5) {
    await Promise.all([0, 1, 2, 3, 4].map((i) => post(n + i, fromHost)))
  }
  const victim = servers[2] as string
  const acceptedBy = async (id: string) =>
    (await podman('logs', id)).split('\n').filter((line) => line.includes('"inquiry accepted"'))
  const beforeKill = await Promise.all(servers.map(acceptedBy))
  const address = async (id: string) =>
    podman('inspect', '--format', '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}', id)
  const victimAddress = await address(victim)
  await Promise.all([
    killAndAwaitRestart(victim),
    (async () => {
      for (let n = PER_CLIENT; n < 2 * PER_CLIENT; n++) await post(n, postFromClient)
    })(),
  ])
  expect(ids.size, `answers: ${statuses.join(' ')}`).toBe(2 * PER_CLIENT)
  expect(statuses.filter((status) => ![202, 502, 503].includes(status))).toEqual([])
  // nginx resolved `server` to all three replicas: each one accepted some before the kill.
  for (const [i, lines] of beforeKill.entries())
    expect(lines.length, `replica ${i}`).toBeGreaterThan(0)
  // Restarted in place, the replica keeps its address: the one nginx resolved at its start.
  expect(await address(victim)).toBe(victimAddress)
  const accepted = await Promise.all(servers.map(acceptedBy))
  console.log(
    `[replicas] accepted per replica before the kill ${beforeKill.map((l) => l.length).join('/')}, in all ${accepted.map((l) => l.length).join('/')} (the third killed); answers ${statuses.join(' ')}`,
  )

  // Every inquiry arrives as its two emails, once each.
  const delivered = await deliveries([...ids.values()], 90_000)
  for (const [n, id] of ids) {
    const forId = delivered.filter((mail) => mail.id === id).map((mail) => mail.to)
    expect(forId.sort(), `inquiry ${n}`).toEqual([founder(n), STUDIO_INBOX].sort())
  }
  expect(delivered).toHaveLength(4 * PER_CLIENT)
  await waitHealthy(['server'], 60_000)

  // The queue is in Redis: every job (now completed), in an append-only file fsynced on every
  // write, on the redis-data volume; Redis wants its password and caps its memory.
  const redis = await containerOf('redis')
  const cli = (...args: string[]) =>
    podman('exec', '-e', `REDISCLI_AUTH=${REDIS_PASSWORD}`, redis, 'redis-cli', '--raw', ...args)
  expect(await podman('exec', redis, 'sh', '-c', 'redis-cli ping 2>&1 || true')).toContain('NOAUTH')
  expect(await cli('config', 'get', 'maxmemory')).toBe(`maxmemory\n${256 * 1024 * 1024}`)
  expect(await cli('config', 'get', 'maxmemory-policy')).toBe('maxmemory-policy\nnoeviction')
  expect(await cli('exists', ...[...ids.values()].map((id) => `inlet:inquiries:${id}`))).toBe(
    String(2 * PER_CLIENT),
  )
  // A job whose emails went out just before its replica was killed completes once its lock
  // lapses and another replica takes it up (QUEUE_LOCK_MS, then BullMQ's stalled check): its
  // parts are all marked sent, so it sends nothing again (the deliveries above).
  await expect
    .poll(() => cli('zcard', 'inlet:inquiries:completed'), { timeout: 90_000, intervals: [1_000] })
    .toBe(String(2 * PER_CLIENT))
  expect(
    await deliveries([...ids.values()]),
    'no email sent again by the job taken up',
  ).toHaveLength(4 * PER_CLIENT)
  expect(await cli('config', 'get', 'appendfsync')).toBe('appendfsync\nalways')
  const mounts = JSON.parse(
    await podman('inspect', '--format', '{{json .Mounts}}', redis),
  ) as Array<{
    Type: string
    Name: string
    Destination: string
  }>
  expect(mounts).toContainEqual(
    expect.objectContaining({
      Type: 'volume',
      Name: `${PROJECT}_redis-data`,
      Destination: '/data',
    }),
  )
  expect(
    await podman(
      'exec',
      redis,
      'find',
      '/data/appendonlydir',
      '-name',
      '*.incr.aof',
      '-size',
      '+0',
    ),
  ).toMatch(/appendonly\.aof\.\d+\.incr\.aof/)
  // The append-only files hold inquiries: only Redis's own user reads them.
  const notPrivate = '\\( -type f ! -perm 600 \\) -o \\( -type d ! -perm 700 \\)'
  expect(await podman('exec', redis, 'sh', '-c', `find /data/appendonlydir ${notPrivate}`)).toBe('')

  // Deletion on request, as the operator runs it in a replica: forget leaves no copy in
  // Redis's files (it rewrites the append-only file).
  const gone = founder(0)
  const grep = () => podman('exec', redis, 'sh', '-c', `grep -rlF '${gone}' /data || true`)
  expect(await grep()).not.toBe('')
  const forget = ['node', 'scripts/inquiries.ts', 'forget', gone, '--json']
  const forgotten = await podman('exec', servers[0] as string, ...forget)
  expect(JSON.parse(forgotten)).toEqual({ forgotten: 1, addresses: [gone] })
  await expect.poll(grep, { timeout: 10_000 }).toBe('')
})

test('when the operator runs docker-compose down -v, then no container, network or volume is left and the Podman service stops', async () => {
  await compose(socket(), [...PROD, 'down', '-v', '--timeout', '5'])
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
