import type { Motif } from '../motif'

/** About: a compass rose, north in the sun's color. */
export const aboutMotif: Motif = {
  name: 'about',
  layers: [
    ['faint', 'M62 80a58 58 0 1 0 116 0 58 58 0 1 0-116 0M86 46l68 68M154 46l-68 68'],
    ['trail', 'M74 80a46 46 0 1 0 92 0 46 46 0 1 0-92 0'],
    ['foam', 'M172 80 120 71v18zM68 80l52-9v18z'],
    ['sand', 'M120 132l9-52h-18z'],
    ['sun', 'M120 28l9 52h-18z'],
    ['hole', 'M120 80h.01'],
  ],
}
