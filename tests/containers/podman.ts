/**
 * The container tests' machinery: a Podman API service of their own (the Docker API that
 * docker-compose talks to), a health-check ticker (Podman runs health checks from systemd
 * timers, and there is no systemd here), and docker-compose on the repository's compose file.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
/** The compose project: its containers, network and volume carry this name. */
export const PROJECT = 'inletct'
/** Host ports of the stack under test: never 8080/8025, so `npm start` can run beside it. */
export const CLIENT_PORT = Number(process.env.CONTAINERS_CLIENT_PORT ?? 4710)
export const MAILHOG_PORT = Number(process.env.CONTAINERS_MAILHOG_PORT ?? 4711)
export const clientURL = `http://127.0.0.1:${CLIENT_PORT}`
export const mailhogURL = `http://127.0.0.1:${MAILHOG_PORT}`

/** Podman settings of the project's own (runc refuses Podman's default ulimits here). */
export const podmanEnv = {
  ...process.env,
  CONTAINERS_CONF: join(repoRoot, 'tests', 'containers', 'containers.conf'),
  // Docker's image format: in the OCI format a Dockerfile's HEALTHCHECK is dropped.
  BUILDAH_FORMAT: 'docker',
}

const run = promisify(execFile)

/** The production override's Redis password: its redis_password secret, a file on this host. */
export const REDIS_PASSWORD = 'containers-test-redis-password'
const redisPasswordFile = join(tmpdir(), 'inlet-containers-redis-password')
rmSync(redisPasswordFile, { force: true })
writeFileSync(redisPasswordFile, `${REDIS_PASSWORD}\n`, { mode: 0o444 })

/**
 * The replicas' proof and link secrets, which docker-compose.prod.yml requires: drawn for the
 * run, since a production server refuses any value the repository holds (docs/decisions/062).
 * Drawn once, in the global setup's process, whose environment the test workers inherit.
 */
process.env.CONTAINERS_ALTCHA_HMAC_SECRET ??= randomBytes(32).toString('hex')
process.env.CONTAINERS_ACTION_LINK_SECRET ??= randomBytes(32).toString('hex')

export async function podman(...args: string[]): Promise<string> {
  const { stdout } = await run('podman', args, { env: podmanEnv, maxBuffer: 64 * 1024 * 1024 })
  return stdout.trim()
}

/**
 * Podman 4.3 reports an IPAM option (`driver: host-local`) on every network it creates, which
 * docker-compose 1.29 compares with the compose file's and, for the edge network with its fixed
 * subnet, reads as a changed network: a second `up` would refuse to reuse it. This file, given
 * last to every command, names the option so both agree. Docker needs none of it.
 */
const PODMAN_NETWORKS = 'tests/containers/podman-networks.yml'

/**
 * docker-compose against the service's socket, with the test's ports and settings. Never
 * synchronous: `up` waits for health, which needs the ticker in this process to keep running.
 */
export function compose(
  socket: string,
  args: string[],
  extraEnv: Record<string, string> = {},
): Promise<string> {
  // The compose files named by args (`-f X` pairs first), then the Podman network file last.
  const files = ['-f', 'docker-compose.yml']
  let rest = args
  while (rest[0] === '-f' && rest[1]) {
    files.push('-f', rest[1])
    rest = rest.slice(2)
  }
  files.push('-f', PODMAN_NETWORKS)
  // The base file's single server is given no secret, as an operator's `docker compose up`:
  // it draws its own and keeps them in the outbox volume. The production override requires them.
  const prod = files.includes('docker-compose.prod.yml')
  const child = spawn('docker-compose', ['-p', PROJECT, ...files, ...rest], {
    cwd: repoRoot,
    env: {
      ...podmanEnv,
      DOCKER_HOST: `unix://${socket}`,
      COMPOSE_INTERACTIVE_NO_CLI: '1',
      CLIENT_PORT: String(CLIENT_PORT),
      MAILHOG_UI_PORT: String(MAILHOG_PORT),
      // What docker-compose.prod.yml requires (the base file's own defaults), so that every
      // command may name the override: `down` then removes Redis and its volume as well.
      SITE_URL: 'https://inletventures.example',
      SMTP_URL: 'smtp://mailhog:1025',
      REDIS_PASSWORD_SECRET: redisPasswordFile,
      ...(prod
        ? {
            ALTCHA_HMAC_SECRET: process.env.CONTAINERS_ALTCHA_HMAC_SECRET as string,
            ACTION_LINK_SECRET: process.env.CONTAINERS_ACTION_LINK_SECRET as string,
          }
        : {}),
      // Twenty inquiries from one address in the fault test; retries at most 2 s apart.
      RATE_LIMIT_MAX: '1000',
      // Every form the suite focuses asks for a challenge, all from one address.
      CHALLENGE_RATE_LIMIT_MAX: '1000',
      RETRY_BASE_MS: '500',
      RETRY_MAX_MS: '2000',
      // A held inquiry's digest at once, with its Release link (stack.spec.ts).
      QUARANTINE_DIGEST_MINUTES: '0',
      ...extraEnv,
    },
  })
  let stdout = ''
  let stderr = ''
  child.stdout.on('data', (chunk) => {
    stdout += chunk
  })
  child.stderr.on('data', (chunk) => {
    stderr += chunk
  })
  return new Promise((resolve, reject) => {
    child.on('error', (error) =>
      reject(new Error(`docker-compose could not run: ${error.message}`)),
    )
    child.on('close', (status) => {
      if (status === 0) resolve(stdout)
      else reject(new Error(`docker-compose ${args.join(' ')} failed (${status}):\n${stderr}`))
    })
  })
}

