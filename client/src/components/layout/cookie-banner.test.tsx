import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { CONSENT_KEY, CookieBanner } from './cookie-banner'

const renderBanner = () =>
  render(
    <MemoryRouter>
      <CookieBanner />
    </MemoryRouter>,
  )

describe('CookieBanner', () => {
  it('when no choice is stored, then the banner is shown', async () => {
    renderBanner()
    expect(await screen.findByRole('region', { name: 'Cookie consent' })).toBeTruthy()
  })

  it('when Accept is chosen, then "accepted" is stored and the banner hides', async () => {
    renderBanner()
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }))
    expect(window.localStorage.getItem(CONSENT_KEY)).toBe('accepted')
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull()
  })

  it.each(['Decline', 'Close cookie notice (declines)'])(
    'when "%s" is chosen, then "declined" is stored and the banner hides',
    async (name) => {
      renderBanner()
      await userEvent.click(await screen.findByRole('button', { name }))
      expect(window.localStorage.getItem(CONSENT_KEY)).toBe('declined')
      expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull()
    },
  )

  it.each(['accepted', 'declined'])(
    'when "%s" is already stored, then nothing is shown',
    (value) => {
      window.localStorage.setItem(CONSENT_KEY, value)
      renderBanner()
      expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull()
    },
  )

  it('when Escape is pressed in the banner, then "declined" is stored, the banner hides and the page gives its reserved height back', async () => {
    renderBanner()
    await screen.findByRole('region', { name: 'Cookie consent' })
    expect(document.body.style.paddingBottom).toMatch(/^\d+px$/)
    expect(document.documentElement.style.scrollPaddingBottom).toBe(
      document.body.style.paddingBottom,
    )
    await userEvent.tab()
    await userEvent.keyboard('{Escape}')
    expect(window.localStorage.getItem(CONSENT_KEY)).toBe('declined')
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull()
    expect(document.body.style.paddingBottom).toBe('')
    expect(document.documentElement.style.scrollPaddingBottom).toBe('')
  })

  it('when the stored value is not a known choice, then the banner asks again', async () => {
    window.localStorage.setItem(CONSENT_KEY, 'maybe')
    renderBanner()
    expect(await screen.findByRole('region', { name: 'Cookie consent' })).toBeTruthy()
  })
})
