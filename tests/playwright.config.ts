import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { patient } from '@inlet/server/test/patience'
import { defineConfig, devices } from '@playwright/test'
import { testChromiumLaunchOptions } from './chromium.ts'

/** Its own port, so the suite runs beside `npm start` (3000). */
const PORT = Number(process.env.E2E_PORT ?? 4310)
export const baseURL = `http://127.0.0.1:${PORT}`
/** The mail catcher of the run (global-setup.ts): its own ports, never 1025/8025. */
process.env.E2E_SMTP_PORT ??= String(PORT + 15)
process.env.E2E_MAIL_API_PORT ??= String(PORT + 16)
/** A fresh outbox per run, never the one `npm start` uses. */
const outboxDir = process.env.E2E_OUTBOX_DIR ?? mkdtempSync(join(tmpdir(), 'inlet-e2e-outbox-'))
process.env.E2E_OUTBOX_DIR = outboxDir

/** Signs the studio's action links, so e2e/inbox-actions.spec.ts can make an expired one. */
export const ACTION_LINK_SECRET = 'e2e-action-link-secret-of-32-characters-or-more'

/** The specs of the site without its app script, run only by the two projects below. */
const withoutApp = /without-app\.spec\.ts$/

export default defineConfig<{ appScripts: 'load' | 'blocked'; expectedConsole: string }>({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: true,
  // A test that fails runs once more, traced, and the run fails all the same: a trace is read only
  // for a failure, and tracing every test cost 40 % of the suite's CPU (docs/decisions/058).
  retries: 1,
  failOnFlakyTests: true,
  // Three on 2 cores: while one waits (a mail, a restart, a fade), the others use the CPU
  // (docs/decisions/058).
  workers: 3,
  reporter: 'list',
  timeout: patient(45_000),
  // Generous on a 2-core CI machine; a test that waits this long has a real problem.
  expect: { timeout: patient(10_000) },
  use: {
    baseURL,
    trace: 'on-first-retry',
    launchOptions: testChromiumLaunchOptions,
  },
  globalSetup: './global-setup.ts',
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      testIgnore: withoutApp,
    },
    // The site before, and without, its app script (issue 20): JavaScript off, and every script
    // of the site failing to load while JavaScript is on.
    {
      name: 'no-javascript',
      use: { ...devices['Desktop Chrome'], channel: undefined, javaScriptEnabled: false },
      testMatch: withoutApp,
    },
    {
      name: 'app-script-blocked',
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        appScripts: 'blocked',
        expectedConsole: 'Failed to load resource: net::ERR_BLOCKED_BY_CLIENT',
      },
      testMatch: withoutApp,
    },
  ],
  webServer: {
    // The built, prerendered site served by the real server, as `npm start` serves it.
    command: 'node ../server/src/main.ts',
    url: `${baseURL}/api/health`,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      OUTBOX_DIR: outboxDir,
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      STUDIO_INBOX: 'partners@inletventures.example',
      RATE_LIMIT_MAX: '1000',
      // Every form the suite focuses asks for a challenge, all from one address.
      CHALLENGE_RATE_LIMIT_MAX: '1000',
      RETRY_BASE_MS: '200',
      // The robot fills a form in well under 3 s and sends one message from many addresses:
      // these spam signals are tested in server/src/inquiry/quarantine.test.ts (docs/decisions/035).
      QUARANTINE_MIN_OPEN_MS: '0',
      QUARANTINE_REPEAT_SENDERS: '0',
      // A held inquiry's digest at once, with its Release link (e2e/inbox-actions.spec.ts).
      QUARANTINE_DIGEST_MINUTES: '0',
      ACTION_LINK_SECRET,
    },
    reuseExistingServer: false,
    timeout: patient(30_000),
  },
})
