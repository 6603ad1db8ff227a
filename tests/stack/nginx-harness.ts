/**
 * Runs the client container's nginx config (client/nginx.conf) on this machine's nginx, for
 * the nginx tests (tests/stack) and scripts/bench-site.ts. The template is rendered exactly as
 * The Dockerfile (target client) renders it (envsubst of PORT, ROOT, API_UPSTREAM, STYLE_SOURCES,
 * SET_REAL_IP_FROM), then wrapped in a
 * minimal main config shaped like the nginx image's (mime.types, sendfile, keepalive), with
 * every path nginx writes (pid, logs, temp files) in a temporary folder.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { patient } from '@inlet/server/test/patience'
import { cspStyleSourcesFile } from '@inlet/shared/paths'

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url))
export const clientDist = join(repoRoot, 'client', 'dist')
const template = join(repoRoot, 'client', 'nginx.conf')
const includes = ['nginx-security-headers.conf', 'nginx-asset-headers.conf']

const PLACEHOLDERS = ['PORT', 'ROOT', 'API_UPSTREAM', 'STYLE_SOURCES', 'SET_REAL_IP_FROM'] as const
type Placeholder = (typeof PLACEHOLDERS)[number]

/**
 * `envsubst '${PORT} ${ROOT} ${API_UPSTREAM} ${STYLE_SOURCES} ${SET_REAL_IP_FROM}'`: `$NAME`
 * and `${NAME}` of those five only.
 */
export function renderTemplate(text: string, values: Record<Placeholder, string>): string {
  const names = PLACEHOLDERS.join('|')
  return text.replace(
    new RegExp(`\\$(?:\\{(${names})\\}|(${names})(?![A-Za-z0-9_]))`, 'g'),
    (_match, braced: string | undefined, bare: string | undefined) =>
      values[(braced ?? bare) as Placeholder],
  )
}

/**
 * SET_REAL_IP_FROM from the build argument REAL_IP_FROM, as the Dockerfile makes it: one
 * `set_real_ip_from` line per comma- or space-separated entry, and a refusal of subnets wider
 * than /8 (a catch-all would let any client name its own address).
 */
export function setRealIpFrom(realIpFrom: string): string {
  const proxies = realIpFrom.split(/[\s,]+/).filter(Boolean)
  const catchAll = proxies.find((proxy) => /\/[0-7]$/.test(proxy))
  if (catchAll) throw new Error(`REAL_IP_FROM: ${catchAll} trusts every address (or nearly)`)
  return proxies.map((proxy) => `set_real_ip_from ${proxy};`).join('\n')
}

/** The nginx binary: NGINX_BIN when set, else Debian's /usr/sbin/nginx or `nginx` on PATH. */
export function findNginx(): string {
  const candidates = process.env.NGINX_BIN ? [process.env.NGINX_BIN] : ['/usr/sbin/nginx', 'nginx']
  for (const bin of candidates) {
    if (bin.includes('/') && !existsSync(bin)) continue
    const probe = spawnSync(bin, ['-v'], { encoding: 'utf8' })
    if (probe.status === 0) return bin
  }
  throw new Error(
    `nginx is not installed (looked for ${candidates.join(', ')}), and the nginx tests run the ` +
      'real thing: `apt-get install -y nginx` (Debian; .ci/run) or set NGINX_BIN to an nginx binary.',
  )
}

/** nginx's own mime.types (Debian and the nginx image both keep it in /etc/nginx). */
function mimeTypes(): string {
  const path = process.env.NGINX_MIME_TYPES ?? '/etc/nginx/mime.types'
  if (!existsSync(path)) {
    throw new Error(`No ${path}: install Debian's nginx or set NGINX_MIME_TYPES`)
  }
  return path
}

export interface NginxOptions {
  /** Port to listen on (the template's PORT); by default one drawn as `drawPort` says. */
  port?: number
  /** `host:port` of the Express server (API_UPSTREAM). */
  apiUpstream: string
  /** The built site (ROOT); client/dist by default. */
  root?: string
  /** nginx worker processes (the image uses `auto`). */
  workers?: number | 'auto'
  /** The build argument REAL_IP_FROM: the proxy in front whose X-Forwarded-For is believed. */
  realIpFrom?: string
}

export interface RunningNginx {
  url: string
  /** Folder with the rendered config, pid and error.log. */
  dir: string
  /** The rendered client/nginx.conf, as the container would have it in conf.d/. */
  renderedServerConfig: string
  /** The request log so far (client/nginx.conf's access_log, in the temporary folder). */
  accessLog(): string
  stop(): Promise<void>
}

/** Writes the rendered config into a fresh temporary folder; returns the main config's path. */
export function writeNginxConfig(options: NginxOptions & { port: number }): {
  dir: string
  mainConfig: string
} {
  const dir = mkdtempSync(join(tmpdir(), 'inlet-nginx-'))
  const root = options.root ?? clientDist
  const server = renderTemplate(readFileSync(template, 'utf8'), {
    PORT: String(options.port),
    ROOT: root,
    API_UPSTREAM: options.apiUpstream,
    // As the Dockerfile does: the CSP hash the build wrote next to the pages.
    STYLE_SOURCES: readFileSync(join(root, cspStyleSourcesFile), 'utf8').trim(),
    SET_REAL_IP_FROM: setRealIpFrom(options.realIpFrom ?? ''),
  })
  for (const include of includes) {
    copyFileSync(join(repoRoot, 'client', include), join(dir, include))
  }
  // The request log goes to the temporary folder too (the image's path is not writable here).
  const logged = server.replaceAll('/var/log/nginx/access.log', join(dir, 'access.log'))
  return { dir, mainConfig: writeMainConfig(dir, logged, options.workers ?? 1) }
}

