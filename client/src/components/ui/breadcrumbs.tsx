import type { Crumb } from '../seo/structured-data-core'

/** The visible trail (the same crumbs feed BreadcrumbList JSON-LD through <Seo>). */
export function Breadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="border-b border-slate-200 bg-white print:hidden">
      <ol className="container-page flex flex-wrap items-center gap-2 py-3 text-sm text-mist">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1
          return (
            <li key={crumb.path} className="flex items-center gap-2">
              {last ? (
                <span aria-current="page" className="font-medium text-ink">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <a
                    href={crumb.path}
                    className="underline-offset-4 hover:text-tide hover:underline"
                  >
                    {crumb.name}
                  </a>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
