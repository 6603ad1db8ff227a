import type { Motif } from '../motif'

/** The legal pages: a shield between the ruled lines of a document. */
export const legalMotif: Motif = {
  name: 'legal',
  layers: [
    ['faint', 'M20 52h44M20 68h36M20 84h44M20 100h28M176 52h44M184 68h36M176 84h44M192 100h28'],
    ['panel', 'M120 22l46 16v36c0 32-20 52-46 62-26-10-46-30-46-62V38z'],
    ['sunline', 'M102 78l12 12 26-28'],
  ],
}
