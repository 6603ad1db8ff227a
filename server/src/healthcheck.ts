/**
 * The container's health check (Dockerfile HEALTHCHECK, docker-compose.yml): exits 0 when the
 * API on this container's PORT answers /api/health, 1 otherwise. A file rather than
 * `node -e "…"`, whose spaces some Docker API implementations split into separate arguments.
 */
const port = process.env.PORT ?? '3000'
const ok = await fetch(`http://127.0.0.1:${port}/api/health`, {
  signal: AbortSignal.timeout(2500),
}).then(
  (response) => response.ok,
  () => false,
)
process.exit(ok ? 0 : 1)

export {}
