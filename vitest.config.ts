import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
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
