/**
 * `npm run send-inquiry [-- <url>]`: sends one sample inquiry as the site's form does, to the
 * server at <url> (default http://localhost:3000): a challenge from GET /api/challenge, solved,
 * and posted with the inquiry in `altcha` (docs/api.md). Both emails then arrive in the inbox.
 */

import { withProof } from '@inlet/server/proof-solver'
import { IDEMPOTENCY_KEY_HEADER, INQUIRY_ENDPOINT } from '@inlet/shared/inquiry-api'

const base = process.argv[2] ?? 'http://localhost:3000'
const inquiry = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Analytical Engines',
  message: 'We are building a calculating machine and would like to talk about funding.',
  context: 'funding',
}
const response = await fetch(new URL(INQUIRY_ENDPOINT, base), {
  method: 'POST',
  headers: { 'Content-Type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: crypto.randomUUID() },
  body: JSON.stringify(await withProof(base, inquiry)),
})
console.log(response.status, await response.text())
if (response.status !== 202) process.exitCode = 1
