import { createHash } from 'node:crypto'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pino } from 'pino'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import type { InquiryQueue } from '../inquiry/queue.ts'
import { createMetrics } from '../metrics.ts'
import { type Harness, makeApp, makeSiteFixture, validInquiry } from '../test/harness.ts'
import { SmtpSink } from '../test/smtp-sink.ts'
import { makeTmpfs } from '../test/tmpfs.ts'
import { createApp } from './app.ts'

let harness: Harness

beforeAll(async () => {
  harness = await makeApp({ SMTP_URL: 'smtp://127.0.0.1:9' })
})

afterAll(() => harness.close())

const app = () => harness.app

describe('static site', () => {
  it('when the home page is requested, then the prerendered HTML comes back, never cached stale', async () => {
    const res = await request(app()).get('/')
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toMatch(/text\/html/)
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.text).toContain('<title>Home</title>')
  })

  it('when a nested route is requested without extension, then its HTML file is served', async () => {
    const res = await request(app()).get('/partnerships/fintech-ventures')
    expect(res.status).toBe(200)
    expect(res.text).toContain('<title>Fintech</title>')
  })

  it('when a page and a folder share a name, then the page is served', async () => {
    const res = await request(app()).get('/partnerships')
    expect(res.status).toBe(200)
    expect(res.text).toContain('<title>Partnerships</title>')
  })

  it('when a path tries to climb out of the site folder, then it is not found', async () => {
    const res = await request(app()).get('/..%2f..%2fetc%2fpasswd')
    expect(res.status).toBe(404)
  })

  it('when a path has a trailing slash, then it redirects permanently to the one URL form', async () => {
    const res = await request(app()).get('/partnerships/?a=1')
    expect(res.status).toBe(301)
    expect(res.headers.location).toBe('/partnerships?a=1')
  })

  it.each([
    '//evil.example/',
    '//evil.example/..%2fapi/x/',
    '/%2F%2Fevil.example/',
    '/\\evil.example/',
    '///evil.example//',
  ])(
    'when %s (another host to a browser) has a trailing slash, then it is the 404 page, never a redirect',
    async (path) => {
      const res = await request(app()).get(path)
      expect(res.headers.location).toBeUndefined()
      expect(res.status).toBe(404)
      expect(res.text).toContain('Page not found')
    },
  )

  it.each(['/domains', '/portfolio'])(
    'when %s is requested, then it is a 301 to /partnerships',
    async (path) => {
      const res = await request(app()).get(path)
      expect(res.status).toBe(301)
      expect(res.headers.location).toBe('/partnerships')
    },
  )

  it.each([
    ['/partnerships?category=finance', '/partnerships#category-finance'],
    ['/partnerships?category=Tech', '/partnerships#category-tech'],
    ['/partnerships?category=CONTENT', '/partnerships#category-content'],
    ['/partnerships?category=fintech', '/partnerships#category-finance'],
    ['/partnerships?ref=news&category=social&x=1', '/partnerships#category-social'],
    ['/partnerships?Category=business', '/partnerships#category-business'],
  ])(
    'when %s is opened, then it is a 302 to that category’s group of the page (%s)',
    async (path, to) => {
      const res = await request(app()).get(path)
      expect(res.status).toBe(302)
      expect(res.headers.location).toBe(to)
      expect(res.headers['cache-control']).toBe('no-cache')
    },
  )

  it.each([
    '/partnerships?category=crypto',
    '/partnerships?category=',
    '/partnerships?category',
    '/partnerships?category=fin%61nce',
    '/partnerships?category=%20finance',
    '/partnerships?category=nope&category=finance',
    '/partnerships?subcategory=finance',
    '/partnerships/fintech-ventures?category=finance',
    '/Partnerships?category=finance',
  ])('when %s is opened, then nothing is redirected: the page answers as it is', async (path) => {
    const res = await request(app()).get(path)
    expect(res.headers.location).toBeUndefined()
    expect(res.status).toBe(path.startsWith('/Partnerships') ? 404 : 200)
  })

  it.each([
    ['/index.html', '/'],
    ['/index', '/'],
    ['/partnerships.html', '/partnerships'],
    ['/partnerships.html?context=ip', '/partnerships?context=ip'],
    ['/partnerships/fintech-ventures.html', '/partnerships/fintech-ventures'],
  ])('when the file name %s is requested, then it is a 301 to its one URL %s', async (path, to) => {
    const res = await request(app()).get(path)
    expect(res.status).toBe(301)
    expect(res.headers.location).toBe(to)
  })

  it.each(['/404.html', '/404', '/%34%30%34.html', '/partnerships%2Ehtml', '/%E0%A4%A.html'])(
    'when %s is requested, then it is the 404 page with status 404, never a 200',
    async (path) => {
      const res = await request(app()).get(path)
      expect(res.status).toBe(404)
      expect(res.text).toContain('Page not found')
    },
  )

  it('when an unknown path is requested, then the 404 page comes back with status 404', async () => {
    const res = await request(app()).get('/no-such-page')
    expect(res.status).toBe(404)
    expect(res.text).toContain('Page not found')
    expect(res.text).toContain('noindex')
  })

  it('when a hashed asset is requested, then it is immutable for a year and compressed', async () => {
    const res = await request(app()).get('/assets/index-abc123.js').set('Accept-Encoding', 'gzip')
    expect(res.status).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers['content-encoding']).toBe('gzip')
  })

  it('when a missing asset is requested, then it is a 404, not the HTML page', async () => {
    const res = await request(app()).get('/assets/missing-123.js')
    expect(res.status).toBe(404)
    expect(res.text).not.toContain('<title>')
  })

  it('when a hashed script is requested, then it carries HSTS, nosniff and CORP, not the document-only headers', async () => {
    for (const path of ['/assets/index-abc123.js', '/assets/missing-123.js']) {
      const res = await request(app()).get(path)
      expect(res.headers['strict-transport-security'], path).toContain('max-age=63072000')
      expect(res.headers['x-content-type-options'], path).toBe('nosniff')
      expect(res.headers['cross-origin-resource-policy'], path).toBe('same-origin')
      for (const name of [
        'content-security-policy',
        'permissions-policy',
        'x-frame-options',
        'cross-origin-opener-policy',
        'referrer-policy',
        'origin-agent-cluster',
        'x-xss-protection',
      ]) {
        expect(res.headers[name], `${path} ${name}`).toBeUndefined()
      }
    }
  })

  it('when the build wrote a CSP hash file, then it is not served (the 404 page)', async () => {
    const res = await request(app()).get('/.csp-style-src')
    expect(res.status).toBe(404)
    expect(res.text).toContain('Page not found')
  })

  it('when HTML is served, then the security headers are present', async () => {
    const res = await request(app()).get('/')
    const csp = res.headers['content-security-policy']
    expect(csp).toContain("script-src 'self'")
    // The inline stylesheet is allowed by the hash the build wrote, never by 'unsafe-inline'.
    expect(csp).toContain("style-src 'self' 'sha256-AL/5BCuaLZm/7PM9AQXEk5DiXZyiNFja3oJaO4S4+wQ=';")
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).toContain("frame-ancestors 'none'")
    expect(res.headers['strict-transport-security']).toContain('max-age=63072000')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(res.headers['permissions-policy']).toContain('camera=()')
    expect(res.headers['x-powered-by']).toBeUndefined()
  })

  it("when a page is served, by Express or by nginx, then its CSP allows the head's one inline script by that script's own hash", async () => {
    const template = readFileSync(new URL('../../../client/index.html', import.meta.url), 'utf8')
    const scripts = [...template.matchAll(/<script>([^<]*)<\/script>/g)].map((match) => match[1])
    expect(scripts).toHaveLength(1)
    const hash = `'sha256-${createHash('sha256')
      .update(scripts[0] ?? '')
      .digest('base64')}'`
    const csp = (await request(app()).get('/')).headers['content-security-policy']
    expect(csp).toContain(`script-src 'self' ${hash};`)
    const nginx = readFileSync(
      new URL('../../../client/nginx-security-headers.conf', import.meta.url),
      'utf8',
    )
    expect(nginx).toContain(`script-src 'self' ${hash};`)
  })
})

