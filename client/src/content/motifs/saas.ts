import type { Motif } from '../motif'

/** SaaS: a platform's layers stacked, the top one carrying the product. */
export const saasMotif: Motif = {
  name: 'saas',
  layers: [
    ['trail', 'M20 84a100 40 0 1 0 200 0 100 40 0 1 0-200 0'],
    ['tide', 'M120 76l76 30-76 30-76-30z'],
    ['panel', 'M120 54l76 30-76 30-76-30z'],
    ['panel', 'M120 32l76 30-76 30-76-30z'],
    ['sunline', 'M120 44l46 18-46 18-46-18z'],
    ['sun', 'M114 62a6 6 0 1 0 12 0 6 6 0 1 0-12 0'],
  ],
}
