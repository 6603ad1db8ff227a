import { patient } from '@inlet/server/test/patience'
import { defineConfig, devices } from '@playwright/test'
import { testChromiumLaunchOptions } from './chromium.ts'
import { clientURL } from './containers/podman.ts'

/**
 * The Compose stack, built and run for real (`npm run test:containers`): docker-compose.yml
 * through Podman's Docker API, with stand-in base images where Docker Hub can't be reached.
 * One worker, in order: the fault test stops and kills containers the others use.
 */
export default defineConfig({
  testDir: './containers',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  workers: 1,
  reporter: [['list']],
  timeout: patient(120_000),
  expect: { timeout: patient(15_000) },
  globalSetup: './containers/global-setup.ts',
  use: {
    baseURL: clientURL,
    trace: 'retain-on-failure',
    launchOptions: testChromiumLaunchOptions,
  },
  // The base stack first; then the production override with three replicas on the same
  // project, which ends by taking everything down.
  projects: [
    {
      name: 'containers',
      testMatch: 'stack.spec.ts',
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    { name: 'replicas', testMatch: 'replicas.spec.ts', dependencies: ['containers'] },
  ],
})
