/** Pure helpers of the prerender step (kept apart so they are unit-tested). */

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

/** One URL form: "/" is index.html, "/a/b" is a/b.html (served at /a/b, no trailing slash). */
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
