/**
 * Look-alike letters from other scripts that spam swaps in for Latin ones. Only for comparing
 * texts: a Russian message folded this way still compares equal to itself.
 */
const LOOK_ALIKES: Record<string, string> = {
  а: 'a',
  в: 'b',
  е: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  ԁ: 'd',
  ɡ: 'g',
  α: 'a',
  ο: 'o',
  ι: 'i',
  ν: 'v',
  ρ: 'p',
}

/**
 * The same text however it is cased, spaced or punctuated: compatibility forms folded (NFKC:
 * full-width letters), format characters (zero-width spaces and joiners, BOM, bidi controls)
 * and accents removed, look-alike letters mapped to Latin, and every run of anything but
 * letters and digits made one space.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\p{Cf}\p{Mn}]/gu, '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\s]/gu, (char) => LOOK_ALIKES[char] ?? char)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}
