import type { InquiryInput } from '@inlet/shared/inquiry'
import {
  type ApiErrorBody,
  IDEMPOTENCY_KEY_HEADER,
  INQUIRY_ENDPOINT,
  type InquiryAccepted,
} from '@inlet/shared/inquiry-api'
import { useMutation } from '@tanstack/react-query'
import { retryAt } from './retry-after'
import { ApiError, OfflineError } from './send-failure'
import { type PostProof, proofParts } from './use-proof'

/** Posts an inquiry to our own origin. Resolves with the id once the server has stored it. */
export async function sendInquiry(
  payload: InquiryInput,
  idempotencyKey: string,
  headers: Record<string, string> = {},
): Promise<InquiryAccepted> {
  const response = await fetch(INQUIRY_ENDPOINT, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
      ...headers,
    },
    body: JSON.stringify(payload),
  }).catch((error: unknown) => {
    // Read when it fails: "Try again" later, back online, must not change what was said.
    throw navigator.onLine ? error : new OfflineError('Offline', { cause: error })
  })
  const body = (await response.json().catch(() => null)) as Partial<
    InquiryAccepted & ApiErrorBody
  > | null
  if (response.ok && body?.id) return { id: body.id }
  // Only our API's own messages are shown; anything else (a proxy page, no body) is not.
  const message = typeof body?.error?.message === 'string' ? body.error.message : ''
  const waits = response.status === 429 || response.status === 503
  throw new ApiError(message, response.status, waits ? retryAt(response.headers) : undefined)
}

/** One post: the payload, its Idempotency-Key and proof of work, and the draft it was made from. */
interface Post<V> {
  payload: InquiryInput
  key: string
  /** Solving in a worker; a resend under the same key sends it again, renewed when due. */
  proof: Promise<PostProof>
  values: V
  revision: number
}

/**
 * The post, a react-query mutation (docs/decisions/043): its pending, error and success states
 * are the form's "sending", failure and "sent". One Idempotency-Key per revision of the draft:
 * a post of the revision posted last ("Try again", Send pressed again) reuses its key and its
 * proof (renewed if it is due: docs/decisions/061), so it cannot send twice; a changed field gets
 * a new key and a new proof.
 */
export function useSendInquiry<V>(onAccepted: (values: V) => void) {
  const mutation = useMutation({
    mutationFn: async ({ payload, key, proof }: Post<V>) => {
      const { fields, headers } = proofParts(await proof)
      return sendInquiry({ ...payload, ...fields }, key, headers)
    },
    // Offline is a failure to report ("You’re offline"), not a reason to wait in silence.
    networkMode: 'always',
    onSuccess: (_accepted, { values }) => onAccepted(values),
    // The notice beside the button says it, and takes focus: no toast repeats it (issue 42).
    onError: (error) => console.error('Inquiry could not be sent', error),
  })
  /** A submit begins: the last outcome goes, and the post to make once the rules pass is returned. */
  const begin = () => {
    const last = mutation.variables
    mutation.reset()
    return (
      draft: Omit<Post<V>, 'key' | 'proof'>,
      takeProof: (reuse?: Post<V>['proof']) => Post<V>['proof'],
    ) =>
      mutation.mutate(
        last?.revision === draft.revision
          ? { ...draft, key: last.key, proof: takeProof(last.proof) }
          : { ...draft, key: crypto.randomUUID(), proof: takeProof() },
      )
  }
  return { ...mutation, begin }
}

export type SendInquiry<V> = ReturnType<typeof useSendInquiry<V>>
