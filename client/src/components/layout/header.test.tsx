import { act, fireEvent, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { Header, NAV_SHADOW_THRESHOLD } from './header'

const renderHeader = () =>
  render(
    <MemoryRouter>
      <Header />
    </MemoryRouter>,
  )

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
    fireEvent.scroll(window)
  })
}

describe('Header', () => {
  afterEach(() => scrollTo(0))

  it('when rendered, then the links are Home, Partnerships, IP Development, About, Contact', () => {
    renderHeader()
    const nav = screen.getByRole('navigation', { name: 'Main' })
    const names = within(nav)
      .getAllByRole('link')
      .slice(1)
      .map((link) => link.textContent)
    expect(names).toEqual(['Home', 'Partnerships', 'IP Development', 'About', 'Contact'])
    expect(within(nav).getByRole('link', { name: 'Contact' }).className).toContain('btn-primary')
  })

  it('when the toggle is pressed, then the menu opens, and choosing a link closes it', async () => {
    renderHeader()
    const toggle = screen.getByRole('button', { name: 'Open menu' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    await userEvent.click(toggle)
    expect(screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe(
      'true',
    )
    expect(document.getElementById('main-menu')?.className).toMatch(/(^|\s)flex(\s|$)/)
    await userEvent.click(screen.getByRole('link', { name: 'About' }))
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe(
      'false',
    )
    expect(document.getElementById('main-menu')?.className).toMatch(/(^|\s)hidden(\s|$)/)
  })

  it('when scrolled exactly 20 px, then the bar stays tall; past 20 px it shrinks with a shadow', () => {
    renderHeader()
    const header = screen.getByRole('banner')
    scrollTo(NAV_SHADOW_THRESHOLD)
    expect(header.className).toContain('h-20')
    expect(header.className).not.toContain('shadow-md')
    scrollTo(NAV_SHADOW_THRESHOLD + 1)
    expect(header.className).toContain('h-16')
    expect(header.className).toContain('shadow-md')
  })
})
