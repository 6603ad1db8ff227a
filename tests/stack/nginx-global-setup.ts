import { rmSync } from 'node:fs'
import { startNginx } from './nginx-harness.ts'

/**
 * nginx with the client container's config (client/nginx.conf) in front of the built site and
 * the Express server that playwright.nginx.config.ts starts. Fails, never skips, when nginx
 * is missing: the suite exists to run the real thing.
 */
export default async function globalSetup() {
  const nginx = await startNginx({
    port: Number(process.env.NGINX_E2E_PORT),
    apiUpstream: `127.0.0.1:${process.env.NGINX_E2E_API_PORT}`,
  })
  return async () => {
    await nginx.stop()
    // The run's outbox (playwright.nginx.config.ts), with the inquiry the browser test sent.
    const outbox = process.env.NGINX_E2E_OUTBOX_DIR
    if (outbox) rmSync(outbox, { recursive: true, force: true })
  }
}
