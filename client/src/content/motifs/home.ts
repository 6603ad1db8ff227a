import type { Motif } from '../motif'

/** Home: the Jupiter Inlet lighthouse on its headland, its beam over the water. */
export const homeMotif: Motif = {
  name: 'home',
  layers: [
    ['faint', 'M150 53 34 30M150 53 34 76M150 53H26'],
    ['dots', 'M44 20h.01M92 12h.01M206 22h.01M222 70h.01'],
    ['tide', 'M112 128q50-22 116 0z'],
    ['sand', 'M153 120 157 62h10l4 58zM154 47l8-8 8 8z'],
    ['tide', 'M155 86h14l.6 9h-15.2z'],
    ['sun', 'M156 47h12v12h-12z'],
    ['line', 'M151 62h22M12 138q15-8 30 0t30 0 30 0 30 0 30 0 30 0 30 0'],
    ['faint', 'M30 150q15-6 30 0t30 0 30 0 30 0 30 0 30 0'],
  ],
}
