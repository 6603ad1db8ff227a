import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { adoptOrLoad, adoptOrLoadRegion, adoptOrLoadRegions, prerenderedHtml } from './prerendered'

const left: HTMLElement[] = []

/** What the prerender left in the document for region `id`. */
function prerendered(id: string, html: string) {
  const region = document.createElement('div')
  region.dataset.prerendered = id
  region.innerHTML = html
  document.body.append(region)
  left.push(region)
}

/** The document's own copy goes once the page module has read it (React draws its own). */
const removePrerendered = () => {
  for (const region of left.splice(0)) region.remove()
}

afterEach(removePrerendered)

const Drawn = () => <p>Drawn by React</p>

function Where() {
  return <output>{useLocation().pathname}</output>
}

describe('static regions', () => {
  it('when the document holds a region, then its HTML is adopted and its module never loads', async () => {
    prerendered('page:body', '<p>From the <strong>document</strong></p>')
    const load = vi.fn(async () => ({ default: Drawn }))
    expect(prerenderedHtml('page:body')).toBe('<p>From the <strong>document</strong></p>')
    const Region = await adoptOrLoadRegion('page:body', load)
    expect(load).not.toHaveBeenCalled()
    removePrerendered()
    render(<Region className="body" />, { wrapper: MemoryRouter })
    const region = screen.getByText('document').closest('[data-prerendered="page:body"]')
    expect(region?.className).toBe('body')
  })

  it('when the document does not hold it (a navigation), then the module is loaded and React draws it', async () => {
    prerendered('other:body', '<p>Another page</p>')
    const load = vi.fn(async () => ({ default: Drawn }))
    const Region = await adoptOrLoadRegion('page:body', load)
    expect(load).toHaveBeenCalledOnce()
    render(<Region />, { wrapper: MemoryRouter })
    expect(screen.getByText('Drawn by React').parentElement?.dataset.prerendered).toBe('page:body')
    expect(await adoptOrLoad('page:text', async () => ({ default: '<p>loaded</p>' }))).toBe(
      '<p>loaded</p>',
    )
  })

  it('when several regions come from one module, then it loads once, and only if one is missing', async () => {
    const load = vi.fn(async () => ({ Hero: Drawn, Body: Drawn }))
    prerendered('p:hero', '<h1>Hero</h1>')
    prerendered('p:body', '<p>Body</p>')
    await adoptOrLoadRegions({ Hero: 'p:hero', Body: 'p:body' }, load)
    expect(load).not.toHaveBeenCalled()
    left.pop()?.remove()
    const { Hero, Body } = await adoptOrLoadRegions({ Hero: 'p:hero', Body: 'p:body' }, load)
    expect(load).toHaveBeenCalledOnce()
    removePrerendered()
    render(
      <>
        <Hero />
        <Body />
      </>,
      { wrapper: MemoryRouter },
    )
    expect(screen.getByRole('heading', { name: 'Hero' })).toBeDefined()
    expect(screen.getByText('Drawn by React')).toBeDefined()
  })

  it('when a same-site link in adopted HTML is clicked, then the router navigates; other sites and new tabs are left to the browser', async () => {
    prerendered(
      'page:links',
      '<a href="/contact">Contact</a> <a href="https://example.org/">Elsewhere</a> <a href="/terms" target="_blank">Terms</a>',
    )
    const Region = await adoptOrLoadRegion('page:links', async () => ({ default: Drawn }))
    removePrerendered()
    const followed: string[] = []
    const user = userEvent.setup()
    render(
      <MemoryRouter initialEntries={['/start']}>
        <Routes>
          <Route path="*" element={<Region />} />
        </Routes>
        <Where />
      </MemoryRouter>,
    )
    // Records the clicks the app left to the browser, then stops the test's document from
    // actually leaving.
    document.addEventListener('click', (event) => {
      if (!event.defaultPrevented) followed.push((event.target as HTMLElement).textContent ?? '')
      event.preventDefault()
    })
    await user.click(screen.getByText('Elsewhere'))
    await user.click(screen.getByText('Terms'))
    expect(screen.getByRole('status').textContent).toBe('/start')
    expect(followed).toEqual(['Elsewhere', 'Terms'])
    await user.click(screen.getByText('Contact'))
    expect(screen.getByRole('status').textContent).toBe('/contact')
    expect(followed).toEqual(['Elsewhere', 'Terms'])
  })
})
