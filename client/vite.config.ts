import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { siteEnvKeys } from '../shared/src/site.ts'
import { brandsPlugin } from './scripts/brands-plugin.ts'
import { pageDatesPlugin } from './scripts/page-dates.ts'
import { postsPlugin } from './scripts/posts-plugin.ts'

const contentDir = fileURLToPath(new URL('./src/content', import.meta.url))
const postsDir = fileURLToPath(new URL('./src/content/posts', import.meta.url))

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
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
        // A page folder's modules are all called page, copy or regions: their chunks take the
        // folder's name instead (fintech-<hash>.js, fintech-regions-<hash>.js), so a build's list
        // of chunks reads by page. The page chunk's name stays short: the app chunk names every
        // page chunk twice (docs/decisions/036).
        chunkFileNames: ({ facadeModuleId }) => {
          const [, page, module] = facadeModuleId?.match(/\/pages\/([^/]+)\/([^/]+)\.tsx?$/) ?? []
          if (!page) return 'assets/[name]-[hash].js'
          return `assets/${page}${module === 'page' ? '' : '-[name]'}-[hash].js`
        },
        // The small building blocks most pages share travel together: one request and one
        // gzip stream instead of a dozen sub-kilobyte chunks (docs/decisions/014). The static
        // regions' code is its own group: every page but the contact form's pages and the
        // 404 page adopts regions (docs/decisions/021).
        codeSplitting: {
          groups: [
            {
              name: 'page-core',
              includeDependenciesRecursively: false,
              test: /\/(components\/(seo\/(json-ld|json-ld-script|seo|structured-data-core)|ui\/(icon|breadcrumbs|last-updated|hero-band|figures))|app\/page-frame|content\/route|shared\/src\/figures)\.tsx?$/,
            },
            {
              name: 'regions',
              includeDependenciesRecursively: false,
              test: /\/(components\/ui\/prerendered|hooks\/use-reveal)\.tsx?$/,
            },
            {
              name: 'page-sections',
              includeDependenciesRecursively: false,
              // Figures (prices and counts on one line, docs/decisions/033) and its pattern too.
              test: /\/(components\/ui\/(section|page-hero|cta-band|faq|button-link)\.tsx|content\/motifs\/reading\.ts)$/,
            },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
}))
