import { HOME_CONTEXT } from '@inlet/shared/inquiry-fields'
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { toastStore } from '../../components/ui/toast'
import { useSendInquiry } from './api'
import { solveProof } from './proof'
import { InquiryQueries } from './queries'
import { useDraft } from './use-draft'
import { useEmailHint } from './use-email-hint'
import { useInquirySubmission } from './use-inquiry-submission'
import { useLazyHalf } from './use-lazy-half'
import { useProof } from './use-proof'

// The proof of work: a Web Worker's job in the browser (tests/e2e solves real ones); here its
// answer, so the tests see where it goes.
vi.mock('./proof', () => ({
  solveProof: vi.fn(async () => ({
    altcha: 'solved-proof',
    challenge: { parameters: {} },
    expiresInMs: 30 * 60_000,
  })),
}))

// The real useMutation, watched: the test reads the mutations in the client the provider gave.
vi.mock('@tanstack/react-query', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@tanstack/react-query')>()
  return { ...actual, useMutation: vi.fn(actual.useMutation) }
})

const founder = { name: 'Ana', email: 'ana@example.com', message: 'We have 40 paying teams.' }

/** The QueryClient the form's provider gave the last form opened. */
let provided: QueryClient | undefined

/** A form's parts, listed as the forms list them, with the home form's payload. */
function useForm(stays: boolean, onAccepted: (values: typeof founder) => void) {
  provided = useQueryClient()
  const draft = useDraft(founder)
  const lazy = useLazyHalf('test')
  const proof = useProof(lazy.load)
  const hint = useEmailHint(lazy.load, draft.setValues)
  const send = useSendInquiry(onAccepted)
  const form = useInquirySubmission({
    form: 'test',
    stays,
    toPayload: (values) => ({ ...values, context: HOME_CONTEXT }),
    parts: { draft, lazy, proof, hint, send },
  })
  return { ...form, prepare: proof.start }
}

function openForm(stays = true) {
  const onAccepted = vi.fn()
  const form = renderHook(() => useForm(stays, onAccepted), { wrapper: InquiryQueries })
  return { form, onAccepted }
}

/** The mutations of the QueryClient the form's provider gave it, oldest first. */
function mutations() {
  const client = provided as QueryClient
  return client
    .getMutationCache()
    .getAll()
    .map(({ state }) => ({
      status: state.status,
      key: (state.variables as { key: string } | undefined)?.key,
    }))
}

const accepted = () =>
  new Response(JSON.stringify({ id: 'k-1' }), {
    status: 202,
    headers: { 'Content-Type': 'application/json' },
  })

const sentKeys = (fetch: { mock: { calls: unknown[][] } }) =>
  fetch.mock.calls.map(([, init]) =>
    new Headers((init as RequestInit).headers).get('Idempotency-Key'),
  )

/** A change of one field, typed, as the browser reports it. */
const type = (
  form: ReturnType<typeof openForm>['form'],
  field: keyof typeof founder,
  value: string,
) =>
  act(() =>
    form.result.current.update(field)({
      target: { value },
      nativeEvent: new InputEvent('input', { inputType: 'insertText' }),
    } as unknown as Parameters<ReturnType<typeof form.result.current.update>>[0]),
  )

