import { site } from '@inlet/shared/site'
import { useEffect, useState } from 'react'
import { footerColumns, footerDisclaimer, footerRights } from '../../content/navigation'
import { AFTER_DOTS, Breakable } from '../ui/breakable'
import { Logo } from './logo'

export function Footer() {
  // The prerendered HTML carries the build year; the browser corrects it after hydration.
  const [year, setYear] = useState(__BUILD_YEAR__)
  useEffect(() => setYear(new Date().getFullYear()), [])
  return (
    <footer className="bg-navy-deep text-slate-200 print:hidden">
      <div className="container-page grid grid-cols-[repeat(auto-fit,minmax(min(100%,9rem),1fr))] gap-x-6 gap-y-6 py-10 sm:gap-y-8 sm:py-14 lg:grid-cols-[1.4fr_repeat(4,1fr)]">
        <div className="col-span-full lg:col-span-1">
          <Logo tone="light" />
          <p className="mt-4 max-w-xs text-slate-300">{site.tagline}</p>
          <address className="mt-4 text-sm text-slate-300 not-italic">
            {site.place}
            <br />
            <a className="underline-offset-4 hover:underline" href={`mailto:${site.email}`}>
              <Breakable text={site.email} at={AFTER_DOTS} />
            </a>
          </address>
        </div>
        {footerColumns.map((column) => (
          <div key={column.title}>
            <h2 className="font-semibold text-white">{column.title}</h2>
            <ul className="mt-3 space-y-1 sm:mt-4">
              {column.links.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    className="inline-block py-1 text-slate-300 sm:py-1.5 underline-offset-4 hover:text-white hover:underline"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="container-page space-y-3 py-6 text-sm text-slate-300">
          <p>{footerDisclaimer}</p>
          <p>
            © {year} {site.legalName}. {footerRights}
          </p>
        </div>
      </div>
    </footer>
  )
}
