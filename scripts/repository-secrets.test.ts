/**
 * No secret the repository holds can run a production server (docs/decisions/062): every value
 * any tracked file assigns to a secret's name (compose defaults, .env.example, the docs, the
 * tests' fixtures and helpers) is refused by loadConfig with NODE_ENV=production. A new example
 * that looks drawn fails here: write it as a placeholder (a word such as "example" in it).
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../server/src/config.ts'
import { SECRET_SETTINGS } from '../server/src/secret-values.ts'
import { repositorySecrets } from './repository-secrets.ts'

const outbox = mkdtempSync(join(tmpdir(), 'inlet-repository-secrets-'))
afterAll(() => rmSync(outbox, { recursive: true, force: true }))
const drawn = () => randomBytes(32).toString('hex')

/** Production with every secret drawn but `name`, which is `value`. */
function refused(name: string, value: string): boolean {
  try {
    loadConfig({
      NODE_ENV: 'production',
      OUTBOX_DIR: outbox,
      ALTCHA_HMAC_SECRET: drawn(),
      ACTION_LINK_SECRET: drawn(),
      WEBHOOK_URLS: 'https://crm.example/hooks',
      WEBHOOK_SECRET: `whsec_${randomBytes(32).toString('base64')}`,
      [name]: value,
    })
    return false
  } catch (error) {
    return (error as Error).message.includes(`${name}: `)
  }
}

describe('the repository’s secrets', () => {
  const found = repositorySecrets()

  it('are found: the compose defaults’ names, .env.example’s, the docs’ and the tests’', () => {
    expect(found.size).toBeGreaterThan(20)
    const paths = new Set(found.values())
    for (const path of [
      '.env.example',
      'tests/stack/compose.test.ts',
      'tests/playwright.config.ts',
    ])
      expect(paths, path).toContain(path)
  })

  it('when any of them is given to a production server as any secret, then it refuses to start, naming the setting', () => {
    const accepted = [...found].flatMap(([value, path]) =>
      SECRET_SETTINGS.filter((name) => !refused(name, value)).map(
        (name) => `${name} accepts ${JSON.stringify(value)} (${path})`,
      ),
    )
    expect(accepted).toEqual([])
  })

  it('when a value is drawn as the docs say (openssl rand -hex 32), then each setting takes it', () => {
    for (const name of SECRET_SETTINGS.filter((each) => each !== 'WEBHOOK_SECRET'))
      expect(refused(name, drawn()), name).toBe(false)
  })
})
