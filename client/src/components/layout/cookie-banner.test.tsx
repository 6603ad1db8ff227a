import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it } from 'vitest'
import template from '../../../index.html?raw'
import boot from '../../../public/boot.js?raw'
import { CONSENT_KEY, CookieBanner } from './cookie-banner'

/** The head's inline script, as client/index.html carries it. */
const headScript = template.match(/<script>([^<]*)<\/script>/)?.[1] ?? ''

const root = document.documentElement

/** A page as the browser gets it: the head's script runs, the banner's markup, then /boot.js. */
function loadPage() {
  new Function(headScript)()
  render(
    <MemoryRouter>
      <CookieBanner />
    </MemoryRouter>,
  )
  new Function(boot)()
}

const shown = () => root.hasAttribute('data-ask-consent')

beforeEach(() => {
  root.removeAttribute('data-ask-consent')
  root.removeAttribute('style')
  document.body.removeAttribute('style')
})

describe('the cookie banner, before and without the app', () => {
  // The room it keeps at the foot follows its height (a ResizeObserver): the browser tests
  // measure it (small-screen-and-keyboard.spec.ts, nothing-on-top.spec.ts).
  it('when no choice is stored, then the head marks the page to show it', async () => {
    loadPage()
    expect(shown()).toBe(true)
    expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeTruthy()
  })

  it.each(['accepted', 'declined'])('when "%s" is stored, then it is not shown', async (value) => {
    window.localStorage.setItem(CONSENT_KEY, value)
    loadPage()
    expect(shown()).toBe(false)
    expect(document.body.style.paddingBottom).toBe('')
  })

  it('when the stored value is not a known choice, then it asks again', async () => {
    window.localStorage.setItem(CONSENT_KEY, 'maybe')
    loadPage()
    expect(shown()).toBe(true)
  })

  it.each([
    ['Accept', 'accepted'],
    ['Decline', 'declined'],
    ['Close cookie notice (declines)', 'declined'],
  ])(
    'when "%s" is pressed, then "%s" is stored, the banner hides and the page gives its room back',
    async (name, value) => {
      loadPage()
      await userEvent.click(screen.getByRole('button', { name }))
      expect(window.localStorage.getItem(CONSENT_KEY)).toBe(value)
      expect(shown()).toBe(false)
      expect(document.body.style.paddingBottom).toBe('')
      expect(root.style.scrollPaddingBottom).toBe('')
    },
  )

  it('when Escape is pressed in the banner, then "declined" is stored and it hides', async () => {
    loadPage()
    screen.getByRole('button', { name: 'Accept' }).focus()
    await userEvent.keyboard('{Escape}')
    expect(window.localStorage.getItem(CONSENT_KEY)).toBe('declined')
    expect(shown()).toBe(false)
  })
})
