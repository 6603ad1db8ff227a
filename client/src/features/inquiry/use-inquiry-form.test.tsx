import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { InquiryForm } from './inquiry-form'
import { solveProof } from './proof'
import { InquiryQueries } from './queries'
import { draftKey, useInquiryForm } from './use-inquiry-form'

// The proof of work: a Web Worker's job in the browser (tests/e2e solves real ones); here its
// answer, so the tests see where it goes.
vi.mock('./proof', () => ({
  solveProof: vi.fn(async () => ({
    altcha: 'solved-proof',
    challenge: { parameters: {} },
    expiresInMs: 30 * 60_000,
  })),
}))

const key = draftKey({})
const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter>
    <InquiryQueries>{children}</InquiryQueries>
  </MemoryRouter>
)

/** The tab's sessionStorage, holding `kept`, and every value written to it. */
function storage(kept: Record<string, string> = {}) {
  const items = new Map(Object.entries(kept))
  const writes: string[] = []
  vi.stubGlobal('sessionStorage', {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => {
      writes.push(v)
      items.set(k, v)
    },
    removeItem: (k: string) => items.delete(k),
  })
  return { items, writes }
}

/** The form on /contact, the address jsdom shows, once its effects have run. */
async function openForm() {
  const form = renderHook(() => useInquiryForm({}, 'Opening line'), { wrapper })
  await act(async () => {})
  return form
}

describe('the /contact draft', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('when the form opens with no draft, then nothing is written until the founder types', async () => {
    const { items, writes } = storage()
    const form = await openForm()
    expect(writes).toEqual([])

    act(() => form.result.current.setValues((values) => ({ ...values, name: 'Ada' })))
    expect(JSON.parse(items.get(key) ?? '{}')).toMatchObject({ name: 'Ada' })
  })

  it('when a draft is kept, then it comes back and is never overwritten with the empty form', async () => {
    const draft = { name: 'Rosa', message: 'Seed round, 30 marinas' }
    const { items, writes } = storage({ [key]: JSON.stringify(draft) })
    const form = await openForm()
    expect(form.result.current.values).toMatchObject(draft)
    expect(writes.length).toBeLessThanOrEqual(1)
    for (const written of writes) expect(JSON.parse(written)).toMatchObject(draft)
    expect(JSON.parse(items.get(key) ?? '{}')).toMatchObject(draft)
  })
})

/**
 * The /contact form prerendered with `prefill`, then given `typed` in its fields before React
 * hydrates it, as a founder types while the script is still on its way. Resolves once hydrated.
 */
async function hydrateTyped(prefill: string, typed: Record<string, string>) {
  const form = (
    <MemoryRouter>
      <InquiryForm query={{}} submitLabel="Send" prefill={prefill} />
    </MemoryRouter>
  )
  const page = document.createElement('div')
  page.innerHTML = renderToString(form)
  document.body.append(page)
  for (const [field, value] of Object.entries(typed))
    (page.querySelector(`[name="${field}"]`) as HTMLInputElement).value = value
  const root = await act(async () => hydrateRoot(page, form))
  const value = (field: string) =>
    (page.querySelector(`[name="${field}"]`) as HTMLInputElement).value
  const close = () => {
    act(() => root.unmount())
    page.remove()
  }
  return { value, close }
}

describe('what was typed before the script ran', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('when fields were typed and a draft is kept, then the typed values win, the draft fills the rest, and both are stored', async () => {
    const { items } = storage({
      [key]: JSON.stringify({ name: 'Old Name', company: 'Reyes Ledger Labs' }),
    })
    const typed = { name: 'Ada Reyes', timeline: '3-6months', message: 'Payroll for 40 marinas.' }
    const form = await hydrateTyped('', typed)
    expect(form.value('name')).toBe('Ada Reyes')
    expect(form.value('timeline')).toBe('3-6months')
    expect(form.value('message')).toBe('Payroll for 40 marinas.')
    expect(form.value('company')).toBe('Reyes Ledger Labs')
    expect(JSON.parse(items.get(key) ?? '{}')).toMatchObject({
      ...typed,
      company: 'Reyes Ledger Labs',
    })
    form.close()
  })

  it('when only the prefill is in the message, then it is not taken for typing: nothing is stored', async () => {
    const { writes } = storage()
    const form = await hydrateTyped('Opening line', {})
    expect(form.value('message')).toBe('Opening line')
    expect(writes).toEqual([])
    form.close()
  })
})

describe('the typing time sent for the time trap', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })
  const founder = {
    name: 'Rosa Marquez',
    email: 'rosa@marquez.example',
    company: 'Marquez Marine',
    message: 'Seed round: 30 marinas pay for our booking software.',
  }
  /** Sends the form and resolves to the JSON body that was posted. */
  async function send(form: Awaited<ReturnType<typeof openForm>>) {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ id: 'k-1' }), {
        status: 202,
        headers: { 'Content-Type': 'application/json' },
      }),
    )
    await act(() => form.result.current.submit())
    await waitFor(() => expect(fetch).toHaveBeenCalled())
    return JSON.parse(String(fetch.mock.lastCall?.[1]?.body))
  }
  /** A change of one field as the browser reports it, typed or filled in some other way. */
  const change = (
    form: Awaited<ReturnType<typeof openForm>>,
    field: keyof typeof founder,
    value: string,
    inputType: string,
  ) =>
    act(() =>
      form.result.current.update(field)({
        target: { value },
        nativeEvent: new InputEvent('input', { inputType }),
      } as unknown as Parameters<ReturnType<typeof form.result.current.update>>[0]),
    )

  it('when the draft comes back after a reload, then its proof starts at once, and sent at once it goes with that proof and no time of the browser’s', async () => {
    vi.mocked(solveProof).mockClear()
    storage({ [key]: JSON.stringify(founder) })
    const form = await openForm()
    // The proof comes with the lazy half: its first import takes a while here.
    await waitFor(() => expect(solveProof).toHaveBeenCalled(), { timeout: 12_000 })
    const body = await send(form)
    expect(body).toMatchObject({ ...founder, altcha: 'solved-proof' })
    expect(body).not.toHaveProperty('formOpenMs')
  }, 30_000)

  it('when the message is typed, pasted or autofilled, then the inquiry goes the same way: with its proof, and no typing time of the browser’s', async () => {
    storage()
    const typed = await openForm()
    for (const field of ['name', 'email', 'company'] as const) {
      await change(typed, field, founder[field], 'insertReplacementText') // autofill
    }
    await change(typed, 'message', founder.message, 'insertText')
    const typedBody = await send(typed)
    expect(typedBody.altcha).toBe('solved-proof')
    expect(typedBody).not.toHaveProperty('formOpenMs')
    typed.unmount()

    const pasted = await openForm()
    for (const field of ['name', 'email', 'company'] as const) {
      await change(pasted, field, founder[field], 'insertText')
    }
    await change(pasted, 'message', founder.message, 'insertFromPaste')
    const pastedBody = await send(pasted)
    expect(pastedBody.altcha).toBe('solved-proof')
    expect(pastedBody).not.toHaveProperty('formOpenMs')
  })
})
