import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Toaster } from '../ui/toast'
import { mailtoHref, QuickContactForm } from './quick-contact-form'

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

async function fill(
  fields: ReturnType<typeof setup>,
  values: { name: string; email: string; message: string },
) {
  await userEvent.type(fields.name, values.name)
  await userEvent.type(fields.email, values.email)
  await userEvent.type(fields.message, values.message)
}

describe('QuickContactForm', () => {
  afterEach(() => vi.restoreAllMocks())

  it('when built, then the mailto link has the studio address, subject and body', () => {
    const href = mailtoHref({ name: 'Ana', email: 'ana@example.com', message: 'Hello there' })
    expect(href.startsWith('mailto:hello@inletventures.example?')).toBe(true)
    const params = new URLSearchParams(href.split('?')[1])
    expect(params.get('subject')).toBe('Contact from Ana')
    expect(params.get('body')).toBe('Name: Ana\nEmail: ana@example.com\n\nHello there')
  })

  it('when the form is shown, then the Email placeholder is an example visitor address, not ours', () => {
    const fields = setup()
    expect(fields.email.placeholder).toBe('you@company.com')
  })

  it('when the message is under 10 characters, then the toast says so and no mail opens', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const fields = setup()
    await fill(fields, { name: 'Ana', email: 'ana@example.com', message: 'Too short' })
    await userEvent.click(fields.submit)
    expect(await screen.findByText('Invalid form data')).toBeTruthy()
    expect(screen.getByText('Message must be at least 10 characters')).toBeTruthy()
    expect(open).not.toHaveBeenCalled()
    expect(fields.message.value).toBe('Too short')
  })

  it('when valid, then the mail client opens, a success toast shows and the fields clear', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null)
    const fields = setup()
    await fill(fields, {
      name: 'Ana',
      email: 'ana@example.com',
      message: 'We have 40 paying teams.',
    })
    await userEvent.click(fields.submit)
    expect(await screen.findByText('Check your email app')).toBeTruthy()
    expect(
      screen.getByText(
        'Your message should now be open there, ready for you to send. If no email app opened, write to us at hello@inletventures.example.',
      ),
    ).toBeTruthy()
    expect(screen.queryByText('Message sent!')).toBeNull()
    expect(open).toHaveBeenCalledWith(
      expect.stringContaining('Contact%20from%20Ana'),
      '_blank',
      'noopener',
    )
    await waitFor(() => expect(fields.name.value).toBe(''))
    expect(fields.email.value).toBe('')
    expect(fields.message.value).toBe('')
  })

  it('when opening the mail client throws, then an error toast shows and the fields are kept', async () => {
    vi.spyOn(window, 'open').mockImplementation(() => {
      throw new Error('blocked')
    })
    const fields = setup()
    await fill(fields, {
      name: 'Ana',
      email: 'ana@example.com',
      message: 'We have 40 paying teams.',
    })
    await userEvent.click(fields.submit)
    expect(await screen.findByText('Error')).toBeTruthy()
    expect(
      screen.getByText('There was a problem sending your message. Please try again.'),
    ).toBeTruthy()
    expect(fields.name.value).toBe('Ana')
    expect(fields.message.value).toBe('We have 40 paying teams.')
  })
})
