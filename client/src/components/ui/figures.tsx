import { figurePattern } from '@inlet/shared/figures'
import type { ReactNode } from 'react'

/**
 * Copy with its prices, ranges and counts ("$15K–$30K", "150+ countries") each kept on one
 * line: the copy stays plain text in the content files, and this is where it is drawn. A figure
 * is a box of its own (inline-block): it moves whole to the next line, and only one wider than
 * the whole line (text at 200 % on a phone) wraps inside, rather than push the page sideways.
 */
export function Figures({ text }: { text: string }) {
  const parts: ReactNode[] = []
  let from = 0
  for (const { 0: figure, index } of text.matchAll(figurePattern)) {
    parts.push(
      text.slice(from, index),
      <span key={index} className="inline-block" data-figure="">
        {figure}
      </span>,
    )
    from = index + figure.length
  }
  parts.push(text.slice(from))
  return parts
}
