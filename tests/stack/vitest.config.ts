import { defineConfig } from 'vitest/config'

/**
 * The Compose checks (compose.test.ts) alone: nginx.spec.ts in this folder is Playwright's.
 * `npm run test:compose`
 */
export default defineConfig({
  test: {
    name: 'stack',
    include: ['compose.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
})
