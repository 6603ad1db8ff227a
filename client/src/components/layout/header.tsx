import { paths } from '@inlet/shared/paths'
import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import { mainNav } from '../../content/navigation'
import { Logo } from './logo'

/** What keeps the focus a tap outside the open menu gave it (else focus returns to the toggle). */
const CONTROLS = 'a[href], input, select, textarea, button, [contenteditable="true"]'

/** A section's link is current on its own page and, but for Home, on the pages beneath it. */
function isCurrent(href: string, pathname: string) {
  return pathname === href || (href !== paths.home && pathname.startsWith(`${href}/`))
}

/**
 * The main navigation. On a phone its links are a popover (docs/decisions/026): the browser
 * opens and closes it with no script, closes it on Escape and on a tap outside, and tells
 * assistive technology whether it is expanded. The app adds two things: a chosen link closes
 * it (a client-side navigation loads no new page), and focus a tap outside left on nothing
 * returns to the button.
 */
export function Header() {
  const { pathname } = useLocation()
  const menuRef = useRef<HTMLUListElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const close = () => menuRef.current?.hidePopover()

  useEffect(() => {
    const menu = menuRef.current
    const onToggle = (event: ToggleEvent) => {
      if (event.newState !== 'closed') return
      // After the browser has moved focus for the tap: a tapped control keeps it.
      setTimeout(() => {
        if (!document.activeElement?.matches(CONTROLS)) toggleRef.current?.focus()
      })
    }
    menu?.addEventListener('toggle', onToggle)
    return () => menu?.removeEventListener('toggle', onToggle)
  }, [])
  const links = mainNav.slice(0, -1)
  const cta = mainNav[mainNav.length - 1]

  return (
    // Compact, with its shadow, past 20 px: <html data-compact>, which /boot.js sets from the first
    // paint (docs/decisions/065).
    <header className="fixed inset-x-0 top-0 z-50 h-20 bg-white/95 backdrop-blur transition-[height,box-shadow] duration-300 in-data-compact:h-16 in-data-compact:shadow-md print:hidden">
      <nav aria-label="Main" className="container-page flex h-full items-center justify-between">
        <a href={paths.home} onClick={close} aria-label="Inlet Ventures, home">
          <Logo />
        </a>
        <button
          ref={toggleRef}
          type="button"
          popoverTarget="main-menu"
          className="inline-flex size-11 items-center justify-center rounded-md text-navy md:hidden"
          aria-label="Menu"
        >
          {/* Three bars, a cross while the menu is open (`.menu-icon` in styles.css). */}
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path
              className="menu-icon"
              d="M4 7h16M4 12h16M4 17h16"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
        <ul
          ref={menuRef}
          id="main-menu"
          popover="auto"
          className="fixed inset-x-0 top-20 hidden flex-col gap-1 overflow-visible border-t border-slate-200 bg-white p-4 text-ink shadow-lg in-data-compact:top-16 md:static md:flex md:flex-row md:items-center md:border-0 md:bg-transparent md:p-0 md:shadow-none"
        >
          {links.map((link) => {
            const current = isCurrent(link.href, pathname)
            return (
              <li key={link.href}>
                <a
                  href={link.href}
                  aria-current={current ? 'page' : undefined}
                  className={`rounded-md px-3 py-2 font-medium transition-colors hover:text-tide ${current ? 'text-tide' : 'text-ink'}`}
                  onClick={close}
                >
                  {link.label}
                </a>
              </li>
            )
          })}
          {cta ? (
            <li className="mt-2 md:mt-0 md:ml-3">
              <a href={cta.href} className="btn-primary w-full md:w-auto" onClick={close}>
                {cta.label}
              </a>
            </li>
          ) : null}
        </ul>
      </nav>
    </header>
  )
}
