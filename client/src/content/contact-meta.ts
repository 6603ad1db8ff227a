import { site } from '@inlet/shared/site'

/** /contact's own title and description (the route manifest and the default variant use them). */
export const contactMeta = {
  title: 'Contact Inlet Ventures | Startup Funding & Partnerships',
  description: `Tell us what you are building. Inlet Ventures answers every founder inquiry about capital, mentoring, premium ideas and IP development within ${site.responseHours} hours.`,
}
