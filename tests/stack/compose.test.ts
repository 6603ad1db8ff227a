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

const root = fileURLToPath(new URL('../..', import.meta.url))
const BASE = 'docker-compose.yml'
const PROD = 'docker-compose.prod.yml'
const PROD_ENV = {
  SITE_URL: 'https://www.inletventures.example',
  SMTP_URL: 'smtps://user:secret@smtp.example.com:465',
}

interface Service {
  build?: { context?: string; dockerfile?: string; args?: Record<string, string> }
  image?: string
  ports?: Array<string | { published?: string | number; target?: string | number }>
  expose?: Array<string | number>
  environment?: Record<string, string | null>
  volumes?: Array<string | { type?: string; source?: string; target?: string }>
  healthcheck?: { test?: string[] | string; interval?: string }
  depends_on?: Record<string, { condition?: string }> | string[]
  restart?: string
  platform?: string
  profiles?: string[]
}
interface ComposeConfig {
  services: Record<string, Service>
  volumes?: Record<string, unknown>
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
    typeof port === 'string' ? port.split(':').at(-1) : String(port.target),
  )
/** Named volumes as `source:target`, from either the short or the long syntax. */
const mounts = (service: Service | undefined) =>
  (service?.volumes ?? []).map((volume) =>
    typeof volume === 'string'
      ? volume.split(':').slice(0, 2).join(':')
      : `${volume.source}:${volume.target}`,
  )
const dependencies = (service: Service | undefined) => {
  const deps = service?.depends_on ?? {}
  return Array.isArray(deps) ? deps : Object.keys(deps)
}

