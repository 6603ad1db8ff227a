/**
 * How a motif's layer is painted: one of these, each in the site palette (`.motif` in
 * styles.css), so a motif cannot bring colors of its own.
 */
export type Paint =
  | 'line'
  | 'faint'
  | 'dots'
  | 'trail'
  | 'sunline'
  | 'sundots'
  | 'ticks'
  | 'sun'
  | 'sand'
  | 'foam'
  | 'tide'
  | 'panel'
  | 'hole'

/**
 * A section's hero drawing, as plain data: layers back to front, each one SVG path in one
 * paint, on a 240 × 160 board. A hero's copy names its motif (docs/decisions/032).
 */
export interface Motif {
  /** The section it belongs to (`data-motif` in the document). */
  name: string
  layers: ReadonlyArray<readonly [Paint, string]>
}
