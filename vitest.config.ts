import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
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
