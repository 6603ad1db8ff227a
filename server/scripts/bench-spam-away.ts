/**
 * bench:spam's founders who take their time (bench/spam-corpus/founders-away.json, docs/decisions/061):
 * of kind `away`, sent 31 minutes to a day after the first touch with the renewed proof, which
 * keeps its issue time; of kind `challenge-failed`, on the JSON API without a proof, saying so.
 */
export const AWAY_ARRIVALS = ['away, challenge renewed', 'challenge failed, said so'] as const

/** How a founder of this corpus arrives, as bench-spam.ts's arrivalOf says it; other kinds: none. */
export function awayArrival(kind: string, formOpenMs: number | undefined) {
  if (kind === 'away') return { arrival: AWAY_ARRIVALS[0], door: 'json', typedMs: formOpenMs }
  if (kind === 'challenge-failed') {
    return { arrival: AWAY_ARRIVALS[1], door: 'json', typedMs: undefined, unavailable: true }
  }
  return undefined
}
