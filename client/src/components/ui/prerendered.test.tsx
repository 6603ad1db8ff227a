import { act, render, screen } from '@testing-library/react'
import { Component, type ReactNode, Suspense } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Prerendered } from './prerendered'

const left: HTMLElement[] = []

/** What the prerender left in the document for part `id`. */
function prerendered(id: string, html: string) {
  const part = document.createElement('div')
  part.dataset.prerendered = id
  part.innerHTML = html
  document.body.append(part)
  left.push(part)
}

afterEach(() => {
  for (const part of left.splice(0)) part.remove()
})

const Drawn = () => <p>Drawn by React</p>

/** What the app's error boundary does with a part that could not load: says so. */
class Failed extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {}
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  override render() {
    return this.state.error ? <p>Failed: {this.state.error.message}</p> : this.props.children
  }
}

/** Renders and lets a loading part settle. */
async function draw(ui: ReactNode) {
  await act(async () => {
    render(<Suspense fallback={<p>waiting</p>}>{ui}</Suspense>, { wrapper: MemoryRouter })
  })
}

describe('a static part', () => {
  it('when the document holds it (a direct load), then it is kept as it is and its module never loads', async () => {
    prerendered('page:body', '<p>From the <strong>document</strong></p>')
    const load = vi.fn(async () => Drawn)
    await draw(<Prerendered id="page:body" load={load} className="body" />)
    expect(load).not.toHaveBeenCalled()
    const kept = screen
      .getAllByText('document')
      .map((word) => word.closest('[data-prerendered="page:body"]'))
      .find((part) => part?.className === 'body')
    expect(kept?.innerHTML).toBe('<p>From the <strong>document</strong></p>')
  })

  it('when the document does not hold it (a navigation), then its module is loaded once and React draws it', async () => {
    prerendered('other:body', '<p>Another page</p>')
    const load = vi.fn(async () => Drawn)
    await draw(<Prerendered id="page:drawn" load={load} />)
    expect(load).toHaveBeenCalledOnce()
    expect(screen.getByText('Drawn by React').parentElement?.dataset.prerendered).toBe('page:drawn')
    await draw(<Prerendered id="page:drawn" load={load} />)
    expect(load).toHaveBeenCalledOnce()
  })

  it('when its module gives build-time HTML (an article), then that HTML is drawn inside the part', async () => {
    await draw(<Prerendered id="post:slug" load={async () => '<h2>Loaded</h2>'} />)
    const heading = screen.getByRole('heading', { name: 'Loaded' })
    expect(heading.parentElement?.dataset.prerendered).toBe('post:slug')
  })

  it('when its module fails to load, then it is asked for again, not kept failed', async () => {
    const load = vi
      .fn<() => Promise<typeof Drawn>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Drawn)
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    await draw(
      <Failed>
        <Prerendered id="page:retry" load={load} />
      </Failed>,
    )
    errors.mockRestore()
    // React renders a failed part once more before giving up; the second load succeeds.
    expect(load).toHaveBeenCalledTimes(2)
    expect(screen.getByText('Drawn by React')).toBeDefined()
  })
})
