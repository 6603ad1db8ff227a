import type { Motif } from '../motif'

/** Partnerships: three circles that overlap, and what they share at the center. */
export const partnershipsMotif: Motif = {
  name: 'partnerships',
  layers: [
    ['dots', 'M28 36h.01M212 28h.01M206 134h.01M36 128h.01M120 10h.01'],
    ['line', 'M62 70a38 38 0 1 0 76 0 38 38 0 1 0-76 0M82 110a38 38 0 1 0 76 0 38 38 0 1 0-76 0'],
    ['sunline', 'M102 70a38 38 0 1 0 76 0 38 38 0 1 0-76 0'],
    ['sun', 'M114 86a6 6 0 1 0 12 0 6 6 0 1 0-12 0'],
  ],
}