describe('api', () => {
  it('when health is asked, then the process answers ok', async () => {
    const res = await request(app()).get('/api/health')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ status: 'ok' })
  })

  it('when an unknown API path is asked, then a JSON 404 comes back, not the HTML page', async () => {
    const res = await request(app()).get('/api/nope')
    expect(res.status).toBe(404)
    expect(res.body.error.code).toBe('not_found')
  })
})

describe('readiness', () => {
  it('when SMTP cannot be reached, then /api/ready answers 503 and names the failing check', async () => {
    const res = await request(app()).get('/api/ready')
    expect(res.status).toBe(503)
    expect(res.body).toEqual({ status: 'not_ready', checks: { outbox: 'ok', smtp: 'failed' } })
  })

  it('when /api/ready is called 25 times at once, then SMTP is checked in one session, and over 30 a minute it answers 429', async () => {
    const smtp = await new SmtpSink().start()
    const ready = await makeApp({ SMTP_URL: smtp.url })
    try {
      const answers = await Promise.all(
        Array.from({ length: 25 }, () => request(ready.app).get('/api/ready')),
      )
      expect(answers.map((res) => res.status)).toEqual(Array(25).fill(200))
      for (let i = 0; i < 5; i++)
        expect((await request(ready.app).get('/api/ready')).status).toBe(200)
      expect(smtp.sessions).toBe(1)
      const over = await request(ready.app).get('/api/ready')
      expect(over.status).toBe(429)
      expect(over.body.error.code).toBe('rate_limited')
    } finally {
      await ready.close()
      await smtp.stop()
    }
  })

  it('when the outbox disk is full or pending/ is read-only, then /api/ready says the outbox failed', async () => {
    const smtp = await new SmtpSink().start()
    const disk = makeTmpfs()
    const ready = await makeApp({ SMTP_URL: smtp.url, OUTBOX_DIR: disk.dir })
    const outboxCheck = async () => (await request(ready.app).get('/api/ready')).body.checks?.outbox
    try {
      expect(await outboxCheck()).toBe('ok')
      disk.fill()
      expect(await outboxCheck()).toBe('failed')
      disk.free()
      expect(await outboxCheck()).toBe('ok')
      disk.readOnly(join(disk.dir, 'pending'))
      expect(await outboxCheck()).toBe('failed')
    } finally {
      await ready.close()
      disk.unmount()
      await smtp.stop()
    }
  })
})

