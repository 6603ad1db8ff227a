import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const biome = join(root, 'node_modules/.bin/biome')

/**
 * Lints a small tree of files (path → text) with the repository's own biome.json and the real
 * Biome, for the fixture tests of the import rules (client/scripts/lint-layers.test.ts,
 * server/scripts/lint-tiers.test.ts): Biome's exit status and each diagnostic as
 * "path category", sorted.
 */
export function lintFixture(files: Record<string, string>): {
  status: number | null
  found: string[]
} {
  const dir = mkdtempSync(join(tmpdir(), 'inlet-lint-fixture-'))
  try {
    const { $schema: _, ...config } = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'))
    writeFileSync(join(dir, 'biome.json'), JSON.stringify({ ...config, vcs: { enabled: false } }))
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true })
      writeFileSync(join(dir, path), text)
    }
    const run = spawnSync(biome, ['lint', '--reporter=json', '--max-diagnostics=none', '.'], {
      cwd: dir,
      encoding: 'utf8',
    })
    const report: { diagnostics: { category: string; location: { path: string } }[] } = JSON.parse(
      run.stdout,
    )
    const found = report.diagnostics.map((d) => `${d.location.path} ${d.category}`).sort()
    return { status: run.status, found }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
