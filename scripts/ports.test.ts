/**
 * No port is picked, released and handed on (issue 49): a number read from a listener that is
 * then closed can be bound by another test file before it is used, which then receives this
 * test's mail or answers its Redis. Servers bind port 0 and report the port they got; an address
 * that must stay down, or outlive a restart, is a held port (server/src/test/held-port.ts).
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { repoFiles, repoRoot } from './repo-files.ts'

/** Each shape, with why it is refused. */
const REFUSED: Array<[RegExp, string]> = [
  [
    /\bfreePorts?\b/,
    'a free-port helper: bind port 0 and read the port, or hold one (held-port.ts)',
  ],
  [
    /close\(\s*\(\)\s*=>\s*resolve\(\s*port\s*\)/,
    'a listener closed to hand its port on: keep it open, or hold the port (held-port.ts)',
  ],
  [
    /const \{ port \} = \w+\s*\n\s*await \w+\.stop\(\)/,
    'a server stopped to hand its port on: keep it open, or hold the port (held-port.ts)',
  ],
]

/** Where a refused shape stands in `text`, as "path:line: why". */
function refusedIn(path: string, text: string): string[] {
  return REFUSED.flatMap(([shape, why]) => {
    const match = shape.exec(text)
    if (!match) return []
    const line = text.slice(0, match.index).split('\n').length
    return [`${path}:${line}: ${why}`]
  })
}

describe('ports in the tests and scripts', () => {
  it('when a file picks a port, releases it and hands the number on, then this fails and says where', () => {
    expect(
      refusedIn(
        'a.ts',
        `server.listen(0, () => {\n  const { port } = server.address()\n  server.close(() => resolve(port))\n})`,
      ),
    ).toEqual([
      'a.ts:3: a listener closed to hand its port on: keep it open, or hold the port (held-port.ts)',
    ])
    expect(refusedIn('b.ts', 'const port = await freePort()')).toHaveLength(1)
    expect(
      refusedIn(
        'c.ts',
        'const sink = await new SmtpSink().start()\nconst { port } = sink\nawait sink.stop()',
      ),
    ).toHaveLength(1)
    expect(refusedIn('d.ts', 'const held = await HeldPort.open()')).toEqual([])
  })

  it('then no TypeScript file of the repository does', () => {
    const files = repoFiles('*.ts', '*.tsx').filter((path) => path !== 'scripts/ports.test.ts')
    expect(files.length).toBeGreaterThan(100)
    expect(
      files.flatMap((path) => refusedIn(path, readFileSync(`${repoRoot}${path}`, 'utf8'))),
    ).toEqual([])
  })
})
