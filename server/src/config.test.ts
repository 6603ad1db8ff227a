import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'

describe('loadConfig', () => {
  it('when nothing is set, then the documented defaults apply', () => {
    const config = loadConfig({})
    expect(config.PORT).toBe(3000)
    expect(config.HOST).toBe('0.0.0.0')
    expect(config.CLIENT_DIST).toMatch(/client[/\\]dist$/)
  })

  it('when PORT is not a port number, then the error names PORT', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/)
  })

  it('when LOG_LEVEL is unknown, then the error names LOG_LEVEL', () => {
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/)
  })

  it('when REDIS_PASSWORD_FILE is a Docker secret, then its one line is the password; when it cannot be read, the error names it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'inlet-config-'))
    try {
      writeFileSync(join(dir, 'redis_password'), 's3cret-redis\n')
      const config = loadConfig({ REDIS_PASSWORD_FILE: join(dir, 'redis_password') })
      expect(config.REDIS_PASSWORD_FILE).toBe('s3cret-redis')
      expect(() => loadConfig({ REDIS_PASSWORD_FILE: join(dir, 'missing') })).toThrow(
        'REDIS_PASSWORD_FILE: cannot be read (ENOENT)',
      )
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('when DEAD_RETENTION_DAYS is unset, then dead letters are kept 90 days; a count below one day is refused', () => {
    expect(loadConfig({}).DEAD_RETENTION_DAYS).toBe(90)
    expect(loadConfig({ DEAD_RETENTION_DAYS: '14' }).DEAD_RETENTION_DAYS).toBe(14)
    expect(() => loadConfig({ DEAD_RETENTION_DAYS: '0' })).toThrow(/DEAD_RETENTION_DAYS/)
  })

  it('when QUARANTINE_DIGEST_MINUTES is unset, then held inquiries are digested hourly; 0 is an email each; a fraction, a negative or more than a day is refused', () => {
    expect(loadConfig({}).QUARANTINE_DIGEST_MINUTES).toBe(60)
    expect(loadConfig({ QUARANTINE_DIGEST_MINUTES: '0' }).QUARANTINE_DIGEST_MINUTES).toBe(0)
    for (const value of ['0.5', '-1', '1441', 'hourly']) {
      expect(() => loadConfig({ QUARANTINE_DIGEST_MINUTES: value })).toThrow(
        /QUARANTINE_DIGEST_MINUTES/,
      )
    }
  })

  it('when the connection settings are unset, then the documented limits apply; a header time-out longer than the request time-out is refused', () => {
    const config = loadConfig({})
    expect(config.HEADERS_TIMEOUT_MS).toBe(10_000)
    expect(config.REQUEST_TIMEOUT_MS).toBe(30_000)
    expect(config.KEEP_ALIVE_TIMEOUT_MS).toBe(20_000)
    expect(config.MAX_CONNECTIONS).toBe(512)
    expect(config.MAX_CONNECTIONS_PER_CLIENT).toBe(64)
    expect(loadConfig({ MAX_CONNECTIONS_PER_CLIENT: '0' }).MAX_CONNECTIONS_PER_CLIENT).toBe(0)
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '60000' })).toThrow(
      'HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS',
    )
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS/)
    expect(() => loadConfig({ MAX_CONNECTIONS: '0' })).toThrow(/MAX_CONNECTIONS/)
  })

  it('when a variable is empty, as Compose passes one nobody set, then it is unset and its default applies', () => {
    const config = loadConfig({
      METRICS_TOKEN: '',
      HONEYPOT: '',
      RETRY_BASE_MS: '',
      CORS_ORIGINS: '',
    })
    expect(config.METRICS_TOKEN).toBeUndefined()
    expect(config.HONEYPOT).toBe(true)
    expect(config.RETRY_BASE_MS).toBe(2000)
    expect(config.CORS_ORIGINS).toEqual([])
  })

  it('when TRUST_PROXY lists proxy addresses or subnets, then exactly those are trusted', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false)
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false)
    expect(loadConfig({ TRUST_PROXY: '172.30.80.0/24' }).TRUST_PROXY).toEqual(['172.30.80.0/24'])
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8, fd00:1::/64' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'fd00:1::/64',
    ])
  })

  it('when TRUST_PROXY is a hop count, true or a catch-all, then the server refuses to start and names TRUST_PROXY', () => {
    // A hop count (or true) believes X-Forwarded-For from whoever reaches the server's port;
    // a catch-all subnet trusts every client: either lets a client pick its own address.
    for (const value of [
      '1',
      '2',
      '99',
      'true',
      '0.0.0.0/0',
      '::/0',
      '0.0.0.0/1',
      '::ffff:0.0.0.0/96',
      '::ffff:0:0/96',
      'loopback',
      'nginx',
      'fe80::1%eth0',
      '10.0.0.0/33',
      '10.0.0.0/255.0.0.0',
      '127.0.0.1, 0.0.0.0/0',
    ]) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/)
    }
  })

  it.each([
    ['smtp://user:p@ss-secret@smtp.example.com:587', 'percent-encode it as %40'],
    ['smtps://us@er:pa-secret@smtp.example.com', 'percent-encode it as %40'],
    ['smtp://user:pa#ss-secret@smtp.example.com', 'is not a valid URL: percent-encode'],
  ])(
    'when SMTP_URL is %s, then the error says how to encode it and never shows the secret',
    (url, hint) => {
      let message = ''
      try {
        loadConfig({ SMTP_URL: url })
      } catch (error) {
        message = (error as Error).message
      }
      expect(message).toContain(`SMTP_URL: `)
      expect(message).toContain(hint)
      expect(message).not.toMatch(/secret/)
    },
  )

  it('when a webhook URL holds a user name or password, then start-up fails naming its place, never the URL', () => {
    // Node's fetch refuses such a URL: every post would fail until the inquiry is dead.
    const secret = 'whsec_ExampleSigningKeyOfTheDocsOnly00'
    const failure = (env: Record<string, string>) => {
      try {
        loadConfig(env)
      } catch (error) {
        return (error as Error).message
      }
      return 'accepted'
    }
    const webhook = failure({
      WEBHOOK_URLS: 'https://crm.example/hooks, https://bot:tok-secret@relay.example/in',
      WEBHOOK_SECRET: secret,
    })
    expect(webhook).toContain('WEBHOOK_URLS: entry 2 has a user name or password in it')
    const slack = failure({ SLACK_WEBHOOK_URL: 'https://user-secret@hooks.slack.example/T0/B0/x' })
    expect(slack).toContain('SLACK_WEBHOOK_URL: has a user name or password in it')
    for (const message of [webhook, slack]) expect(message).not.toMatch(/secret|relay|slack\./)
    expect(
      loadConfig({ WEBHOOK_URLS: 'https://crm.example/hooks?token=abc', WEBHOOK_SECRET: secret })
        .WEBHOOK_URLS,
    ).toEqual(['https://crm.example/hooks?token=abc'])
  })

  it('when the password in SMTP_URL is percent-encoded, then it is accepted', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://user:p%40ss@smtp.example.com:587' }).SMTP_URL).toBe(
      'smtp://user:p%40ss@smtp.example.com:587',
    )
  })
})