/** The instructions of a Dockerfile's last stage, one per logical line. */
function lastStage(path: string): string[] {
  const lines = readFileSync(join(root, path), 'utf8')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
  const from = lines.findLastIndex((line) => /^FROM\s/i.test(line))
  return lines.slice(from)
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

  it('publishes the site on 8080 and the mail inbox on 8025, and nothing else', () => {
    expect(published(config.services.client)).toEqual(['8080'])
    expect(targets(config.services.client)).toEqual(['8080'])
    expect(published(config.services.mailhog)).toEqual(['8025'])
    expect(published(config.services.server)).toEqual([])
  })

  it('builds client and server from their Dockerfiles at the repository root, with SITE_URL', () => {
    for (const name of ['client', 'server']) {
      const build = config.services[name]?.build
      expect(build?.dockerfile).toBe(`${name}/Dockerfile`)
      expect(build?.context).toBe(root.replace(/\/$/, ''))
      expect(build?.args?.SITE_URL).toBe('https://inletventures.example')
    }
    expect(config.services.mailhog?.build?.context).toBe(join(root, 'mailhog'))
    expect(config.services.mailhog?.platform).toBe('linux/amd64')
  })

  it('health-checks server and client; nginx starts once the server is healthy', () => {
    const serverCheck = config.services.server?.healthcheck?.test
    expect(serverCheck).toEqual(expect.arrayContaining(['CMD', 'node']))
    expect(String(serverCheck)).toContain('http://127.0.0.1:3000/api/health')
    expect(String(config.services.client?.healthcheck?.test)).toContain('http://127.0.0.1:8080/')
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
    expect(env.TRUST_PROXY).toBe('1')
    expect(env.CLIENT_DIST).toBe('/app/client/dist')
    expect(env.SITE_URL).toBe('https://inletventures.example')
    expect(env.STUDIO_INBOX).toBe('hello@inletventures.example')
    expect(env.MAIL_FROM).toBe('Inlet Ventures <hello@inletventures.example>')
    // Unset means "off" for the server; an empty value would be refused by its config.
    expect(env).not.toHaveProperty('REDIS_URL')
  })

  it('takes settings from the environment over the defaults', () => {
    const env = normalized([BASE], {
      SMTP_URL: 'smtp://relay.internal:2525',
      SITE_URL: 'https://x.example',
    }).services.server?.environment
    expect(env?.SMTP_URL).toBe('smtp://relay.internal:2525')
    expect(env?.SITE_URL).toBe('https://x.example')
  })

  it('restarts every service unless stopped', () => {
    for (const service of Object.values(config.services)) {
      expect(service.restart).toBe('unless-stopped')
    }
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

  it('refuses to start without a real SMTP_URL or SITE_URL', () => {
    const noSmtp = compose([BASE, PROD], ['config', '-q'], { SITE_URL: PROD_ENV.SITE_URL })
    expect(noSmtp.status).not.toBe(0)
    expect(noSmtp.stderr).toContain('SMTP_URL')
    const noSite = compose([BASE, PROD], ['config', '-q'], { SMTP_URL: PROD_ENV.SMTP_URL })
    expect(noSite.status).not.toBe(0)
    expect(noSite.stderr).toContain('SITE_URL')
  })

  it('sends through the relay, counts rate limits in Redis and leaves MailHog out', () => {
    const server = config.services.server
    expect(server?.environment?.SMTP_URL).toBe(PROD_ENV.SMTP_URL)
    expect(server?.environment?.SITE_URL).toBe(PROD_ENV.SITE_URL)
    expect(server?.environment?.REDIS_URL).toBe('redis://redis:6379')
    expect(server?.depends_on).toEqual({ redis: { condition: 'service_healthy' } })
    expect(dependencies(server)).not.toContain('mailhog')
    expect(config.services.redis?.image).toBe('redis:7-alpine')
    expect(String(config.services.redis?.healthcheck?.test)).toContain('ping')
    expect(published(config.services.redis)).toEqual([])
    // Profiled: `up` without --profile dev-mail does not start it.
    expect(config.services.mailhog?.profiles).toEqual(['dev-mail'])
    for (const name of ['client', 'server']) {
      expect(config.services[name]?.build?.args?.SITE_URL).toBe(PROD_ENV.SITE_URL)
    }
  })

  it('keeps the outbox volume and the health checks of the base file', () => {
    expect(mounts(config.services.server)).toContain('outbox:/var/lib/inlet/outbox')
    expect(config.services.server?.healthcheck?.test).toBeDefined()
    expect(config.services.client?.depends_on).toEqual({
      server: { condition: 'service_healthy' },
    })
  })
})

describe('Dockerfiles', () => {
  it('server: node:20-bookworm-slim, tsx from the lockfile, run as the non-root node user', () => {
    const stage = lastStage('server/Dockerfile')
    expect(stage[0]).toMatch(/^FROM node:20-bookworm-slim$/)
    const users = stage.filter((line) => /^USER\s/.test(line))
    expect(users.at(-1)).toBe('USER node')
    expect(stage.filter((line) => /^WORKDIR\s/.test(line)).at(-1)).toBe('WORKDIR /app/server')
    expect(stage.join('\n')).toMatch(/npm ci --omit=dev/)
    expect(stage.join('\n')).toContain("packages['node_modules/tsx'].version")
    expect(stage.join('\n')).toMatch(/chown node:node \/var\/lib\/inlet\/outbox/)
    expect(stage.join('\n')).toContain('COPY --from=build /app/client/dist client/dist')
    expect(stage.at(-1)).toBe('CMD ["tsx", "src/main.ts"]')
  })

  it('client: the site built with SITE_URL, served by nginx:1.27-alpine with the rendered config', () => {
    const text = readFileSync(join(root, 'client/Dockerfile'), 'utf8')
    expect(text).toMatch(/^FROM node:20-bookworm-slim AS build$/m)
    expect(text).toMatch(/^ARG SITE_URL=/m)
    expect(text).toContain('npm run build -w client')
    const stage = lastStage('client/Dockerfile')
    expect(stage[0]).toBe('FROM nginx:1.27-alpine')
    const body = stage.join('\n')
    // Only the template's three names: nginx's own $variables must survive.
    expect(body).toMatch(/envsubst '\$\{PORT\} \$\{ROOT\} \$\{API_UPSTREAM\}'/)
    expect(body).toContain('PORT=8080 ROOT=/usr/share/nginx/html')
    expect(body).toContain('/etc/nginx/nginx-security-headers.conf')
    expect(body).toContain('COPY --from=build /app/client/dist /usr/share/nginx/html')
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
