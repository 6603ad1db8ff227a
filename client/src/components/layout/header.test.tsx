import { render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { Header } from './header'

const renderHeader = () =>
  render(
    <MemoryRouter>
      <Header />
    </MemoryRouter>,
  )

describe('Header', () => {
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

  it('when rendered, then the phone menu is a popover its button opens with no script (the browser suite drives it)', () => {
    renderHeader()
    const toggle = screen.getByRole('button', { name: 'Menu' })
    const menu = document.getElementById('main-menu')
    expect(toggle.getAttribute('popovertarget')).toBe('main-menu')
    expect(menu?.getAttribute('popover')).toBe('auto')
    // The browser states whether it is expanded; a fixed attribute would be wrong without a script.
    expect(toggle.hasAttribute('aria-expanded')).toBe(false)
  })
})
