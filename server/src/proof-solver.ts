/**
 * Sends as the site's form does, for a client without a browser (the tests, the benches,
 * `npm run send-inquiry`): a challenge from the server's `GET /api/challenge`, solved with the
 * same library the form's worker runs, packed as ALTCHA's widget packs it (docs/decisions/047).
 */
import { CHALLENGE_ENDPOINT } from '@inlet/shared/inquiry-api'
import { type Challenge, solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'

/** The `altcha` field for `challenge`: solved, and packed as ALTCHA's widget packs it. */
export async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('the proof of work was not solved in time')
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

/** The `altcha` field for one inquiry to the server at `baseUrl`. */
export async function solveProof(baseUrl: string, headers: Record<string, string> = {}) {
  const response = await fetch(new URL(CHALLENGE_ENDPOINT, baseUrl), { headers })
  if (!response.ok) throw new Error(`GET ${CHALLENGE_ENDPOINT}: ${response.status}`)
  return solve((await response.json()) as Challenge)
}

/** `body` with a fresh proof in `altcha`, as the form posts it. */
export async function withProof<T extends object>(
  baseUrl: string,
  body: T,
  headers?: Record<string, string>,
): Promise<T & { altcha: string }> {
  return { ...body, altcha: await solveProof(baseUrl, headers) }
}
