import type { Motif } from '../motif'

/** Intellectual property: a granted seal with its ribbons, on a draughtsman's grid. */
export const ipMotif: Motif = {
  name: 'ip',
  layers: [
    ['faint', 'M40 16v128M80 16v128M160 16v128M200 16v128M24 40h192M24 112h192'],
    ['tide', 'M98 104 86 148l14-8 8 14 10-38zM142 104l12 44-14-8-8 14-10-38z'],
    ['ticks', 'M76 72a44 44 0 1 0 88 0 44 44 0 1 0-88 0'],
    ['panel', 'M88 72a32 32 0 1 0 64 0 32 32 0 1 0-64 0'],
    ['sunline', 'M106 72l10 10 20-22'],
  ],
}
