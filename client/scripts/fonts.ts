/**
 * Build step 0: the display face the pages and the social cards share (docs/decisions/031).
 * Gelasio, drawn on Georgia's metrics, from @fontsource/gelasio: its latin woff2 files cut down
 * to the characters below by subset-font (HarfBuzz) and written to src/fonts/, where the
 * stylesheet's @font-face rules find them and Vite hashes them into /assets/.
 * Run as a script (`node scripts/fonts.ts`) before `vite` and `vite build`.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import subsetFont from 'subset-font'

export const DISPLAY_FAMILY = 'Gelasio'
/** 700 for every heading; 400 for the home page's quote, fetched when it is drawn. */
export const DISPLAY_WEIGHTS = [400, 700] as const

/**
 * The characters the subset keeps: printable ASCII, a few Latin-1 signs (no-break space, ©, ·,
 * ×, é) and the typographic punctuation the copy uses (curly quotes, dashes, ellipsis, bullet,
 * €, ™). All of Latin-1 would add 3.7 kB per weight that no heading uses; a heading with a
 * character outside this list fails the build instead (html.ts, checkDisplayText): add it here.
 */
const RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x20, 0x7e],
  [0xa0, 0xa0],
  [0xa9, 0xa9],
  [0xb7, 0xb7],
  [0xd7, 0xd7],
  [0xe9, 0xe9],
  [0x2013, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
]
export const SUBSET_TEXT = RANGES.map(([from, to]) =>
  String.fromCodePoint(...Array.from({ length: to - from + 1 }, (_, i) => from + i)),
).join('')

const require = createRequire(import.meta.url)

/** One of @fontsource/gelasio's latin files: 'woff2' for the pages, 'woff' for satori. */
export function fontsourceFile(weight: number, format: 'woff' | 'woff2'): Buffer {
  return readFileSync(
    require.resolve(`@fontsource/gelasio/files/gelasio-latin-${weight}-normal.${format}`),
  )
}

/** The file name src/styles.css refers to for a weight. */
export const subsetFileName = (weight: number) => `gelasio-${weight}.woff2`

export async function writeSubsets(
  outDir: string,
): Promise<Array<{ file: string; bytes: number }>> {
  mkdirSync(outDir, { recursive: true })
  return Promise.all(
    DISPLAY_WEIGHTS.map(async (weight) => {
      const subset = await subsetFont(fontsourceFile(weight, 'woff2'), SUBSET_TEXT, {
        targetFormat: 'woff2',
      })
      const file = join(outDir, subsetFileName(weight))
      writeFileSync(file, subset)
      return { file: subsetFileName(weight), bytes: subset.length }
    }),
  )
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const written = await writeSubsets(fileURLToPath(new URL('../src/fonts', import.meta.url)))
  console.log(`fonts: ${written.map(({ file, bytes }) => `${file} ${bytes} B`).join(', ')}`)
}
