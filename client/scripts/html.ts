/** Pure helpers of the prerender step (kept apart so they are unit-tested). */
import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'

/** React emits hoistable tags (title, meta, link) first when rendering without <html>. */
const LEADING_HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)+/

/** Puts a rendered page into the built template: hoisted tags into <head>, markup into #root. */
export function toDocument(template: string, markup: string): string {
  const head = markup.match(LEADING_HEAD_TAGS)?.[0] ?? ''
  if (!head.includes('<title>')) throw new Error('rendered page has no <title> at its start')
  const body = markup.slice(head.length)
  if (/<title>|<meta |rel="canonical"/.test(body)) {
    throw new Error('head tags left in the body: render exactly one <Seo> per page')
  }
  return template.replace('<!--app-head-->', () => head).replace('<!--app-html-->', () => body)
}

const APP_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/

/**
 * The built app's module script becomes data for /boot.js (client/public), which imports it
 * once the prerendered page is on screen (docs/decisions/014): nothing the page needs to
 * paint waits for React. No module is preloaded before that paint either.
 */
export function deferApp(template: string): string {
  const tag = template.match(APP_SCRIPT)
  if (!tag) throw new Error('built index.html has no app module script')
  if (template.includes('rel="modulepreload"')) {
    throw new Error('built index.html preloads modules: they would load before the first paint')
  }
  return template.replace(
    tag[0],
    `<script type="module" src="/boot.js" data-app="${tag[1]}"></script>`,
  )
}

const STYLESHEET = /<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/

/**
 * The built page with its stylesheet's <link> replaced by a <style> holding the sheet's text,
 * and the CSP source that allows exactly that text (docs/decisions/020). It is the site's only
 * stylesheet, so a page that carries it inline has every rule client-side navigation needs.
 */
export function inlineStylesheet(
  template: string,
  read: (path: string) => string,
): { template: string; cspSource: string } {
  const link = template.match(STYLESHEET)
  if (!link?.[1]) throw new Error('built index.html has no stylesheet link')
  const css = read(link[1])
  if (css.includes('</style')) throw new Error('the stylesheet contains "</style"')
  return {
    template: template.replace(link[0], () => `<style>${css}</style>`),
    cspSource: cspHash(css),
  }
}

/** The text of every heading of a page, tags dropped and the few entities React writes decoded. */
function headingTexts(html: string): string[] {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'" }
  return [...html.matchAll(/<h[1-6]\b[^>]*>([\s\S]*?)<\/h[1-6]>/g)].map(([, inner]) =>
    (inner ?? '')
      .replace(/<[^>]*>/g, '')
      .replace(/&(amp|lt|gt|quot|#x27);/g, (_, name: string) => entities[name] ?? ''),
  )
}

/**
 * Fails the build when a heading has a character the display face's subset lacks
 * (scripts/fonts.ts): the browser would draw it in the fallback face, mid-word.
 */
export function checkDisplayText(
  pages: ReadonlyArray<{ path: string; html: string }>,
  subset: string,
): void {
  const kept = new Set(subset)
  for (const { path, html } of pages) {
    for (const text of headingTexts(html)) {
      const missing = [...text].filter((char) => !kept.has(char) && !/\s/.test(char))
      if (missing.length > 0) {
        throw new Error(
          `heading "${text}" on ${path} has ${missing.map((c) => `U+${c.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`).join(', ')}, not in the font subset (scripts/fonts.ts)`,
        )
      }
    }
  }
}

/**
 * The most a page may weigh (gzip) with the stylesheet inline: TCP's first round trip carries
 * ≈ 14.6 kB (10 segments), the response headers ≈ 1.2 kB of it (1,081 B measured on /contact).
 * A heavier page would need a second round trip anyway, and gains nothing from carrying the
 * sheet (docs/decisions/020; 12.8 kB until decision 037 spent the 600 B margin below that sum).
 */
export const INLINE_STYLE_MAX_GZIP = 13_400

/** The page with the stylesheet inline when it still arrives in one round trip, else linked. */
export function styledPage(inline: string, linked: string): string {
  return gzipSync(inline, { level: 6 }).length <= INLINE_STYLE_MAX_GZIP ? inline : linked
}

/** CSP hash source of an inline element's text: 'sha256-<base64 of its SHA-256>'. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/** One URL form: "/" is index.html, "/a/b" is a/b.html (served at /a/b, no trailing slash). */
const REGION_ID = /\bdata-prerendered="([^"]+)"/g

/**
 * Fails the build when a static region's id (docs/decisions/021) is used twice in a page or by
 * two pages: on a navigation from one to the other, the next page would adopt the first
 * page's copy from the document.
 */
export function checkRegionIds(pages: ReadonlyArray<{ path: string; html: string }>): void {
  const owners = new Map<string, string>()
  for (const { path, html } of pages) {
    for (const [, id] of html.matchAll(REGION_ID)) {
      const owner = owners.get(id ?? '')
      if (owner !== undefined) {
        throw new Error(`static region "${id}" is on ${owner} and on ${path}: ids must be unique`)
      }
      owners.set(id ?? '', path)
    }
  }
}

export function fileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`
}

export function sitemapXml(
  siteUrl: string,
  routes: ReadonlyArray<{ path: string; sitemap: boolean; noindex?: boolean }>,
): string {
  const urls = routes
    .filter((route) => route.sitemap && !route.noindex)
    .map((route) => `  <url><loc>${siteUrl}${route.path}</loc></url>`)
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}
const xml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char)

/** RSS 2.0 feed of the blog, newest first, from the same normalised posts as the pages. */
export function rssXml(
  siteUrl: string,
  site: { name: string; description: string },
  posts: ReadonlyArray<{
    slug: string
    title: string
    excerpt: string
    published: string
    author: string
    category: string
  }>,
): string {
  const items = posts.map((post) => {
    const url = `${siteUrl}/blog/${post.slug}`
    return [
      '    <item>',
      `      <title>${xml(post.title)}</title>`,
      `      <link>${url}</link>`,
      `      <guid isPermaLink="true">${url}</guid>`,
      `      <pubDate>${new Date(`${post.published}T12:00:00Z`).toUTCString()}</pubDate>`,
      `      <dc:creator>${xml(post.author)}</dc:creator>`,
      `      <category>${xml(post.category)}</category>`,
      `      <description>${xml(post.excerpt)}</description>`,
      '    </item>',
    ].join('\n')
  })
  const newest = posts[0]?.published
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${xml(site.name)} Blog</title>
    <link>${siteUrl}/blog</link>
    <atom:link href="${siteUrl}/rss.xml" rel="self" type="application/rss+xml" />
    <description>${xml(site.description)}</description>
    <language>en-us</language>
${newest ? `    <lastBuildDate>${new Date(`${newest}T12:00:00Z`).toUTCString()}</lastBuildDate>\n` : ''}${items.join('\n')}
  </channel>
</rss>
`
}
