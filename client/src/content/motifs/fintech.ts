import type { Motif } from '../motif'

/** Fintech: a ledger's columns rising, and the line they draw. */
export const fintechMotif: Motif = {
  name: 'fintech',
  layers: [
    ['faint', 'M24 140h192M24 104h192M24 68h192M24 32h192'],
    [
      'tide',
      'M31 140v-24h18v24zM71 140v-40h18v40zM111 140v-56h18v56zM151 140v-78h18v78zM191 140v-100h18v100z',
    ],
    ['sunline', 'M40 104 80 88 120 72 160 50 200 28'],
    ['sundots', 'M40 104h.01M80 88h.01M120 72h.01M160 50h.01M200 28h.01'],
  ],
}