/**
 * inlet.conf (a server config) and, around it, a main config shaped like the nginx image's,
 * in `dir`; returns the main config's path.
 */
function writeMainConfig(dir: string, server: string, workers: number | 'auto'): string {
  writeFileSync(join(dir, 'inlet.conf'), server)
  // Running as root (CI containers): workers as root too, so they can read the checkout and
  // write the temporary folder (mkdtemp makes it 0700). Otherwise no user directive.
  const user = process.getuid?.() === 0 ? 'user root root;' : ''
  const mainConfig = join(dir, 'nginx.conf')
  writeFileSync(
    mainConfig,
    `${user}
worker_processes ${workers};
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
    include ${mimeTypes()};
    default_type application/octet-stream;
    sendfile on;
    keepalive_timeout 65;
    access_log off;
    client_body_temp_path ${join(dir, 'client_body')};
    proxy_temp_path ${join(dir, 'proxy')};
    fastcgi_temp_path ${join(dir, 'fastcgi')};
    uwsgi_temp_path ${join(dir, 'uwsgi')};
    scgi_temp_path ${join(dir, 'scgi')};
    include inlet.conf;
}
`,
  )
  return mainConfig
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve()
    else child.once('exit', () => resolve())
  })
}

/** nginx could not bind its port: another test's nginx holds it. */
class PortTaken extends Error {}

/**
 * A port for nginx, which cannot bind port 0 and say which port it got: drawn at random below
 * the kernel's ephemeral range, from which every port-0 listener and every outgoing connection
 * takes its port, so only another draw can meet it; that nginx's bind then fails, and it draws
 * again (`onOwnPort`). Ports are never picked, released and handed on (issue 49).
 */
function drawPort(): number {
  const range = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
  const low = Number(range.trim().split(/\s+/)[0]) || 32768
  return low - 1 - Math.floor(Math.random() * 10_000)
}

/** `run` on `port`, or on drawn ports until one is nginx's own. */
async function onOwnPort(
  port: number | undefined,
  run: (port: number) => Promise<RunningNginx>,
): Promise<RunningNginx> {
  if (port !== undefined) return run(port)
  for (let attempt = 1; ; attempt++) {
    try {
      return await run(drawPort())
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === 10) throw error
    }
  }
}

/** Starts nginx in the foreground with the rendered config; resolves once it listens. */
export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  if (!existsSync(join(options.root ?? clientDist, 'index.html'))) {
    throw new Error(`No built site in ${options.root ?? clientDist}: run "npm run build" first`)
  }
  return onOwnPort(options.port, (port) => {
    const { dir, mainConfig } = writeNginxConfig({ ...options, port })
    return runNginx(dir, mainConfig, port)
  })
}

/**
 * A stand-in for the TLS proxy or load balancer an operator puts in front of the client
 * container (docker-compose.prod.yml), in plain HTTP: another nginx that passes everything to
 * `upstream` (host:port) and appends the client's address to X-Forwarded-For, as such proxies do.
 */
export function startFrontProxy(options: {
  port?: number
  upstream: string
}): Promise<RunningNginx> {
  return onOwnPort(options.port, (port) => {
    const dir = mkdtempSync(join(tmpdir(), 'inlet-front-proxy-'))
    const server = `server {
    listen 127.0.0.1:${port};
    location / {
        proxy_pass http://${options.upstream};
        proxy_set_header Host $http_host;
        proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto https;
    }
}
`
    return runNginx(dir, writeMainConfig(dir, server, 1), port)
  })
}

/**
 * Runs nginx with `mainConfig` until stop(); resolves once its master wrote its pid file, which
 * it does after binding every listening socket, so the port answering is this nginx's own.
 */
async function runNginx(dir: string, mainConfig: string, port: number): Promise<RunningNginx> {
  const bin = findNginx()
  const errorLog = join(dir, 'error.log')
  const pidFile = join(dir, 'nginx.pid')
  const args = ['-p', `${dir}/`, '-c', mainConfig, '-e', errorLog, '-g', 'daemon off;']
  const check = spawnSync(bin, [...args, '-t', '-q'], { encoding: 'utf8' })
  if (check.status !== 0) {
    throw new Error(`nginx rejected the rendered config (${dir}):\n${check.stderr}`)
  }

  const child = spawn(bin, args, { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const written = () =>
    existsSync(pidFile) && readFileSync(pidFile, 'utf8').trim() === String(child.pid)
  const deadline = Date.now() + patient(10_000)
  while (!written()) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL')
      await exited(child)
      const log = `${stderr}${existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''}`
      rmSync(dir, { recursive: true, force: true })
      if (/Address already in use/.test(log)) {
        throw new PortTaken(`Port ${port} is already in use: cannot start nginx for the tests`)
      }
      throw new Error(`nginx did not start on port ${port}:\n${log}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }

  return {
    url: `http://127.0.0.1:${port}`,
    dir,
    renderedServerConfig: join(dir, 'inlet.conf'),
    accessLog: () => {
      const log = join(dir, 'access.log')
      return existsSync(log) ? readFileSync(log, 'utf8') : ''
    },
    async stop() {
      // SIGTERM: nginx's fast shutdown (master and workers); SIGKILL if it hangs.
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM')
        const timer = setTimeout(() => child.kill('SIGKILL'), 5_000)
        await exited(child)
        clearTimeout(timer)
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/**
 * Every header helmet and the server set on documents (and API answers); nginx must send each
 * once, with the server's value.
 */
export const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'x-frame-options',
  'permissions-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const

/** The subset scripts and stylesheets get (/assets/, /boot.js); the others are absent there. */
export const ASSET_HEADERS = [
  'strict-transport-security',
  'x-content-type-options',
  'cross-origin-resource-policy',
] as const
