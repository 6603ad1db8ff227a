import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { draftKey, useInquiryForm } from './use-inquiry-form'

const key = draftKey({})
const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>

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
