import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { SUBSET_TEXT } from './fonts'
import {
  checkDisplayText,
  checkRegionIds,
  deferApp,
  fileFor,
  INLINE_STYLE_MAX_GZIP,
  inlineStylesheet,
  rssXml,
  sitemapXml,
  styledPage,
  toDocument,
} from './html'

const template =
  '<html><head><meta charset="UTF-8" /><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>'

describe('toDocument', () => {
  it('when React emits head tags before the markup, then they move into <head>', () => {
    const html = toDocument(
      template,
      '<title>T</title><meta name="description" content="D"/><link rel="canonical" href="x"/><main><h1>Hi</h1></main>',
    )
    expect(html).toBe(
      '<html><head><meta charset="UTF-8" /><title>T</title><meta name="description" content="D"/><link rel="canonical" href="x"/></head><body><div id="root"><main><h1>Hi</h1></main></div></body></html>',
    )
  })

  it('when a page renders no title, then the build fails', () => {
    expect(() => toDocument(template, '<main></main>')).toThrow(/no <title>/)
  })

  it('when a second head is rendered inside the page, then the build fails', () => {
    expect(() => toDocument(template, '<title>A</title><main><title>B</title></main>')).toThrow(
      /exactly one/,
    )
  })

  it('when the markup contains "$&", then it is inserted literally', () => {
    expect(toDocument(template, '<title>$&</title><p>$&</p>')).toContain('<p>$&</p>')
  })
})

describe('fileFor / sitemapXml', () => {
  it('when given paths, then each maps to one html file without trailing slash', () => {
    expect(fileFor('/')).toBe('index.html')
    expect(fileFor('/partnerships/fintech-ventures')).toBe('partnerships/fintech-ventures.html')
  })

  it('when a route is noindex or excluded, then the sitemap leaves it out', () => {
    const xml = sitemapXml('https://a.example', [
      { path: '/', sitemap: true },
      { path: '/contact/thank-you', sitemap: false, noindex: true },
      { path: '/hidden', sitemap: true, noindex: true },
    ])
    expect(xml).toContain('<loc>https://a.example/</loc>')
    expect(xml).not.toContain('thank-you')
    expect(xml).not.toContain('hidden')
  })
})

describe('rssXml', () => {
  it('when posts are given, then each is an item with an absolute link, a date and escaped text', () => {
    const feed = rssXml('https://a.example', { name: 'Inlet Ventures', description: 'D' }, [
      {
        slug: 'one',
        title: 'Fees & <Terms>',
        excerpt: 'Why "fit" matters',
        published: '2025-10-15',
        author: 'Managing Partner, Inlet Ventures',
        category: 'Fundraising & Capital',
      },
    ])
    expect(feed).toContain('<link>https://a.example/blog/one</link>')
    expect(feed).toContain('<title>Fees &amp; &lt;Terms&gt;</title>')
    expect(feed).toContain('<pubDate>Wed, 15 Oct 2025 12:00:00 GMT</pubDate>')
    expect(feed).toContain('<description>Why &quot;fit&quot; matters</description>')
    expect(feed.match(/<item>/g)).toHaveLength(1)
  })
})

describe('deferApp', () => {
  const built =
    '<head><script type="module" crossorigin src="/assets/index-Ab1_x.js"></script><link rel="stylesheet" crossorigin href="/assets/style-1.css"></head>'

  it('when the built page has its app script, then /boot.js gets it as data instead', () => {
    expect(deferApp(built)).toBe(
      '<head><script type="module" src="/boot.js" data-app="/assets/index-Ab1_x.js"></script><link rel="stylesheet" crossorigin href="/assets/style-1.css"></head>',
    )
  })

  it('when the built page preloads modules, then the build fails', () => {
    expect(() =>
      deferApp(`${built}<link rel="modulepreload" crossorigin href="/assets/react-1.js">`),
    ).toThrow(/before the first paint/)
  })

  it('when the built page has no app script, then the build fails', () => {
    expect(() => deferApp('<head></head>')).toThrow(/no app module script/)
  })
})

