import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'shared', environment: 'node' } },
      // Checks of the repository itself (the README's architecture block against the tree).
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
