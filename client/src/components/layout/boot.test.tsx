import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { beforeEach, describe, expect, it } from 'vitest'
import template from '../../../index.html?raw'
import boot from '../../../public/boot.js?raw'
import { CONSENT_KEY, CookieBanner } from './cookie-banner'
import { Header } from './header'
import { ScrollToTopButton } from './scroll-to-top'

/** The head's inline script, as client/index.html carries it. */
const headScript = template.match(/<script>([^<]*)<\/script>/)?.[1] ?? ''

const root = document.documentElement

/** A page as the browser gets it: the head's script runs, the shell's markup, then /boot.js. */
function loadPage() {
  new Function(headScript)()
  render(
    <MemoryRouter>
      <Header />
      <CookieBanner />
      <ScrollToTopButton />
    </MemoryRouter>,
  )
  new Function(boot)()
}

const shown = () => root.hasAttribute('data-ask-consent')

/** Scrolls the window to `y` and waits for the frame in which /boot.js places the shell. */
async function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
  window.dispatchEvent(new Event('scroll'))
  await new Promise((resolve) => requestAnimationFrame(resolve))
}

beforeEach(async () => {
  await scrollTo(0)
  for (const name of ['data-ask-consent', 'data-compact', 'data-far']) root.removeAttribute(name)
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

describe('the shell as the page scrolls, before and without the app', () => {
  it('when scrolled exactly 20 px, then the header stays tall; past 20 px it is compact', async () => {
    loadPage()
    await scrollTo(20)
    expect(root.hasAttribute('data-compact')).toBe(false)
    await scrollTo(21)
    expect(root.hasAttribute('data-compact')).toBe(true)
    expect(screen.getByRole('banner').className).toContain('in-data-compact:h-16')
  })

  it('when scrolled exactly 300 px, then no scroll-to-top button; past 300 px it shows', async () => {
    loadPage()
    await scrollTo(300)
    expect(root.hasAttribute('data-far')).toBe(false)
    await scrollTo(301)
    expect(root.hasAttribute('data-far')).toBe(true)
  })

  it('when a form field has focus far down the page, then the button steps aside', async () => {
    loadPage()
    render(<input aria-label="Name" />)
    await scrollTo(900)
    const button = document.getElementById('scroll-to-top')
    expect(button?.hasAttribute('data-aside')).toBe(false)
    screen.getByRole('textbox', { name: 'Name' }).focus()
    await new Promise((resolve) => requestAnimationFrame(resolve))
    expect(button?.hasAttribute('data-aside')).toBe(true)
  })
})
