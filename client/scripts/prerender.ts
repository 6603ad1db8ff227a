/**
 * Build step 3 of 3: renders every registered route of the SSR bundle to static HTML,
 * moves React's hoisted head tags into <head>, inlines the stylesheet where the page stays
 * small enough (and writes its CSP hash for the servers), draws each route's social card next
 * to its page, and writes sitemap.xml, rss.xml, robots.txt and the route list the browser
 * tests read.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { cspStyleSourcesFile, postPath, socialCardPath } from '@inlet/shared/paths'
import { parseSiteUrl, site } from '@inlet/shared/site'
import { SUBSET_TEXT } from './fonts.ts'
import {
  checkDisplayText,
  checkRegionIds,
  deferApp,
  fileFor,
  inlineStylesheet,
  rssXml,
  sitemapXml,
  styledPage,
  toDocument,
} from './html.ts'
import { cardContent, renderCard } from './social-card.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const dist = join(root, 'dist')
const ssrDir = join(root, 'dist-ssr')
const siteUrl = parseSiteUrl(process.env.SITE_URL)

type ServerEntry = typeof import('../src/entry-server')
const entry: ServerEntry = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)
// A page that still arrives in one round trip carries the stylesheet inline, a heavier one
// links it (docs/decisions/020); the servers' CSP allows the inline sheet by its hash.
const read = (path: string) => readFileSync(join(dist, path), 'utf8')
const built = deferApp(read('index.html'))
// No font is preloaded: it would share the first round trips with the stylesheet, which
// holds the first paint, while the headings' fallback already has the face's widths
// (docs/decisions/037).
const linked = built
const inlined = inlineStylesheet(linked, read)
writeFileSync(join(dist, cspStyleSourcesFile), `${inlined.cspSource}\n`)
const page = (markup: string) =>
  styledPage(toDocument(inlined.template, markup), toDocument(linked, markup))
const mark = readFileSync(join(root, 'public/images/logo.svg'), 'utf8')
const host = new URL(siteUrl).host

const started = performance.now()
const written: { path: string; file: string; title: string; noindex: boolean; card: string }[] = []
const pages: { path: string; html: string }[] = []
for (const route of entry.routes) {
  const file = fileFor(route.path)
  const html = page(await entry.render(route.path))
  mkdirSync(dirname(join(dist, file)), { recursive: true })
  writeFileSync(join(dist, file), html)
  pages.push({ path: route.path, html })
  const post = entry.posts.find((candidate) => postPath(candidate.slug) === route.path)
  const card = socialCardPath(route.path)
  const content = cardContent(route, entry.breadcrumbsFor(route), post)
  writeFileSync(join(dist, card), await renderCard(content, mark, host))
  written.push({
    path: route.path,
    file,
    title: route.title,
    noindex: route.noindex ?? false,
    card,
  })
}
writeFileSync(join(dist, '404.html'), page(await entry.render('/__not-found__')))
checkRegionIds(pages)
checkDisplayText(pages, SUBSET_TEXT)

writeFileSync(join(dist, 'sitemap.xml'), sitemapXml(siteUrl, entry.routes))
writeFileSync(join(dist, 'rss.xml'), rssXml(siteUrl, site, entry.posts))
writeFileSync(
  join(dist, 'robots.txt'),
  `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`,
)
writeFileSync(join(ssrDir, 'routes.json'), `${JSON.stringify(written, null, 2)}\n`)
rmSync(join(dist, '.vite'), { recursive: true, force: true })

console.log(
  `prerendered ${written.length} routes (page and social card) + 404 in ${Math.round(performance.now() - started)} ms (SITE_URL ${siteUrl})`,
)
