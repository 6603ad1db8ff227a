import type { InquiryInput } from '@inlet/shared/inquiry'
import { PROOF_FIELD } from '@inlet/shared/inquiry-fields'
import { QueryClient, useMutation } from '@tanstack/react-query'
import {
  type ChangeEvent,
  type FocusEvent,
  type FormEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react'
import { toast, toastStore } from '../../components/ui/toast'
import { offlineNotice, sendInquiry } from './api'
import { useSendFailure } from './send-failure'

/** The form's lazy half: the shared rules (zod), the typo hint, the summary and failure notice. */
export const loadLazyHalf = () => import('./lazy-half')
export type LazyHalf = Awaited<ReturnType<typeof loadLazyHalf>>

/** Said when the lazy half cannot load while the browser is online. */
const notLoaded = {
  title: 'Error',
  description: 'The form could not load. Please check your connection and try again.',
} as const

type Update<V> = (
  field: keyof V & string,
) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void

interface SubmissionOptions<V extends Record<string, string>> {
  /** Prefix of the fields' ids (`<form>-<field>`) and of the form's toast keys. */
  form: string
  initial: V
  toPayload: (values: V) => InquiryInput
  /** After the 202: the inquiry is stored. */
  onAccepted: (values: V) => void
  /**
   * The form stays on its page after the 202 (the home form), so its button comes back for a
   * next message. Otherwise it is still "sending" while the next page loads, so a second click
   * cannot send again.
   */
  stays?: boolean
}

/** What the form holds, and its revision: it counts the changes, so a resend can be told apart. */
interface Draft<V> {
  values: V
  revision: number
}

/** One post: the payload, its Idempotency-Key, its proof of work, and the draft it was made from. */
interface Post<V> {
  payload: InquiryInput
  key: string
  /** Solving in a worker; a resend under the same key sends the same proof. */
  proof: Promise<string | undefined>
  values: V
  revision: number
}

/** How long a send waits for the proof before it goes without (the server then decides). */
const PROOF_WAIT_MS = 10_000

/** The proof once solved, or none after `PROOF_WAIT_MS`. */
async function proofField(proof: Promise<string | undefined>) {
  let timer: number | undefined
  const late = new Promise<undefined>((resolve) => {
    timer = window.setTimeout(resolve, PROOF_WAIT_MS)
  })
  const altcha = await Promise.race([proof, late])
  clearTimeout(timer)
  return altcha ? { [PROOF_FIELD]: altcha } : {}
}

/**
 * One inquiry form's state, shared by /contact and the home form: values, errors marked per
 * field after a submit (each goes away as soon as its field is fixed), the email typo hint, and
 * the post, a react-query mutation: its pending, error and success states are the form's
 * "sending", failure and "sent". One Idempotency-Key per distinct content, kept in the
 * mutation's variables: "Try again" resends under the same key, a changed field gets a new one.
 * The hook returns state; the form draws it (`submission-feedback.tsx`: what comes with the
 * lazy half).
 */
export function useInquirySubmission<V extends Record<string, string>>(
  options: SubmissionOptions<V>,
) {
  const { form, stays = false } = options
  const [draft, setDraft] = useState<Draft<V>>({ values: options.initial, revision: 0 })
  // A new list at each submit with errors: the summary takes focus when it changes.
  const [flagged, setFlagged] = useState<readonly string[]>([])
  const [emailHint, setEmailHint] = useState<string>()
  const [lazyHalf, setLazyHalf] = useState<LazyHalf>()
  // One client per form: the mutation loads with the form, no provider in the app shell.
  const [queryClient] = useState(() => new QueryClient())
  // The proof of work for the next post, solving since the founder first focused a field (or a
  // draft came back): the server times the typing from its challenge (docs/decisions/047).
  // Written only by event handlers.
  const proof = useRef<Promise<string | undefined>>(undefined)
  const fieldId = (field: string) => `${form}-${field}`
  const failedKey = `${form}-failed`

  const post = useMutation(
    {
      mutationFn: async ({ payload, key, proof }: Post<V>) =>
        sendInquiry({ ...payload, ...(await proofField(proof)) }, key),
      // Offline is a failure to report ("You’re offline"), not a reason to wait in silence.
      networkMode: 'always',
      onSuccess: (_accepted, { values }) => options.onAccepted(values),
      // The notice beside the button says it, and takes focus: no toast repeats it (issue 42).
      onError: (error) => console.error('Inquiry could not be sent', error),
    },
    queryClient,
  )
  const { failure, waiting } = useSendFailure(post.error, post.variables?.payload)

  /** Changes the values: a new revision, so the next post goes under a new Idempotency-Key. */
  const setValues = useCallback((next: V | ((current: V) => V)) => {
    setDraft((current) => {
      const values = typeof next === 'function' ? next(current.values) : next
      return values === current.values ? current : { values, revision: current.revision + 1 }
    })
  }, [])

  const load = () =>
    loadLazyHalf().then((half) => {
      setLazyHalf(half)
      return half
    })

  /** Starts solving a proof for the next post, unless one is under way or ready. */
  const startProof = () => {
    proof.current ??= load().then(
      (half) => half.solveProof(),
      () => undefined, // the submit loads again and says why
    )
  }

  /** The proof for this post; the next post gets a new one (each counts once). */
  const takeProof = () => {
    startProof()
    const taken = proof.current as Promise<string | undefined>
    proof.current = undefined
    return taken
  }

  // A toast about this form (its code could not load) does not outlive it.
  useEffect(() => () => toastStore.dismissKey(failedKey), [failedKey])

  const update: Update<V> = (field) => (event) => {
    startProof()
    if (field === 'email') setEmailHint(undefined)
    if (stays && post.isSuccess) post.reset() // a new message: "sent" is no longer news
    const { value } = event.target
    setValues((current) => ({ ...current, [field]: value }))
  }

  /** Puts back a kept draft, and starts the proof: the typing time counts from now. */
  const restore = useCallback(
    (kept: Partial<V>) => {
      proof.current ??= loadLazyHalf().then(
        (half) => half.solveProof(),
        () => undefined,
      )
      setValues((current) => ({ ...current, ...kept }))
    },
    [setValues],
  )

  const checkEmail = (event: FocusEvent<HTMLInputElement>) => {
    const typed = event.target.value
    // A hint is optional: if its code cannot load, the submit reports why.
    load().then((half) => setEmailHint(half.suggestEmail(typed)), ignore)
  }

  const acceptEmailHint = () => {
    if (!emailHint) return
    setValues((current) => ({ ...current, email: emailHint }))
    setEmailHint(undefined)
  }

  const sending = post.isPending || (post.isSuccess && !stays)

  const submit = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault()
    if (sending || waiting) return // a double click sends one inquiry; a 429 said when
    // The same content as the last post (a "Try again"): the same key, so it cannot send twice.
    const last = post.variables
    post.reset()
    toastStore.dismissKey(failedKey)
    let rules: LazyHalf
    try {
      rules = lazyHalf ?? (await load())
    } catch (error) {
      // Without the lazy half only the toast can say it (the notice with "Try again" is in it).
      console.error('Inquiry could not be sent', error)
      const notice = navigator.onLine ? notLoaded : offlineNotice
      toast({ key: failedKey, persistent: true, variant: 'destructive', ...notice })
      return
    }
    const { values, revision } = draft
    const payload = options.toPayload(values)
    const result = rules.parseInquiry(payload)
    // The error summary says it, and takes focus: no toast repeats it (docs/decisions/025).
    setFlagged(result.ok ? [] : Object.keys(result.errors))
    if (!result.ok) return
    const again = last?.revision === revision
    const [key, sent] = again ? [last.key, last.proof] : [crypto.randomUUID(), takeProof()]
    post.mutate({ payload, key, proof: sent, values, revision })
  }

  return {
    values: draft.values,
    setValues,
    restore,
    update,
    /** The errors shown: those of the fields the last submit flagged, as they stand now. */
    errors: flaggedErrors(lazyHalf, flagged, () => options.toPayload(draft.values)),
    flagged,
    submit,
    sending,
    /** The 202 came back and the founder has not started another message (forms that stay). */
    sent: post.isSuccess,
    failure,
    waiting,
    emailHint,
    checkEmail,
    acceptEmailHint,
    /**
     * On the visitor's first touch: loads the lazy half ahead of the first submit, and starts
     * the proof of work.
     */
    prepare: startProof,
    /** The lazy half once loaded: what the form draws after a submit or a hint comes with it. */
    lazyHalf,
    fieldId,
  }
}

export type InquirySubmission = ReturnType<typeof useInquirySubmission>

function flaggedErrors(
  rules: LazyHalf | undefined,
  flagged: readonly string[],
  payload: () => InquiryInput,
): Partial<Record<string, string>> {
  if (!rules || flagged.length === 0) return {}
  const result = rules.parseInquiry(payload())
  const now: Partial<Record<string, string>> = result.ok ? {} : result.errors
  return Object.fromEntries(flagged.flatMap((field) => (now[field] ? [[field, now[field]]] : [])))
}

/** A load ahead of time may fail quietly: the submit loads again and says what went wrong. */
const ignore = () => {}
