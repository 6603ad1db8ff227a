import { rmSync } from 'node:fs'
import { INQUIRY_ENDPOINT } from '@inlet/shared/inquiry-api'
import { pino } from 'pino'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { actionPath } from '../inquiry/action-links.ts'
import { makeSiteFixture, startTestServer, validInquiry, withProof } from '../test/harness.ts'

const LINK_SECRET = 'request-log-test-link-secret-of-32-characters'
const lines: string[] = []
let dist: string
let server: Awaited<ReturnType<typeof startTestServer>>

beforeAll(async () => {
  dist = makeSiteFixture()
  server = await startTestServer(
    dist,
    { SMTP_URL: 'smtp://127.0.0.1:9', ACTION_LINK_SECRET: LINK_SECRET },
    { logger: pino({ level: 'info' }, { write: (line: string) => lines.push(line) }) },
  )
})
afterAll(async () => {
  await server.close()
  rmSync(dist, { recursive: true, force: true })
})

/** The URL of each request line the server logged (pino-http's `req.url`). */
const loggedUrls = () =>
  lines
    .map((line) => JSON.parse(line) as { req?: { url?: string } })
    .flatMap((entry) => (entry.req?.url ? [entry.req.url] : []))

describe('the request log', () => {
  it('when a studio action link is opened, then the log holds its path and neither its signature nor its expiry', async () => {
    const app = server.server.app
    const posted = await request(app)
      .post(INQUIRY_ENDPOINT)
      .send(await withProof(server.server.url, validInquiry))
    expect(posted.status).toBe(202)
    const link = actionPath(
      { secrets: [LINK_SECRET], lifetimeMs: 86_400_000 },
      'spam',
      posted.body.id,
    )
    const [path, query = ''] = link.split('?')
    const sig = new URLSearchParams(query).get('sig') ?? ''
    expect(sig.length).toBeGreaterThan(20)
    // A working link: the page with its button, not a refusal.
    const opened = await request(app).get(link)
    expect(opened.status).toBe(200)
    expect(opened.text).toContain('This is spam')

    expect(loggedUrls()).toContain(path)
    const log = lines.join('\n')
    expect(log).not.toContain(sig)
    expect(log).not.toContain('sig=')
    expect(log).not.toContain('expires=')
  })

  it('when a page is asked with a query, then its path alone is logged (the thank-you page’s carries a name)', async () => {
    const app = server.server.app
    await request(app).get('/contact/thank-you?name=Rosa+Marquez&context=funding')
    await request(app).get('/partnerships?category=fintech&token=abc123')
    expect(loggedUrls()).toEqual(expect.arrayContaining(['/contact/thank-you', '/partnerships']))
    const log = lines.join('\n')
    expect(log).not.toContain('Rosa')
    expect(log).not.toContain('abc123')
  })
})