describe('when createApp is given its queue and metrics', () => {
  it('then inquiries go to that queue, readiness asks it and the metrics read it: the app builds no queue of its own', async () => {
    const accepted: string[] = []
    const queue = {
      backend: 'redis',
      accept: async (id: string) => {
        accepted.push(id)
        return 'created'
      },
      check: async () => {
        throw new Error('out of reach')
      },
      counts: async () => ({ pending: 7, sent: 0, dead: 0, quarantine: 0 }),
    } as unknown as InquiryQueue
    const dist = makeSiteFixture()
    const outboxDir = join(tmpdir(), `inlet-no-outbox-${process.pid}-${Date.now()}`)
    const token = 'metrics-token-for-the-test'
    const app = createApp({
      config: loadConfig({ CLIENT_DIST: dist, OUTBOX_DIR: outboxDir, METRICS_TOKEN: token }),
      logger: pino({ level: 'silent' }),
      mailer: { send: async () => {}, verify: async () => {}, close: () => {} },
      queue,
      metrics: createMetrics(() => queue.counts()),
    })
    try {
      const res = await request(app).post('/api/send-contact-email').send(validInquiry)
      expect(res.status).toBe(202)
      expect(accepted).toEqual([res.body.id])
      expect((await request(app).get('/api/ready')).body).toEqual({
        status: 'not_ready',
        checks: { queue: 'failed', smtp: 'ok' },
      })
      const scraped = await request(app).get('/api/metrics').set('Authorization', `Bearer ${token}`)
      expect(scraped.text).toContain('inlet_queue_depth{state="pending"} 7')
      expect(scraped.text).toContain('inlet_inquiries_accepted_total 1')
      expect(existsSync(outboxDir)).toBe(false)
    } finally {
      rmSync(dist, { recursive: true, force: true })
    }
  })
})
