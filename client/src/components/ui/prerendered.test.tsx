import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
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
})
