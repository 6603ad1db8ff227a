import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from 'vitest/config'
import { patient } from './server/src/test/patience.ts'

// Node's compile cache for every process the tests start (the inquiries CLI, the server, Vitest's
// own workers): without it each start strips and compiles the same TypeScript again
// (docs/decisions/057). The workers and their children inherit it.
process.env.NODE_COMPILE_CACHE ??= join(tmpdir(), 'inlet-node-compile-cache')

export default defineConfig({
  test: {
    // A time-out means stuck, not slow: one generous figure for every test and hook, scaled by
    // TEST_PATIENCE on a slower machine (server/src/test/patience.ts); waits end on their event.
    testTimeout: patient(60_000),
    hookTimeout: patient(60_000),
    // Vitest's default is one worker per core less one: a single worker on a 2-core machine.
    // Most server tests wait (on child processes, Redis, SMTP, timers), not compute: three files
    // at once keep both cores busy (docs/decisions/055).
    maxWorkers: 3,
    projects: [
      { test: { name: 'shared', root: 'shared', environment: 'node' } },
      // Checks of the repository itself (docs/architecture.md's block against the tree, the docs).
      { test: { name: 'repo', root: '.', include: ['scripts/*.test.ts'], environment: 'node' } },
      { test: { name: 'server', root: 'server', environment: 'node' } },
      {
        extends: 'client/vite.config.ts',
        test: {
          name: 'client',
          root: 'client',
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup.ts'],
        },
      },
    ],
  },
})
