import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Toaster, toastStore } from '../../components/ui/toast'
import { QuickContactForm } from './quick-contact-form'

// The proof of work: a Web Worker's job in the browser (tests/e2e solves real ones); here its
// answer, so the tests see where it goes.
vi.mock('./proof', () => ({
  solveProof: vi.fn(async () => ({
    altcha: 'solved-proof',
    challenge: { parameters: {} },
    expiresInMs: 30 * 60_000,
  })),
}))

function setup() {
  render(
    <>
      <QuickContactForm />
      <Toaster />
    </>,
  )
  return {
    name: screen.getByLabelText('Name') as HTMLInputElement,
    email: screen.getByLabelText('Email') as HTMLInputElement,
    message: screen.getByLabelText('Message') as HTMLTextAreaElement,
    submit: screen.getByRole('button', { name: 'Send Message' }),
  }
}

async function fill(fields: ReturnType<typeof setup>, message: string) {
  await userEvent.type(fields.name, 'Ana')
  await userEvent.type(fields.email, 'ana@example.com')
  await userEvent.type(fields.message, message)
}

const accepted = () =>
  new Response(JSON.stringify({ id: 'k-1' }), {
    status: 202,
    headers: { 'Content-Type': 'application/json' },
  })

describe('QuickContactForm', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    for (const item of toastStore.getSnapshot()) toastStore.dismiss(item.id)
  })

  it('when the form is shown, then the Email placeholder is an example visitor address, not ours', () => {
    const fields = setup()
    expect(fields.email.placeholder).toBe('you@company.com')
  })

  it('when the message is under 10 characters, then it is marked and nothing is sent', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch')
    const fields = setup()
    await fill(fields, 'Too short')
    await userEvent.click(fields.submit)
    expect(await screen.findByRole('heading', { name: 'There Is a Problem' })).toBeTruthy()
    expect(screen.queryByText('Invalid form data')).toBeNull() // the summary, no toast over it
    expect(fields.message.getAttribute('aria-invalid')).toBe('true')
    expect(fetch).not.toHaveBeenCalled()
    expect(fields.message.value).toBe('Too short')
  })

  it('when valid, then it is posted with the home context and a key, and the fields clear after the 202', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(accepted())
    const fields = setup()
    await fill(fields, 'We have 40 paying teams.')
    await userEvent.click(fields.submit)
    expect(await screen.findByText(/^Message sent!/)).toBeTruthy()
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(url).toBe('/api/send-contact-email')
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Ana',
      email: 'ana@example.com',
      message: 'We have 40 paying teams.',
      context: 'home',
      // The proof of work, solved while the founder typed (docs/decisions/047).
      altcha: 'solved-proof',
    })
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/^[\w-]{8,128}$/)
    await waitFor(() => expect(fields.name.value).toBe(''))
    expect(fields.message.value).toBe('')
  })

  it('when the 202 comes back, then the form says so once, beside the button, with focus on it and no toast, the button comes back, and a second message goes with its own key', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => accepted())
    const fields = setup()
    await fill(fields, 'We have 40 paying teams.')
    await userEvent.click(fields.submit)
    const sent = await screen.findByText(
      'Message sent! A partner reads it within 24 hours and replies personally within 72 hours.',
    )
    await waitFor(() => expect(document.activeElement).toBe(sent))
    expect(toastStore.getSnapshot()).toEqual([])
    expect(screen.getByRole('region', { name: 'Notifications' }).textContent).toBe('')
    const again = await screen.findByRole('button', { name: 'Send Message' })
    expect(again).toHaveProperty('disabled', false)

    await fill(fields, 'And a second question about patents.')
    expect(screen.queryByText(/^Message sent!/)).toBeNull() // a new message: the note goes
    await userEvent.click(again)
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2))
    const keys = fetch.mock.calls.map(([, init]) =>
      new Headers(init?.headers).get('Idempotency-Key'),
    )
    expect(keys[1]).not.toBe(keys[0])
    expect(JSON.parse(String(fetch.mock.calls[1]?.[1]?.body)).message).toBe(
      'And a second question about patents.',
    )
  })

  it('when a message longer than the limit is pasted, then none of it is cut: the count says how far over, and the send is refused with the rule', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch')
    const fields = setup()
    await userEvent.type(fields.name, 'Ana')
    await userEvent.type(fields.email, 'ana@example.com')
    await userEvent.click(fields.message)
    await userEvent.paste('Our traction, in detail. '.repeat(116)) // 2,900 characters
    expect(fields.message.value).toHaveLength(2_900)
    const count = screen.getByText(/of 2,000 characters/)
    expect(count.textContent).toBe(
      '2,900 of 2,000 characters: 900 over the limit. Shorten it to send.',
    )
    expect(fields.message.getAttribute('aria-describedby')).toContain(count.id)
    await userEvent.click(fields.submit)
    expect(await screen.findByRole('link', { name: 'Message must be 2000 characters or fewer' }))
    expect(fetch).not.toHaveBeenCalled()
    expect(fields.message.value).toHaveLength(2_900)
  })

  it('when the send fails, then the fields are kept, and one notice, focused, says it with Try again and our address as a link carrying the message; no toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'))
    const fields = setup()
    await fill(fields, 'We have 40 paying teams.')
    await userEvent.click(fields.submit)
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy()
    const notice = screen.getByRole('region', { name: 'Error' })
    await waitFor(() => expect(document.activeElement).toBe(notice))
    expect(notice.textContent).toMatch(/email us directly at hello@inletventures\.example/)
    const link = screen.getByRole('link', { name: /^hello@/ })
    const mail = new URL(link.getAttribute('href') ?? '')
    expect(mail.protocol).toBe('mailto:')
    expect(mail.searchParams.get('subject')).toBe('Inquiry from Ana')
    expect(mail.searchParams.get('body')).toContain('We have 40 paying teams.')
    expect(toastStore.getSnapshot()).toEqual([])
    expect(fields.name.value).toBe('Ana')
    expect(fields.message.value).toBe('We have 40 paying teams.')
  })

  it('when the server answers 429 with Retry-After, then the notice and both buttons wait until then, and Try again sends after', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const tooMany = () =>
      new Response(
        JSON.stringify({
          error: {
            code: 'rate_limited',
            message: 'Too many inquiries from your connection. Please try again in 1 minute.',
          },
        }),
        { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '1' } },
      )
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(tooMany())
      .mockImplementation(async () => accepted())
    const fields = setup()
    await fill(fields, 'We have 40 paying teams.')
    await userEvent.click(fields.submit)
    const retry = await screen.findByRole('button', { name: /^Try again at \d{1,2}:\d{2}/ })
    expect(retry).toHaveProperty('disabled', true)
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveProperty('disabled', true)
    expect(screen.getByRole('region', { name: 'Error' }).textContent).toContain(
      'try again in 1 minute',
    )
    await userEvent.click(retry)
    expect(fetch).toHaveBeenCalledOnce()

    // Ends when the button is ready (Retry-After: 1 s); the deadline only calls a stuck test, and a
    // busy machine running three test files at once took over 3 s.
    const ready = await screen.findByRole('button', { name: 'Try again' }, { timeout: 30_000 })
    expect(ready).toHaveProperty('disabled', false)
    await userEvent.click(ready)
    expect(await screen.findByText(/^Message sent!/)).toBeTruthy()
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('when the founder typed into the prerendered form before the script ran, then hydration keeps every value and the form sends them', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(accepted())
    const page = document.createElement('div')
    page.innerHTML = renderToString(<QuickContactForm />)
    document.body.append(page)
    const typed = { name: 'Ana', email: 'ana@example.com', message: 'We have 40 paying teams.' }
    for (const [field, value] of Object.entries(typed))
      (page.querySelector(`[name="${field}"]`) as HTMLInputElement).value = value

    const root = await act(async () => hydrateRoot(page, <QuickContactForm />))
    const fields = {
      name: screen.getByLabelText('Name') as HTMLInputElement,
      message: screen.getByLabelText('Message') as HTMLTextAreaElement,
    }
    expect(fields.name.value).toBe('Ana')
    await userEvent.type(fields.name, ' Lima')
    expect(fields.name.value).toBe('Ana Lima')
    expect(fields.message.value).toBe(typed.message)
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }))
    await waitFor(() => expect(fetch).toHaveBeenCalledOnce())
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toMatchObject({
      ...typed,
      name: 'Ana Lima',
    })
    act(() => root.unmount())
    page.remove()
  })
})
