import { patient } from '@inlet/server/test/patience'
import { defineConfig } from 'vitest/config'

/**
 * The benchmarks' smoke runs (benchmarks.test.ts) alone: `npm run test:bench`, after the build.
 * One at a time, each in its own process: two benchmarks at once would only slow each other.
 */
export default defineConfig({
  test: {
    name: 'bench',
    include: ['benchmarks.test.ts'],
    environment: 'node',
    fileParallelism: false,
    // Stuck, not slow (patience.ts): two Lighthouse runs on a busy 2-core machine take minutes.
    testTimeout: patient(600_000),
  },
})
