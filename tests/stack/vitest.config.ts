import { defineConfig } from 'vitest/config'

/**
 * The Compose checks (compose.test.ts) alone: nginx.spec.ts in this folder is Playwright's.
 * `node --import ./scripts/node20-compat.mjs ./node_modules/vitest/vitest.mjs run --root tests/stack`
 */
export default defineConfig({
  test: {
    name: 'stack',
    include: ['compose.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
  },
})
