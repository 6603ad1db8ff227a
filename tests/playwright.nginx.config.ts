import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { patient } from '@inlet/server/test/patience'
import { defineConfig, devices } from '@playwright/test'
import { testChromiumLaunchOptions } from './chromium.ts'

/**
 * The client container's nginx (client/nginx.conf) in front of the built site and the real
 * Express server: `npx playwright test -c playwright.nginx.config.ts` (after `npm run build`).
 * Ports 4780-4782 (more nginx instances draw their own: nginx-harness.ts), apart from `npm start` (3000) and the main browser suite (4310-4340).
 */
const NGINX_PORT = Number(process.env.NGINX_E2E_PORT ?? 4780)
const API_PORT = Number(process.env.NGINX_E2E_API_PORT ?? NGINX_PORT + 1)
process.env.NGINX_E2E_PORT = String(NGINX_PORT)
process.env.NGINX_E2E_API_PORT = String(API_PORT)
/** Nothing listens there: accepted inquiries wait in the outbox, which is all these tests need. */
const SMTP_PORT = NGINX_PORT + 2
const outboxDir =
  process.env.NGINX_E2E_OUTBOX_DIR ?? mkdtempSync(join(tmpdir(), 'inlet-nginx-outbox-'))
process.env.NGINX_E2E_OUTBOX_DIR = outboxDir
// The server exposes /api/metrics with this token; nginx must still never serve it.
process.env.NGINX_E2E_METRICS_TOKEN ??= 'nginx-e2e-metrics-token'

export const baseURL = `http://127.0.0.1:${NGINX_PORT}`

export default defineConfig({
  testDir: './stack',
  testMatch: '*.spec.ts',
  fullyParallel: true,
  forbidOnly: true,
  // A test that fails runs once more, traced, and the run fails all the same: a trace is read only
  // for a failure, and tracing every test cost 40 % of the suite's CPU (docs/decisions/058).
  retries: 1,
  failOnFlakyTests: true,
  workers: 2,
  reporter: [['list']],
  timeout: patient(30_000),
  use: {
    baseURL,
    trace: 'on-first-retry',
    launchOptions: testChromiumLaunchOptions,
  },
  globalSetup: './stack/nginx-global-setup.ts',
  projects: [{ name: 'nginx', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // The API behind nginx, configured as in docker-compose.yml: it trusts nginx's address only.
    command: 'node ../server/src/main.ts',
    url: `http://127.0.0.1:${API_PORT}/api/health`,
    env: {
      PORT: String(API_PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      OUTBOX_DIR: outboxDir,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      SMTP_TIMEOUT_MS: '500',
      TRUST_PROXY: '127.0.0.1',
      RATE_LIMIT_MAX: '1000',
      // Every form the suite focuses asks for a challenge, all from one address.
      CHALLENGE_RATE_LIMIT_MAX: '1000',
      METRICS_TOKEN: process.env.NGINX_E2E_METRICS_TOKEN,
    },
    reuseExistingServer: false,
    timeout: patient(30_000),
  },
})
