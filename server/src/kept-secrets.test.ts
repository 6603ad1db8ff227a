import { randomBytes } from 'node:crypto'
import { chmodSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { CHALLENGE_ENDPOINT, INQUIRY_ENDPOINT } from '@inlet/shared/inquiry-api'
import { pino } from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import { loadConfig } from './config.ts'
import { actionPath } from './inquiry/action-links.ts'
import { KEPT_SECRETS_FILE } from './kept-secrets.ts'
import { solve } from './proof-solver.ts'
import { startServer } from './start-server.ts'
import { makeSiteFixture, validInquiry } from './test/harness.ts'

const cleanups: Array<() => unknown> = []
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()?.()
})

function folder(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

/** What loadConfig says when it refuses `env`, or 'accepted'. */
function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env)
  } catch (error) {
    return (error as Error).message
  }
  return 'accepted'
}

/** A value as `openssl rand -hex 32` gives it: drawn, since production refuses any the repository holds. */
const DRAWN = randomBytes(32).toString('hex')
const drawn = () => DRAWN

describe('secrets in production (docs/decisions/062)', () => {
  const outbox = () => folder('inlet-secrets-')

  it.each([
    ['ALTCHA_HMAC_SECRET', 'local-compose-only-proof-secret-not-for-production'],
    ['ALTCHA_HMAC_SECRET', 'a-random-string-of-32-characters-or-more'],
    ['ALTCHA_HMAC_SECRET', 'changeme-changeme-changeme-changeme'],
    ['ALTCHA_HMAC_SECRET', 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'],
    ['ACTION_LINK_SECRET', 'local-compose-only-action-link-secret-not-for-production'],
    ['ACTION_LINK_SECRET', `${drawn()} placeholder-placeholder-placeholder`],
    ['METRICS_TOKEN', 'a-long-random-string'],
    ['WEBHOOK_SECRET', `whsec_${Buffer.alloc(32, 7).toString('base64')}`],
    ['WEBHOOK_SECRET', 'whsec_ExampleSigningKeyOfTheDocsOnly00'],
  ])(
    'when NODE_ENV=production and %s is %s, then the server refuses to start, naming it and how to draw one',
    (name, value) => {
      const message = refusal({
        NODE_ENV: 'production',
        OUTBOX_DIR: outbox(),
        ALTCHA_HMAC_SECRET: drawn(),
        ACTION_LINK_SECRET: drawn(),
        ...(name === 'WEBHOOK_SECRET' ? { WEBHOOK_URLS: 'https://crm.example/hooks' } : {}),
        [name]: value,
      })
      expect(message).toContain(`${name}: `)
      expect(message).toContain('openssl rand -hex 32')
      // A message never repeats a secret, even a bad one.
      for (const part of value.split(' ')) expect(message).not.toContain(part)
    },
  )

  it('when the values are drawn (openssl rand -hex 32, a base64 webhook secret), then production accepts them; development accepts a placeholder', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      OUTBOX_DIR: outbox(),
      ALTCHA_HMAC_SECRET: drawn(),
      ACTION_LINK_SECRET: drawn(),
      METRICS_TOKEN: randomBytes(16).toString('hex'),
      WEBHOOK_URLS: 'https://crm.example/hooks',
      WEBHOOK_SECRET: `whsec_${randomBytes(32).toString('base64')}`,
    })
    expect(config.ALTCHA_HMAC_SECRET).toBe(drawn())
    expect(config.keptSecrets).toBeUndefined()
    expect(
      loadConfig({ ALTCHA_HMAC_SECRET: 'a-random-string-of-32-characters-or-more' }),
    ).toBeTruthy()
  })

  it('when replicas (REDIS_URL) run in production without the secrets, then each refuses to start, naming both', () => {
    const message = refusal({
      NODE_ENV: 'production',
      OUTBOX_DIR: outbox(),
      REDIS_URL: 'redis://127.0.0.1:9',
    })
    expect(message).toMatch(
      /ALTCHA_HMAC_SECRET: is required with NODE_ENV=production and REDIS_URL/,
    )
    expect(message).toMatch(
      /ACTION_LINK_SECRET: is required with NODE_ENV=production and REDIS_URL/,
    )
  })

  it('when a single production server is given neither, then it draws them once and keeps them in OUTBOX_DIR, readable by its user alone', () => {
    const dir = outbox()
    const first = loadConfig({ NODE_ENV: 'production', OUTBOX_DIR: dir })
    expect(first.ALTCHA_HMAC_SECRET).toMatch(/^[0-9a-f]{64}$/)
    expect(first.ACTION_LINK_SECRET).toEqual([expect.stringMatching(/^[0-9a-f]{64}$/)])
    expect(first.ALTCHA_HMAC_SECRET).not.toBe(first.ACTION_LINK_SECRET[0])
    const file = join(dir, KEPT_SECRETS_FILE)
    expect(first.keptSecrets).toEqual({
      file,
      drawn: true,
      settings: ['ALTCHA_HMAC_SECRET', 'ACTION_LINK_SECRET'],
    })
    expect(statSync(file).mode & 0o777).toBe(0o600)

    const again = loadConfig({ NODE_ENV: 'production', OUTBOX_DIR: dir })
    expect(again.ALTCHA_HMAC_SECRET).toBe(first.ALTCHA_HMAC_SECRET)
    expect(again.ACTION_LINK_SECRET).toEqual(first.ACTION_LINK_SECRET)
    expect(again.keptSecrets?.drawn).toBe(false)
    // One given: it wins, and the other is still the kept one.
    const mixed = loadConfig({
      NODE_ENV: 'production',
      OUTBOX_DIR: dir,
      ALTCHA_HMAC_SECRET: drawn(),
    })
    expect(mixed.ALTCHA_HMAC_SECRET).toBe(drawn())
    expect(mixed.ACTION_LINK_SECRET).toEqual(first.ACTION_LINK_SECRET)
    expect(mixed.keptSecrets?.settings).toEqual(['ACTION_LINK_SECRET'])
    // Development draws per process, as before, and writes nothing.
    const dev = folder('inlet-secrets-dev-')
    expect(loadConfig({ OUTBOX_DIR: dev }).keptSecrets).toBeUndefined()
    expect(() => statSync(join(dev, KEPT_SECRETS_FILE))).toThrow()
  })

  it('when the kept file is damaged or cannot be written, then the server refuses to start, naming the file and never quoting it', () => {
    const dir = outbox()
    writeFileSync(join(dir, KEPT_SECRETS_FILE), '{"ALTCHA_HMAC_SECRET":"half-written-value')
    const damaged = refusal({ NODE_ENV: 'production', OUTBOX_DIR: dir })
    expect(damaged).toContain(
      `OUTBOX_DIR: ${join(dir, KEPT_SECRETS_FILE)} is not as the server wrote it`,
    )
    expect(damaged).not.toContain('half-written-value')

    const locked = outbox()
    chmodSync(locked, 0o500)
    // Root writes anyway: the check is for the container's non-root user.
    if (process.getuid?.() !== 0) {
      expect(refusal({ NODE_ENV: 'production', OUTBOX_DIR: locked })).toContain('cannot be written')
    }
  })

  it('when a single production server restarts, then a challenge handed out before is still a proof and an action link it signed still opens; its log says where the secrets are', async () => {
    const dir = outbox()
    const lines: string[] = []
    const log = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk))
        done()
      },
    })
    const dist = makeSiteFixture()
    cleanups.push(() => rmSync(dist, { recursive: true, force: true }))
    const env = {
      NODE_ENV: 'production',
      CLIENT_DIST: dist,
      OUTBOX_DIR: dir,
      HOST: '127.0.0.1',
      PORT: '0',
      SMTP_URL: 'smtp://127.0.0.1:9',
      ALTCHA_MAX_ATTEMPTS: '4',
      RATE_LIMIT_MAX: '1000',
    }
    const first = await startServer({ env, logger: pino({ level: 'info' }, log) })
    const challenge = (await (
      await fetch(`${first.url}${CHALLENGE_ENDPOINT}`)
    ).json()) as Parameters<typeof solve>[0]
    const secrets = first.config.ACTION_LINK_SECRET
    const proofSecret = first.config.ALTCHA_HMAC_SECRET
    await first.close()

    const second = await startServer({ env, logger: pino({ level: 'info' }, log) })
    cleanups.push(() => second.close())
    expect(second.config.ALTCHA_HMAC_SECRET).toBe(proofSecret)
    const posted = await fetch(`${second.url}${INQUIRY_ENDPOINT}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...validInquiry, altcha: await solve(challenge) }),
    })
    expect(posted.status).toBe(202)
    const { id } = (await posted.json()) as { id: string }
    const item = await second.queue.show(id)
    // Not held as a script: the challenge from before the restart is a valid proof.
    expect(item?.reasons ?? []).not.toContain('no-proof')
    const link = actionPath({ secrets, lifetimeMs: 86_400_000 }, 'spam', id)
    expect((await fetch(`${second.url}${link}`)).status).toBe(200)

    const said = lines.map((line) => JSON.parse(line) as { msg: string; level: number })
    const kept = said.filter((entry) => entry.msg.includes(KEPT_SECRETS_FILE))
    expect(kept.map((entry) => entry.level)).toEqual([40, 30])
    expect(kept[0]?.msg).toContain(
      'ALTCHA_HMAC_SECRET and ACTION_LINK_SECRET not set: drew random ones',
    )
    expect(kept[1]?.msg).toContain('using the ones this server drew')
    expect(lines.join('')).not.toContain(secrets[0])
    expect(readFileSync(join(dir, KEPT_SECRETS_FILE), 'utf8')).toContain(secrets[0])
  })
})
