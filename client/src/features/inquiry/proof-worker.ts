/**
 * The proof of work's solver, off the main thread: altcha-lib's worker handler over the
 * browser's PBKDF2 (WebCrypto), the algorithm the server signs (server/src/inquiry/proof.ts).
 */
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2'
import { handler } from 'altcha-lib/workers/shared'

handler({ deriveKey })