/**
 * The production override on top of the base file, with MailHog (its `dev-mail` profile) kept
 * as the SMTP server: `compose(socket, [...PROD, 'up', ...])`.
 */
export const PROD = ['-f', 'docker-compose.prod.yml', '--profile', 'dev-mail']

/** The project's running containers of a compose service (one per replica). */
export async function containersOf(service: string): Promise<string[]> {
  const ids = await podman(
    'ps',
    '-q',
    '--filter',
    `label=com.docker.compose.project=${PROJECT}`,
    '--filter',
    `label=com.docker.compose.service=${service}`,
  )
  return ids.split('\n').filter(Boolean)
}

export async function containerOf(service: string): Promise<string> {
  const [id] = await containersOf(service)
  if (!id) throw new Error(`no running container for service ${service}`)
  return id
}

/** `healthy` when every replica of the service is; else the first other state, or `absent`. */
export async function health(service: string): Promise<string> {
  const ids = await containersOf(service).catch(() => [])
  if (ids.length === 0) return 'absent'
  const states = await Promise.all(
    ids.map((id) => podman('inspect', '--format', '{{.State.Health.Status}}', id)),
  )
  return states.find((state) => state !== 'healthy') ?? 'healthy'
}

export async function waitHealthy(services: string[], timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const states = await Promise.all(services.map((service) => health(service)))
    if (states.every((state) => state === 'healthy')) return
    if (Date.now() > deadline) {
      throw new Error(
        `not healthy in ${timeoutMs} ms: ${services.map((s, i) => `${s}=${states[i]}`).join(', ')}`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

export interface PodmanService {
  socket: string
  process: ChildProcess
  /** The last lines of the service's log, for a failure message. */
  logTail(): string
  stop(): Promise<void>
}

/** `podman system service` on a socket of its own, and the health-check ticker. */
export async function startPodmanService(): Promise<PodmanService> {
  const dir = mkdtempSync(join(tmpdir(), 'inlet-podman-'))
  const socket = join(dir, 'podman.sock')
  // Its log (including harmless complaints about the missing systemd) goes to a file.
  const logFile = join(dir, 'service.log')
  const log = openSync(logFile, 'a')
  const child = spawn('podman', ['system', 'service', '--time', '0', `unix://${socket}`], {
    env: podmanEnv,
    stdio: ['ignore', log, log],
  })
  closeSync(log)
  const deadline = Date.now() + 15_000
  while (!existsSync(socket)) {
    if (child.exitCode !== null) throw new Error(`podman system service exited (${child.exitCode})`)
    if (Date.now() > deadline) throw new Error('podman system service did not open its socket')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  // Docker runs a container's check every `interval` (10 s in the compose files). Here a
  // container still starting (or unhealthy) is checked every second, so a test waits for health
  // no longer than it must; a healthy one at its interval, as Docker would. Each check is a Podman
  // process and a command in the container: checking six containers every second kept a core busy.
  const lastCheck = new Map<string, number>()
  let ticking = false
  const ticker = setInterval(async () => {
    if (ticking) return
    ticking = true
    try {
      const listed = await podman(
        'ps',
        '--filter',
        `label=com.docker.compose.project=${PROJECT}`,
        '--format',
        '{{.ID}} {{.Status}}',
      )
      const due = listed
        .split('\n')
        .filter(Boolean)
        .map((line) => ({ id: line.split(' ')[0] ?? '', healthy: line.endsWith('(healthy)') }))
        .filter(({ id, healthy }) => !healthy || Date.now() - (lastCheck.get(id) ?? 0) >= 10_000)
        .map(({ id }) => id)
      await Promise.all(
        due.map((id) => {
          lastCheck.set(id, Date.now())
          return podman('healthcheck', 'run', id).catch(() => undefined)
        }),
      )
    } catch {
      // The service may be restarting a container; the next tick tries again.
    } finally {
      ticking = false
    }
  }, 1_000)
  return {
    socket,
    process: child,
    logTail: () => readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n'),
    async stop() {
      clearInterval(ticker)
      if (child.exitCode !== null) return
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    },
  }
}

/**
 * SIGKILLs a container's main process (PID 1 inside it: the server itself) from the host, as a
 * crash would, and waits until Podman restarted the container (`restart: unless-stopped`).
 */
export async function killAndAwaitRestart(id: string, timeoutMs = 30_000): Promise<void> {
  const restarts = async () => Number(await podman('inspect', '--format', '{{.RestartCount}}', id))
  const before = await restarts()
  process.kill(Number(await podman('inspect', '--format', '{{.State.Pid}}', id)), 'SIGKILL')
  const deadline = Date.now() + timeoutMs
  while ((await restarts()) <= before) {
    if (Date.now() > deadline)
      throw new Error(`container ${id} was not restarted in ${timeoutMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
