import type { Motif } from '../motif'

/** Contact: a paper plane on its way, the loop of its flight behind it. */
export const contactMotif: Motif = {
  name: 'contact',
  layers: [
    ['trail', 'M22 140c40-2 64-22 54-42-8-16-32-8-24 10 10 22 58 20 102-24'],
    ['sand', 'M218 28 138 58l36 14z'],
    ['foam', 'M218 28 174 72l16 36z'],
  ],
}
