/**
 * `node server/scripts/import-graph.ts [checkout]`: the import graph of server/src's sources (tests
 * and test/ left out) in figures: files, imports, levels (the longest chain of imports, a file
 * that imports nothing of ours being level 1), cycles, the imports between folders and the
 * folders that import each other, and the largest files; then the same at the top of server/src,
 * each folder one node: their imports, floors and the imports in a loop between them. `checkout` defaults to this one; give
 * another (a `git worktree add` of an older commit) to compare. The figures of
 * docs/measurements/054-server-tiers.md come from it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, normalize, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const checkout = process.argv[2] ?? fileURLToPath(new URL('../..', import.meta.url))
const base = join(checkout, 'server/src')

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? walk(path) : [path]
  })
const files = walk(base)
  .map((path) => relative(base, path))
  .filter(
    (file) => /\.ts$/.test(file) && !/\.(test|d)\.ts$/.test(file) && !file.startsWith('test/'),
  )
const text = new Map(files.map((file) => [file, readFileSync(join(base, file), 'utf8')]))

/** Every relative import of a file (type-only ones too) that names another source file. */
const SPECIFIER = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)'(\.{1,2}\/[^']+)'/g
const imports = new Map(
  files.map((file) => [
    file,
    new Set(
      [...(text.get(file) ?? '').matchAll(SPECIFIER)]
        .map(([, specifier = '']) => normalize(join(dirname(file), specifier)))
        .filter((target) => text.has(target)),
    ),
  ]),
)

/** A file's folder under server/src, two deep for queue/ (a backend each); top-level files: "(top)". */
const folderOf = (file: string) =>
  file.startsWith('queue/') && file.split('/').length > 2
    ? file.split('/').slice(0, 2).join('/')
    : file.includes('/')
      ? (file.split('/')[0] ?? file)
      : '(top)'

const levels = new Map<string, number>()
const visiting = new Set<string>()
let cycles = 0
function levelOf(file: string): number {
  const known = levels.get(file)
  if (known !== undefined) return known
  if (visiting.has(file)) {
    cycles++
    return 0
  }
  visiting.add(file)
  let level = 1
  for (const target of imports.get(file) ?? []) level = Math.max(level, 1 + levelOf(target))
  visiting.delete(file)
  levels.set(file, level)
  return level
}
for (const file of files) levelOf(file)

const between = new Map<string, number>()
for (const [file, targets] of imports) {
  for (const target of targets) {
    const [from, to] = [folderOf(file), folderOf(target)]
    if (from !== to) between.set(`${from} -> ${to}`, (between.get(`${from} -> ${to}`) ?? 0) + 1)
  }
}
const mutual = [...between.keys()]
  .map((pair) => pair.split(' -> '))
  .filter(([from = '', to = '']) => from < to && between.has(`${to} -> ${from}`))
  .map(([from, to]) => `${from} <-> ${to}`)
const lines = (file: string) => (text.get(file)?.match(/\n/g) ?? []).length
const largest = [...files].sort((a, b) => lines(b) - lines(a))
const deepest = Math.max(...levels.values())
const chain = [largest.find((file) => levels.get(file) === deepest) ?? '']
for (let file = chain[0]; file; ) {
  const next = (levels.get(file) ?? 0) - 1
  file = [...(imports.get(file) ?? [])].find((target) => levels.get(target) === next)
  if (file) chain.push(file)
}
const count = [...imports.values()].reduce((sum, targets) => sum + targets.size, 0)

console.log(
  `server/src: ${files.length} files, ${count} imports, ${deepest} levels, ${cycles} cycles`,
)
console.log(`a longest chain: ${chain.join(' -> ')}`)
console.log('imports between folders:')
for (const [pair, n] of [...between].sort()) console.log(`  ${pair}: ${n}`)
console.log(`folders importing each other: ${mutual.length ? mutual.join(', ') : 'none'}`)
console.log(
  `largest: ${largest
    .slice(0, 5)
    .map((file) => `${file} ${lines(file)}`)
    .join(', ')}`,
)
const over = largest.filter((file) => lines(file) > 350)
console.log(
  `over 350 lines: ${over.length ? over.map((f) => `${f} ${lines(f)}`).join(', ') : 'none'}`,
)

// server/src's top, each folder one node: a node's floor is above all it imports, but for the
// nodes it is in a loop with (nodes that import each other, through others or straight).
const roomOf = (file: string) => (file.includes('/') ? `${file.split('/')[0]}/` : file)
const rooms = new Map<string, Set<string>>()
for (const [file, targets] of imports) {
  const room = roomOf(file)
  const out = rooms.get(room) ?? new Set<string>()
  for (const target of targets) if (roomOf(target) !== room) out.add(roomOf(target))
  rooms.set(room, out)
}
function reaches(from: string, to: string, seen = new Set<string>()): boolean {
  if (from === to) return true
  seen.add(from)
  return [...(rooms.get(from) ?? [])].some((next) => !seen.has(next) && reaches(next, to, seen))
}
const inLoops = [...rooms].flatMap(([room, targets]) =>
  [...targets].filter((target) => reaches(target, room)).map((target) => `${room} -> ${target}`),
)
const floors = new Map<string, number>()
const floorOf = (room: string): number => {
  const known = floors.get(room)
  if (known !== undefined) return known
  floors.set(room, 1) // a loop's nodes: counted once
  let floor = 1
  for (const target of rooms.get(room) ?? []) {
    if (!reaches(target, room)) floor = Math.max(floor, 1 + floorOf(target))
  }
  floors.set(room, floor)
  return floor
}
for (const room of rooms.keys()) floorOf(room)
const roomArrows = [...rooms.values()].reduce((sum, targets) => sum + targets.size, 0)
console.log(
  `top of server/src: ${rooms.size} nodes, ${roomArrows} imports between them, ${Math.max(...floors.values())} floors, ${inLoops.length} in a loop${inLoops.length ? ` (${inLoops.join(', ')})` : ''}`,
)
