import type { Motif } from '../motif'

/** The thank-you page: the letter has arrived, sealed in the sun's color. */
export const receivedMotif: Motif = {
  name: 'received',
  layers: [
    ['trail', 'M14 118c6-40 30-70 56-62'],
    ['dots', 'M28 30h.01M214 36h.01M222 118h.01'],
    ['line', 'M70 66l60-40 60 40'],
    ['sand', 'M86 38h88v58H86z'],
    ['panel', 'M70 66l60 42 60-42v74H70z'],
    ['faint', 'M70 140l44-40M190 140l-44-40'],
    ['sun', 'M121 108a9 9 0 1 0 18 0 9 9 0 1 0-18 0'],
  ],
}
