import { readFileSync, writeFileSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, minifySync, type Plugin } from 'vite'
import { siteEnvKeys } from '../shared/src/site.ts'
import { brandsPlugin } from './scripts/brands-plugin.ts'
import { pageDatesPlugin } from './scripts/page-dates.ts'
import { postsPlugin } from './scripts/posts-plugin.ts'

const contentDir = fileURLToPath(new URL('./src/content', import.meta.url))
const postsDir = fileURLToPath(new URL('./src/content/posts', import.meta.url))

/**
 * /boot.js is a first visit's only script (docs/decisions/060): client/public keeps it readable,
 * with its comments, and the build serves it minified (2.4 KB gzip to 1.0 KB).
 */
function minifyBoot(): Plugin {
  let outDir = ''
  return {
    name: 'inlet-minify-boot',
    apply: (_, { isSsrBuild }) => !isSsrBuild,
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      const file = join(outDir, 'boot.js')
      const { code, errors } = minifySync(file, readFileSync(file, 'utf8'), { module: true })
      if (errors.length) throw new Error(`boot.js: ${errors[0]?.message}`)
      writeFileSync(file, code)
    },
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    minifyBoot(),
    react(),
    tailwindcss(),
    postsPlugin(postsDir, contentDir),
    brandsPlugin(),
    pageDatesPlugin(),
  ],
  // SITE_URL (canonical origin) is read at build time; nothing else from the environment
  // reaches the browser.
  envPrefix: ['SITE_URL'],
  define: {
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    // The studio facts a deployment overrides (shared/src/site.ts), as this build sees them.
    __SITE_ENV__: JSON.stringify(
      Object.fromEntries(
        siteEnvKeys.flatMap((key) => (process.env[key] ? [[key, process.env[key]]] : [])),
      ),
    ),
  },
  build: {
    target: 'es2022',
    cssCodeSplit: false,
    copyPublicDir: !isSsrBuild,
    // Every browser the site supports preloads modules natively.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The chunks follow the modules: a page folder's page and regions are chunks of their
        // own, and what several pages share is split where the bundler finds it shared, with no
        // list of modules to keep (docs/decisions/045). A page folder's modules are all called
        // page, copy or regions, so their chunks take the folder's name (fintech-<hash>.js,
        // fintech-regions-<hash>.js); the page chunk's name stays short, as the app chunk names
        // every page chunk twice (docs/decisions/036).
        chunkFileNames: ({ name, facadeModuleId }) => {
          const folder = facadeModuleId ? dirname(facadeModuleId) : ''
          if (basename(dirname(folder)) !== 'pages') return 'assets/[name]-[hash].js'
          return `assets/${basename(folder)}${name === 'page' ? '' : `-${name}`}-[hash].js`
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
}))
