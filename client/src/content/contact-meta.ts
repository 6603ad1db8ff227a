import { paths } from '@inlet/shared/paths'
import { site } from '@inlet/shared/site'
import { crumbNames, type RouteDef } from './route'

/** /contact's own title and description (the route manifest and the default variant use them). */
export const contactMeta = {
  title: 'Contact Inlet Ventures | Startup Funding & Partnerships',
  description: `Tell us what you are building. Inlet Ventures answers every founder inquiry about capital, mentoring, premium ideas and IP development within ${site.responseHours} hours.`,
}

/** The route manifest's entry for paths.contact (listed in content/routes.ts). */
export const contactRoute: RouteDef = {
  path: paths.contact,
  ...contactMeta,
  crumb: crumbNames[paths.contact],
  sitemap: true,
}
