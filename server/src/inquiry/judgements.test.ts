import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Inquiry } from '@inlet/shared/inquiry'
import { Redis } from 'ioredis'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fileJudgements } from '../queue/file/file-judgements.ts'
import { redisJudgements } from '../queue/redis/redis-judgements.ts'
import { RedisServer } from '../test/redis-server.ts'
import {
  addedBy,
  type JudgementStore,
  judgedAs,
  judgementOf,
  memoryJudgements,
} from './judgements.ts'
import { memoryRepeats } from './repeats.ts'
import { judgeInquiry } from './spam-signals.ts'

const campaign =
  'Dear owner, we place guest posts on high authority news sites for a small fee each month.'
const sender = (email: string, message = campaign) => ({ email, message })

describe('judgedAs', () => {
  it('when a text the studio reported comes again, changed a little, from anyone, then it is reported; a post from the reported company domain too; a free-mail domain is never kept', () => {
    const report = judgementOf('reported', 'k-1', sender('ann@agency.example'))
    expect(report.domain).toBe('agency.example')
    expect(report).not.toHaveProperty('message')
    const copy = sender('bob@gmail.com', campaign.replace('Dear owner', 'Hello friend'))
    expect(judgedAs(copy, [report])).toEqual({ reported: true, released: false })
    expect(
      judgedAs(sender('cy@agency.example', 'Another letter entirely, about our newsletter.'), [
        report,
      ]).reported,
    ).toBe(true)
    expect(
      judgedAs(
        sender('dee@other.example', 'We make tide gauges for harbours and raise a seed round.'),
        [report],
      ).reported,
    ).toBe(false)
    expect(judgementOf('reported', 'k-2', sender('eve@gmail.com')).domain).toBeUndefined()
  })

  it('when the studio released a near-copy after reporting the text, then the newer judgement wins for the text', () => {
    const report = judgementOf('reported', 'k-1', sender('ann@gmail.com'), new Date(1_000))
    const release = judgementOf('released', 'k-2', sender('bo@gmail.com'), new Date(2_000))
    expect(judgedAs(sender('cy@gmail.com'), [report, release])).toEqual({
      reported: false,
      released: true,
    })
    expect(judgedAs(sender('cy@gmail.com'), [report])).toEqual({ reported: true, released: false })
  })
})

describe('the verdict with the studio’s judgements', () => {
  const letter =
    'Our family bakery in the harbour town is looking for advice on opening a second shop next spring.'
  const post = (email: string, message = letter) => ({
    inquiry: { ...sender(email, message), name: 'A Sender' } as Inquiry,
    honeypot: false,
    door: 'json' as const,
    proof: { issuedAt: 0 },
    postedAt: 60_000,
  })
  const judge = async (judgements: JudgementStore, ...emails: string[]) => {
    const repeats = memoryRepeats(() => 60_000)
    const logger = pino({ level: 'silent' })
    const thresholds = { minOpenMs: 3_000, repeatSenders: 2 }
    const verdicts = []
    for (const email of emails) {
      verdicts.push(await judgeInquiry(post(email), repeats, thresholds, logger, judgements))
    }
    return verdicts.at(-1)
  }

  it('when a text was reported, then a near-copy is held for reported alone; when released, near-copies from other teams are no repeat', async () => {
    const reported = memoryJudgements()
    await reported.add(judgementOf('reported', 'k-1', sender('ann@agency.example', letter)))
    expect(await judge(reported, 'zed@gmail.com')).toEqual({ signals: ['reported'], hold: true })
    expect((await judge(memoryJudgements(), 'a@one.example', 'b@two.example'))?.signals).toContain(
      'repeat',
    )
    const released = memoryJudgements()
    await released.add(judgementOf('released', 'k-2', sender('ann@gmail.com', letter)))
    expect((await judge(released, 'a@one.example', 'b@two.example'))?.signals).not.toContain(
      'repeat',
    )
  })
})

let redis: RedisServer
let dir: string
beforeAll(async () => {
  redis = await new RedisServer().start()
  dir = mkdtempSync(join(tmpdir(), 'inlet-judgements-'))
  mkdirSync(join(dir, 'tmp'))
})
afterAll(async () => {
  await redis.remove()
  rmSync(dir, { recursive: true, force: true })
})

describe.each(['memory', 'file', 'redis'] as const)('the judgements kept in %s', (kind) => {
  const stores: JudgementStore[] = []
  const clients: Redis[] = []
  /** A store as a process opens it: a second one reads what the first wrote. */
  const open = (memory = 3) => {
    if (kind === 'memory') return stores[0] ?? memoryJudgements(memory)
    if (kind === 'file') return fileJudgements(join(dir), memory)
    const client = new Redis(redis.url)
    clients.push(client)
    return redisJudgements(client, memory)
  }
  afterAll(async () => {
    for (const client of clients) await client.quit()
  })

  it('when judgements are added, then each inquiry has one of each kind, another process sees them, the oldest go past the bound, and forget removes what an address added', async () => {
    const store = open()
    stores.push(store)
    const at = (n: number) => new Date(Date.UTC(2026, 10, 29, 10, n))
    expect(await store.add(judgementOf('reported', 'k-1', sender('ann@a.example'), at(1)))).toBe(
      true,
    )
    expect(await store.add(judgementOf('reported', 'k-1', sender('ann@a.example'), at(2)))).toBe(
      false,
    )
    expect(await store.add(judgementOf('released', 'k-1', sender('ann@a.example'), at(3)))).toBe(
      true,
    )
    const other = open()
    expect((await other.all()).map((j) => `${j.kind}:${j.inquiryId}`)).toEqual([
      'reported:k-1',
      'released:k-1',
    ])
    await store.add(judgementOf('reported', 'k-2', sender('Bo+x@B.example'), at(4)))
    await store.add(judgementOf('reported', 'k-3', sender('cy@c.example'), at(5)))
    // Bounded: three kept, the oldest dropped.
    expect((await other.all()).map((j) => j.inquiryId)).toEqual(['k-1', 'k-2', 'k-3'])
    expect(await other.remove(addedBy('bo@b.example'))).toBe(1)
    expect((await store.all()).map((j) => j.inquiryId)).toEqual(['k-1', 'k-3'])
    expect(await store.remove((j) => j.domain === 'c.example')).toBe(1)
    expect(await other.remove(() => false)).toBe(0)
    expect((await other.all()).map((j) => `${j.kind}:${j.inquiryId}`)).toEqual(['released:k-1'])
  })
})

describe.each(['file', 'redis'] as const)('the judgements kept in %s by two processes', (kind) => {
  const clients: Redis[] = []
  /** A store as a process opens it (a second server on the folder, the operator's CLI). */
  const open = () => {
    if (kind === 'file') return fileJudgements(dir, 100)
    const client = new Redis(redis.url)
    clients.push(client)
    return redisJudgements(client, 100)
  }
  afterAll(async () => {
    for (const client of clients) await client.quit()
  })

  it('when two processes report at the same moment, then neither report is lost', async () => {
    const [first, second] = [open(), open()]
    const ids = Array.from({ length: 16 }, (_, n) => `race-${n}`)
    await Promise.all(
      ids.map((id, n) =>
        (n % 2 ? first : second).add(judgementOf('reported', id, sender(`${id}@race.example`))),
      ),
    )
    const kept = (await open().all()).map((j) => j.inquiryId)
    expect(ids.filter((id) => !kept.includes(id))).toEqual([])
  })
})
