import { Seo } from '../../components/seo/seo'
import { notFoundPage, notFoundRoute } from './copy'

export function NotFoundPage() {
  return (
    <>
      <Seo title={notFoundRoute.title} description={notFoundRoute.description} noindex />
      <section className="container-page py-24 text-center">
        <p className="eyebrow">{notFoundPage.eyebrow}</p>
        <h1 className="mt-3 font-display text-4xl font-bold text-navy sm:text-5xl">
          {notFoundPage.title}
        </h1>
        <p className="mx-auto mt-4 max-w-xl text-lg text-mist">{notFoundPage.lead}</p>
        <ul className="mx-auto mt-10 grid max-w-3xl gap-4 text-left sm:grid-cols-2">
          {notFoundPage.ways.map((way) => (
            <li key={way.href}>
              <a
                href={way.href}
                className="block rounded-xl border border-slate-200 p-5 transition-colors hover:border-tide"
              >
                <span className="font-semibold text-navy">{way.label}</span>
                <span className="mt-1 block text-mist">{way.text}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </>
  )
}
