import { Fragment } from 'react'

/** Where a word of a camel-cased name starts (Le|Startup). */
export const WORD_STARTS = /(?<=\p{Ll})(?=\p{Lu})/u
/** After each dot and at-sign of a domain or an address (hello@|inletventures.|example). */
export const AFTER_DOTS = /(?<=[.@])/

/**
 * Text with a line-break opportunity (`<wbr>`) at each place `at` matches: a long name or
 * address wraps there, never inside a word (docs/decisions/033).
 */
export function Breakable({ text, at }: { text: string; at: RegExp }) {
  let offset = 0
  return text.split(at).map((part) => {
    const start = offset
    offset += part.length
    return start ? (
      <Fragment key={start}>
        <wbr />
        {part}
      </Fragment>
    ) : (
      part
    )
  })
}
