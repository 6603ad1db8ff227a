/**
 * Every value the repository assigns to a secret's name, for the checks that production refuses
 * each (scripts/repository-secrets.test.ts, tests/stack/compose.test.ts; docs/decisions/062).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { repoFiles, repoRoot } from './repo-files.ts'

/**
 * A name that holds a secret: the server's settings and the names code gives them
 * (`LINK_SECRET`, `TOKEN`, `proofSecret`…).
 */
const NAME = '[A-Za-z_]*(?:SECRET|TOKEN|Secret|Token)[A-Za-z_]*'
/** The value after it: `NAME=v`, `NAME: v`, `NAME = 'v'`, `${NAME:-v}`, in quotes or not. */
const ASSIGNED = new RegExp(
  // A lookahead: `NAME: ${NAME:-v}` is read twice, and the inner default is the value.
  String.raw`\b${NAME}\b(?=\s*(?:=|:-?|\?\?)\s*(['"\x60]?)([^\s'"\x60,;)}]{8,})\1)`,
  'g',
)

/** Files whose text is read: not binaries, the lockfile or generated data. */
const TEXT =
  /\.(?:ts|tsx|mts|mjs|js|json|md|ya?ml|conf|sh|env|example|txt|html)$|(?:^|\/)(?:Dockerfile|\.env\.example)$/

/** Value → the first file that holds it; `paths` narrows the files (git pathspecs). */
export function repositorySecrets(...paths: string[]): Map<string, string> {
  const found = new Map<string, string>()
  for (const path of repoFiles(...paths)) {
    if (!TEXT.test(path) || path === 'package-lock.json') continue
    const text = readFileSync(join(repoRoot, path), 'utf8')
    for (const match of text.matchAll(ASSIGNED)) {
      const value = match[2] ?? ''
      // Code, not a value: a call, a reference or an interpolation.
      if (/^(?:process\.|config\.|z\.|\$\{|await\b|new\b)|\($/.test(value)) continue
      if (!found.has(value)) found.set(value, path)
    }
  }
  return found
}
