/** Title Case as the site writes headings (docs/decisions/008-copy-conventions-enforced-by-tests.md). */

/** Words a Title Case heading keeps lower case, unless first, last or after a colon. */
const SMALL_WORDS = new Set([
  'a',
  'an',
  'the',
  'and',
  'or',
  'for',
  'to',
  'of',
  'in',
  'on',
  'at',
  'by',
  'vs',
  'vs.',
  'with',
  'as',
  'but',
  'nor',
])

/** The words of a heading that break Title Case (hyphenated words are judged by their first part). */
export function titleCaseProblems(heading: string): string[] {
  const words = heading.split(/\s+/).filter(Boolean)
  return words.filter((word, index) => {
    const head = word.replace(/^[^\p{L}\d]+/u, '').split(/[^\p{L}\d.]/u)[0] ?? ''
    if (!/^\p{L}/u.test(head) || /\.[a-z]/.test(head)) return false // numbers, $, domain names
    const opensPhrase = index === 0 || /[:—?!]$/.test(words[index - 1] ?? '')
    const last = index === words.length - 1
    if (SMALL_WORDS.has(head.toLowerCase()) && !opensPhrase && !last) {
      return head !== head.toLowerCase()
    }
    return head.charAt(0) !== head.charAt(0).toUpperCase()
  })
}
