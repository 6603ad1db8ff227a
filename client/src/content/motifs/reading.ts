import type { Motif } from '../motif'

/** The blog and resources: an open book, a bookmark at the page being read. */
export const readingMotif: Motif = {
  name: 'reading',
  layers: [
    ['faint', 'M36 144c30-8 62-6 84 4 22-10 54-12 84-4'],
    [
      'panel',
      'M120 44c-22-10-50-12-78-6v94c28-6 56-4 78 6zm0 0c22-10 50-12 78-6v94c-28-6-56-4-78 6z',
    ],
    [
      'faint',
      'M54 58c18-3 36-2 54 3m-54 13c18-3 36-2 54 3m-54 13c18-3 36-2 54 3m-54 13c18-3 36-2 54 3M132 61c18-5 36-6 54-3m-54 13c18-5 36-6 54-3m-54 13c18-5 36-6 54-3',
    ],
    ['sun', 'M168 36v44l7-7 7 7V36z'],
  ],
}
