import type { Motif } from '../motif'

/** AI and machine learning: three layers of a network, one path through it lit. */
export const aimlMotif: Motif = {
  name: 'aiml',
  layers: [
    [
      'faint',
      'M50 44 120 32M50 44 120 80M50 44 120 128M50 80 120 80M50 80 120 128M50 116 120 32M50 116 120 80M50 116 120 128M120 80 190 56M120 32 190 104M120 80 190 104M120 128 190 56M120 128 190 104',
    ],
    ['sunline', 'M50 80 120 32 190 56'],
    [
      'panel',
      'M43 44a7 7 0 1 0 14 0 7 7 0 1 0-14 0M43 116a7 7 0 1 0 14 0 7 7 0 1 0-14 0M113 80a7 7 0 1 0 14 0 7 7 0 1 0-14 0M113 128a7 7 0 1 0 14 0 7 7 0 1 0-14 0M183 104a7 7 0 1 0 14 0 7 7 0 1 0-14 0',
    ],
    [
      'sun',
      'M42 80a8 8 0 1 0 16 0 8 8 0 1 0-16 0M112 32a8 8 0 1 0 16 0 8 8 0 1 0-16 0M182 56a8 8 0 1 0 16 0 8 8 0 1 0-16 0',
    ],
  ],
}