describe('useInquirySubmission', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    for (const item of toastStore.getSnapshot()) toastStore.dismiss(item.id)
  })

  it('when the inquiry is posted, then it goes through useMutation with the QueryClient of the form’s provider, and "sending" is the mutation’s pending state until the 202', async () => {
    let answer: (response: Response) => void = () => {}
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockReturnValue(new Promise((resolve) => (answer = resolve)))
    const { form, onAccepted } = openForm()
    expect(form.result.current.sending).toBe(false)

    await act(() => form.result.current.submit())
    await waitFor(() => expect(form.result.current.sending).toBe(true))
    expect(useMutation).toHaveBeenCalled()
    expect(vi.mocked(useMutation).mock.lastCall?.[1]).toBeUndefined() // no client of the hook's own
    expect(mutations()).toEqual([{ status: 'pending', key: expect.any(String) }])
    expect(fetch).toHaveBeenCalledOnce()

    await act(async () => answer(accepted()))
    await waitFor(() => expect(form.result.current.sent).toBe(true))
    expect(form.result.current.sending).toBe(false) // the home form stays: its button comes back
    expect(mutations()).toEqual([{ status: 'success', key: sentKeys(fetch)[0] }])
    expect(onAccepted).toHaveBeenCalledExactlyOnceWith(founder)
  })

  it('when a page follows the 202, then the form stays "sending" while it loads', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(accepted())
    const { form, onAccepted } = openForm(false)
    await act(() => form.result.current.submit())
    await waitFor(() => expect(onAccepted).toHaveBeenCalledOnce())
    expect(form.result.current.sending).toBe(true)
  })

  it('when the send fails, then the failure is the mutation’s error, a retry of the same content goes under the same key, and a new message under a new one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementation(async () => accepted())
    const { form } = openForm()

    await act(() => form.result.current.submit())
    await waitFor(() => expect(form.result.current.failure?.title).toBe('Error'))
    expect(form.result.current.failure?.description).toMatch(/hello@inletventures\.example/)
    expect(form.result.current.sending).toBe(false)

    await act(() => form.result.current.submit()) // "Try again"
    await waitFor(() => expect(form.result.current.sent).toBe(true))
    expect(form.result.current.failure).toBeUndefined()

    await type(form, 'message', 'And a second question about patents.')
    expect(form.result.current.sent).toBe(false) // a new message: "sent" is no longer news
    await act(() => form.result.current.submit())
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3))

    const [first, retry, next] = sentKeys(fetch)
    expect(retry).toBe(first)
    expect(next).not.toBe(first)
    expect(mutations().map(({ key }) => key)).toEqual([first, retry, next])
  })

  it('when the browser is offline, then the failure says so rather than waiting for the network', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'))
    const { form } = openForm()
    await act(() => form.result.current.submit())
    await waitFor(() => expect(form.result.current.failure?.title).toBe('You’re offline'))
    // The notice beside the button says it: no toast repeats it (issue 42).
    expect(toastStore.getSnapshot()).toEqual([])
  })

  it('when the founder first touches the form, then the proof starts (not before); each post carries one in altcha, a retry under the same key the same one, a new message a new one', async () => {
    vi.mocked(solveProof).mockClear()
    const solved = (altcha: string) => ({
      altcha,
      challenge: { parameters: { nonce: altcha } } as never,
      expiresInMs: 30 * 60_000,
    })
    vi.mocked(solveProof)
      .mockResolvedValueOnce(solved('proof-1'))
      .mockResolvedValueOnce(solved('proof-2'))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementation(async () => accepted())
    const { form } = openForm()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(solveProof).not.toHaveBeenCalled() // not on page load
    act(() => form.result.current.prepare()) // the first focus
    await waitFor(() => expect(solveProof).toHaveBeenCalledOnce(), { timeout: 5_000 })

    await act(() => form.result.current.submit())
    await waitFor(() => expect(form.result.current.failure).toBeDefined())
    await act(() => form.result.current.submit()) // "Try again": same key, same proof
    await waitFor(() => expect(form.result.current.sent).toBe(true))
    await type(form, 'message', 'And a second question about patents.')
    await act(() => form.result.current.submit())
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(3))
    const proofs = fetch.mock.calls.map(([, init]) => JSON.parse(String(init?.body)).altcha)
    expect(proofs).toEqual(['proof-1', 'proof-1', 'proof-2'])
    // The next challenge renews the one before: the server keeps the first touch's issue time.
    expect(vi.mocked(solveProof).mock.calls.map(([previous]) => previous)).toEqual([
      undefined,
      { parameters: { nonce: 'proof-1' } },
    ])
  })

  it('when no proof can be had, then the inquiry still goes, without one, saying so (Proof-Unavailable)', async () => {
    vi.mocked(solveProof).mockResolvedValueOnce(undefined)
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(accepted())
    const { form } = openForm()
    await act(() => form.result.current.submit())
    await waitFor(() => expect(form.result.current.sent).toBe(true))
    const init = fetch.mock.calls[0]?.[1]
    expect(JSON.parse(String(init?.body))).not.toHaveProperty('altcha')
    expect(init?.headers).toMatchObject({ 'Proof-Unavailable': '1' })
  })

  it('when a field breaks a rule, then it is flagged and no mutation is made', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch')
    const { form } = openForm()
    await type(form, 'message', 'Too short')
    await act(() => form.result.current.submit())
    expect(form.result.current.errors).toEqual({
      message: 'Message must be at least 10 characters',
    })
    expect(mutations()).toEqual([])
    expect(fetch).not.toHaveBeenCalled()
  })
})
