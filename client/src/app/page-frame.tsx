import pageDates from 'virtual:page-dates'
import { Seo } from '../components/seo/seo'
import { Breadcrumbs } from '../components/ui/breadcrumbs'
import { LastUpdated } from '../components/ui/last-updated'
import { breadcrumbsFor } from '../content/route'
import type { RouteDef } from '../content/types'
import type { FrameProps } from '../pages/page'

/**
 * Every page's frame: head tags, breadcrumbs and the last-updated line (the day the page's words
 * last changed, from the repository: docs/decisions/044), drawn from the route manifest; the
 * page gives its hero, its body and any overrides (docs/decisions/019).
 */
export function PageFrame({
  route,
  hero,
  children,
  title,
  description,
  jsonLd,
  type,
  trail = 'shown',
  lastUpdated = 'end',
}: FrameProps & { route: RouteDef }) {
  const crumbs = breadcrumbsFor(route)
  const date = <LastUpdated date={pageDates[route.path]} />
  return (
    <>
      <Seo
        title={title ?? route.title}
        description={description ?? route.description}
        path={route.path}
        noindex={route.noindex}
        crumbs={trail === 'none' ? undefined : crumbs}
        jsonLd={jsonLd}
        type={type}
      />
      {hero}
      {trail === 'shown' && crumbs.length > 1 ? <Breadcrumbs crumbs={crumbs} /> : null}
      {lastUpdated === 'top' ? date : null}
      {children}
      {lastUpdated === 'end' ? date : null}
    </>
  )
}
