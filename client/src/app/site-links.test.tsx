import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, useLocation } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { useSiteLinks } from './site-links'

function Where() {
  const { pathname, search, hash } = useLocation()
  return <output>{pathname + search + hash}</output>
}

function Site({ html }: { html: string }) {
  useSiteLinks()
  return (
    <>
      {/* A link React draws and links in adopted HTML (docs/decisions/021) take one path. */}
      <a href="/about">About</a>
      <div
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the test's own markup
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <a href="/terms" onClick={(event) => event.preventDefault()}>
        Handled
      </a>
      <Where />
    </>
  )
}

/** Records the clicks the app left to the browser, then stops the test's document leaving. */
function browserClicks() {
  const followed: string[] = []
  const record = (event: MouseEvent) => {
    if (!event.defaultPrevented) followed.push((event.target as HTMLElement).textContent ?? '')
    event.preventDefault()
  }
  // Added after the app's own listener, so it sees what the app did.
  document.addEventListener('click', record)
  cleanups.push(() => document.removeEventListener('click', record))
  return followed
}

const cleanups: Array<() => void> = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
})

describe('site links', () => {
  it("when a link to one of the site's pages is clicked, then the router navigates, query and hash kept", async () => {
    const user = userEvent.setup()
    render(
      <MemoryRouter initialEntries={['/blog']}>
        <Site html={'<a href="/contact?context=partnership#form">Contact</a>'} />
      </MemoryRouter>,
    )
    const followed = browserClicks()
    await user.click(screen.getByText('About'))
    expect(screen.getByRole('status').textContent).toBe('/about')
    await user.click(screen.getByText('Contact'))
    expect(screen.getByRole('status').textContent).toBe('/contact?context=partnership#form')
    expect(followed).toEqual([])
  })

  it('when a link leaves the site, opens elsewhere, is not a page, or a handler took the click, then the browser keeps it', async () => {
    const user = userEvent.setup()
    render(
      <MemoryRouter initialEntries={['/blog']}>
        <Site
          html={[
            '<a href="https://example.org/about">Elsewhere</a>',
            '<a href="/terms" target="_blank">New tab</a>',
            '<a href="/rss.xml">Feed</a>',
            '<a href="/About">Wrong case</a>',
            '<a href="/images/og-default.png" download>Download</a>',
          ].join(' ')}
        />
      </MemoryRouter>,
    )
    const followed = browserClicks()
    for (const name of ['Elsewhere', 'New tab', 'Feed', 'Wrong case', 'Download'])
      await user.click(screen.getByText(name))
    await user.click(screen.getByText('About'))
    expect(followed).toEqual(['Elsewhere', 'New tab', 'Feed', 'Wrong case', 'Download'])
    expect(screen.getByRole('status').textContent).toBe('/about')
    await user.click(screen.getByText('Handled'))
    expect(screen.getByRole('status').textContent).toBe('/about')
  })

  it('when a link is clicked with a modifier (a new tab or window), then the browser keeps it', async () => {
    const user = userEvent.setup()
    render(
      <MemoryRouter initialEntries={['/blog']}>
        <Site html="" />
      </MemoryRouter>,
    )
    const followed = browserClicks()
    for (const key of ['Control', 'Meta', 'Shift']) {
      await user.keyboard(`{${key}>}`)
      await user.click(screen.getByText('About'))
      await user.keyboard(`{/${key}}`)
    }
    expect(followed).toEqual(['About', 'About', 'About'])
    expect(screen.getByRole('status').textContent).toBe('/blog')
  })
})
