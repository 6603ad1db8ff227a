import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { loadConfig } from '../config.ts'
import { actionLink, actionPath, checkAction } from './action-links.ts'

const OLD = 'the-old-action-link-secret-of-32-characters'
const NEW = 'the-new-action-link-secret-of-32-characters'
const DAY = 86_400_000
const now = Date.parse('2026-11-29T10:00:00Z')

/** The parts of a link as the route reads them. */
function parts(path: string) {
  const url = new URL(path, 'https://inletventures.example')
  const [, , , action = '', id = ''] = url.pathname.split('/')
  return [
    action,
    decodeURIComponent(id),
    url.searchParams.get('expires'),
    url.searchParams.get('sig'),
  ] as const
}

describe('action links', () => {
  it('when a link is checked within its lifetime, then it is ok; after it, expired; with any part changed, altered', () => {
    const settings = { secrets: [NEW], lifetimeMs: 14 * DAY }
    const [action, id, expires, sig] = parts(actionPath(settings, 'release', 'k-abc', now))
    expect(checkAction([NEW], action, id, expires, sig, now + 13 * DAY)).toBe('ok')
    expect(checkAction([NEW], action, id, expires, sig, now + 14 * DAY)).toBe('expired')
    expect(checkAction([NEW], 'spam', id, expires, sig, now)).toBe('altered')
    expect(checkAction([NEW], 'delete', id, expires, sig, now)).toBe('altered')
    expect(checkAction([NEW], action, 'k-abd', expires, sig, now)).toBe('altered')
    expect(checkAction([NEW], action, id, String(Number(expires) + 1), sig, now)).toBe('altered')
    expect(checkAction([NEW], action, id, expires, `${sig}x`, now)).toBe('altered')
    expect(checkAction([NEW], action, id, undefined, sig, now)).toBe('altered')
    expect(checkAction([NEW], action, id, expires, ['a', 'b'], now)).toBe('altered')
    // An expired link that was altered is altered: only a link we signed is told it expired.
    expect(checkAction([NEW], action, 'k-abd', expires, sig, now + 15 * DAY)).toBe('altered')
  })

  it('when the secret is rotated (new first, old after), then links signed with either open and new ones sign with the new', () => {
    const old = parts(actionPath({ secrets: [OLD], lifetimeMs: DAY }, 'spam', 'x y/z', now))
    expect(old[1]).toBe('x y/z')
    expect(checkAction([NEW, OLD], ...old, now)).toBe('ok')
    expect(checkAction([NEW], ...old, now)).toBe('altered')
    const fresh = parts(actionPath({ secrets: [NEW, OLD], lifetimeMs: DAY }, 'spam', 'x', now))
    expect(checkAction([NEW], ...fresh, now)).toBe('ok')
  })

  it('when the email carries a link, then it is absolute on SITE_URL under /api/inbox', () => {
    const link = actionLink(
      { secrets: [NEW], lifetimeMs: DAY, siteUrl: 'https://www.inletventures.example' },
      'retry',
      'k-1',
      now,
    )
    expect(link).toMatch(
      /^https:\/\/www\.inletventures\.example\/api\/inbox\/retry\/k-1\?expires=\d+&sig=[\w-]{43}$/,
    )
  })
})

describe('ACTION_LINK_SECRET', () => {
  const replica = {
    NODE_ENV: 'production',
    REDIS_URL: 'redis://127.0.0.1:9',
    // Drawn, never written here: production refuses any secret the repository holds.
    ALTCHA_HMAC_SECRET: randomBytes(32).toString('hex'),
  }
  it('when replicas (REDIS_URL) run in production without it, then the server refuses to start, naming it; several are split on spaces; in development a random one per process', () => {
    // A single server keeps one of its own (kept-secrets.test.ts).
    expect(() => loadConfig(replica)).toThrow(/ACTION_LINK_SECRET/)
    expect(() => loadConfig({ ACTION_LINK_SECRET: `${NEW} short` })).toThrow(/ACTION_LINK_SECRET/)
    const [drawnNew, drawnOld] = [randomBytes(32).toString('hex'), randomBytes(32).toString('hex')]
    expect(
      loadConfig({ ...replica, ACTION_LINK_SECRET: ` ${drawnNew}  ${drawnOld} ` })
        .ACTION_LINK_SECRET,
    ).toEqual([drawnNew, drawnOld])
    expect(loadConfig({ ACTION_LINK_SECRET: ` ${NEW}  ${OLD} ` }).ACTION_LINK_SECRET).toEqual([
      NEW,
      OLD,
    ])
    const [a, b] = [loadConfig({}), loadConfig({})].map((config) => config.ACTION_LINK_SECRET)
    expect(a?.[0]).toMatch(/^[0-9a-f]{64}$/)
    expect(a).not.toEqual(b)
    expect(loadConfig({}).ACTION_LINK_DAYS).toBe(14)
    expect(() => loadConfig({ ACTION_LINK_DAYS: '0' })).toThrow(/ACTION_LINK_DAYS/)
  })
})