describe('inlineStylesheet', () => {
  const built =
    '<head><script type="module" src="/boot.js" data-app="/assets/index-1.js"></script><link rel="stylesheet" crossorigin href="/assets/style-Ab1_x.css"></head>'

  it('when the built page links its stylesheet, then the page carries its text and the CSP gets its SHA-256', () => {
    const read: string[] = []
    const inlined = inlineStylesheet(built, (path) => {
      read.push(path)
      return 'p{color:red}'
    })
    expect(read).toEqual(['/assets/style-Ab1_x.css'])
    expect(inlined.template).toBe(
      '<head><script type="module" src="/boot.js" data-app="/assets/index-1.js"></script><style>p{color:red}</style></head>',
    )
    // sha256("p{color:red}"), base64: what a browser computes for the <style> text.
    expect(inlined.cspSource).toBe("'sha256-p0bF+un5yUb9MBO6xRb8kPHlY2BdpHVtLiFkDrZPF64='")
  })

  it('when the stylesheet contains "$&", then it is inserted literally', () => {
    expect(inlineStylesheet(built, () => 'a::after{content:"$&"}').template).toContain(
      '<style>a::after{content:"$&"}</style>',
    )
  })

  it('when the built page has no stylesheet link, then the build fails', () => {
    expect(() => inlineStylesheet('<head></head>', () => '')).toThrow(/no stylesheet link/)
  })

  it('when the stylesheet would close the <style> element early, then the build fails', () => {
    expect(() => inlineStylesheet(built, () => 'a{}</style><p>')).toThrow(/<\/style/)
  })
})

describe('styledPage', () => {
  // Random bytes in base64: gzip keeps them at about 3/4 of their length.
  const incompressible = (bytes: number) => randomBytes(bytes).toString('base64')

  it('when the page with its stylesheet inline fits the first round trip, then it is the inline one', () => {
    expect(styledPage('<style>a{}</style><p>short</p>', '<link><p>short</p>')).toBe(
      '<style>a{}</style><p>short</p>',
    )
  })

  it('when the page with its stylesheet inline is too heavy for it, then the page links the sheet', () => {
    const body = incompressible(INLINE_STYLE_MAX_GZIP * 1.25)
    expect(styledPage(`<style>a{}</style>${body}`, `<link>${body}`)).toBe(`<link>${body}`)
  })
})

describe('checkRegionIds', () => {
  const page = (path: string, ...ids: string[]) => ({
    path,
    html: ids.map((id) => `<div data-prerendered="${id}"><p>copy</p></div>`).join(''),
  })

  it('when every static region has its own id, then the build goes on', () => {
    expect(() =>
      checkRegionIds([page('/a', 'a:hero', 'a:body'), page('/b', 'b:body'), page('/c')]),
    ).not.toThrow()
  })

  it('when two pages use one region id, then the build fails naming both', () => {
    expect(() => checkRegionIds([page('/a', 'body'), page('/b', 'body')])).toThrow(
      'static region "body" is on /a and on /b',
    )
  })

  it('when one page uses an id twice, then the build fails', () => {
    expect(() => checkRegionIds([page('/a', 'x', 'x')])).toThrow('is on /a and on /a')
  })
})

describe('checkDisplayText', () => {
  it('when every heading is in the subset, then the build goes on', () => {
    const html =
      '<h1>Capital &amp; Code — “Founders’ Guide” · $15K–$30K…</h1><h2 class="x">Café <em>™</em></h2>'
    expect(() => checkDisplayText([{ path: '/', html }], SUBSET_TEXT)).not.toThrow()
  })

  it('when a heading has a character the subset lacks, then the build fails and names it', () => {
    const html = '<h1>Ok</h1><h3>Zürich office</h3>'
    expect(() => checkDisplayText([{ path: '/about', html }], SUBSET_TEXT)).toThrow(
      /"Zürich office" on \/about has U\+00FC/,
    )
  })
})
