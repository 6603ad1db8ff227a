import { paths } from '@inlet/shared/paths'
import { Link } from 'react-router-dom'
import { Seo } from '../components/seo/seo'
import { notFoundRoute } from '../content/routes'

const ways = [
  { label: 'Home', href: paths.home, text: 'Start again from the front page.' },
  {
    label: 'Partnerships',
    href: paths.partnerships,
    text: 'How we invest and build with founders.',
  },
  { label: 'Blog', href: paths.blog, text: 'Field notes on funding, AI and growth.' },
  { label: 'Contact', href: paths.contact, text: 'Tell us what you were looking for.' },
]

export function NotFoundPage() {
  return (
    <>
      <Seo title={notFoundRoute.title} description={notFoundRoute.description} noindex />
      <section className="container-page py-24 text-center">
        <p className="eyebrow">Error 404</p>
        <h1 className="mt-3 font-display text-4xl font-bold text-navy sm:text-5xl">
          Page Not Found
        </h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-mist">
          The address may be mistyped, or the page has moved. These will get you back on course:
        </p>
        <ul className="mx-auto mt-10 grid max-w-3xl gap-4 text-left sm:grid-cols-2">
          {ways.map((way) => (
            <li key={way.href}>
              <Link
                to={way.href}
                className="block rounded-xl border border-slate-200 p-5 transition-colors hover:border-tide"
              >
                <span className="font-semibold text-navy">{way.label}</span>
                <span className="mt-1 block text-mist">{way.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
